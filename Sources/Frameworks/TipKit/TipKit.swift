// `import TipKit` on Linux: tips compile and are never shown, as on a device whose tips are
// hidden, since a render has no datastore of what the user has seen. Depended on only on Linux,
// like the SwiftUI product.
@_exported import Foundation
@_exported import Trellis
