// `import StoreKit` on Linux: the product and transaction types store code names, the store views
// drawn as the framework placeholder, and review requests that do nothing. A render has no App
// Store to ask, so no product is ever loaded. Depended on only on Linux, like the SwiftUI product.
@_exported import Foundation
@_exported import Trellis
