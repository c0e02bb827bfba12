// `import CoreLocation` on Linux: the coordinate and location values that models and views hold,
// and a location manager that never has a location, since a static render has no device to ask.
// Depended on only on Linux, like the SwiftUI product.
@_exported import Foundation
@_exported import Trellis
