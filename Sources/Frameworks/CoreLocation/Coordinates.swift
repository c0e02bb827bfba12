import Foundation

/// A latitude or longitude in degrees.
public typealias CLLocationDegrees = Double
/// A distance in meters.
public typealias CLLocationDistance = Double
/// An accuracy in meters.
public typealias CLLocationAccuracy = Double
/// A direction in degrees from true north.
public typealias CLLocationDirection = Double
/// A speed in meters per second.
public typealias CLLocationSpeed = Double

/// A latitude and longitude in degrees (WGS 84).
///
/// Like Core Location's, it is neither Equatable nor Codable, so the conformances apps declare for
/// it themselves compile without a redundant-conformance error.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    /// The coordinate at 0° latitude and 0° longitude.
    public init() {
        latitude = 0
        longitude = 0
    }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate's latitude is within ±90° and its longitude within ±180°.
public func CLLocationCoordinate2DIsValid(_ coordinate: CLLocationCoordinate2D) -> Bool {
    abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
}

/// Makes a coordinate, as the C function of that name does.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The coordinate Core Location reports when it has none.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

/// A location: a coordinate with the altitude, accuracy, course and speed measured with it.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let speed: CLLocationSpeed
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        altitude = 0
        horizontalAccuracy = 0
        verticalAccuracy = -1
        course = -1
        speed = -1
        // A fixed instant, so nothing a render shows depends on the clock.
        timestamp = Date(timeIntervalSinceReferenceDate: 0)
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy: CLLocationAccuracy,
        verticalAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.horizontalAccuracy = horizontalAccuracy
        self.verticalAccuracy = verticalAccuracy
        course = -1
        speed = -1
        self.timestamp = timestamp
    }

    /// The great-circle distance to `location` in meters, by the haversine formula on a sphere of
    /// the Earth's mean radius (Core Location's own figure differs by well under 1%).
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let earthRadius = 6_371_008.8
        let φ1 = coordinate.latitude * .pi / 180, φ2 = location.coordinate.latitude * .pi / 180
        let Δφ = φ2 - φ1
        let Δλ = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * earthRadius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }
}
