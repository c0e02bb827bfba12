// `import WeatherKit` on Linux, where Apple's framework does not exist. Weather comes from Apple's
// service at run time, which a static render never calls: the service's requests throw
// `WeatherError.permissionDenied`, so an app's own fallback (what it shows when the service fails)
// is what renders, the same on every machine. The value types are those view code reads, so views
// that take a condition or a forecast compile and draw from the values a preview gives them.
// Depended on only on Linux, like the SwiftUI product.
@_exported import CoreLocation
@_exported import Trellis
