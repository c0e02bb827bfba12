import CoreLocation
import Foundation

/// The width and height of a map region in degrees.
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees

    public init() {
        latitudeDelta = 0
        longitudeDelta = 0
    }

    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// A rectangle of the map: its center and its span in degrees.
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan

    public init() {
        center = CLLocationCoordinate2D()
        span = MKCoordinateSpan()
    }

    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// The region `latitudinalMeters` tall and `longitudinalMeters` wide around `centerCoordinate`,
    /// on a sphere: a degree of latitude is 111,320 m, a degree of longitude that times the
    /// cosine of the latitude.
    public init(
        center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
        longitudinalMeters: CLLocationDistance
    ) {
        let metersPerDegree = 111_320.0
        let parallel = max(cos(centerCoordinate.latitude * .pi / 180), 1e-6)
        self.init(
            center: centerCoordinate,
            span: MKCoordinateSpan(
                latitudeDelta: latitudinalMeters / metersPerDegree,
                longitudeDelta: longitudinalMeters / (metersPerDegree * parallel)))
    }

    /// The region `rect` covers.
    public init(_ rect: MKMapRect) {
        let topLeft = rect.origin.coordinate
        let bottomRight = MKMapPoint(x: rect.maxX, y: rect.maxY).coordinate
        self.init(
            center: MKMapPoint(x: rect.midX, y: rect.midY).coordinate,
            span: MKCoordinateSpan(
                latitudeDelta: topLeft.latitude - bottomRight.latitude,
                longitudeDelta: bottomRight.longitude - topLeft.longitude))
    }
}

/// A point on the flat (Web Mercator) map, in map points: the whole world is
/// `MKMapRect.world`, 2²⁸ points square, with its origin at 180° W on the top edge.
public struct MKMapPoint: Sendable {
    public var x: Double
    public var y: Double

    public init() {
        x = 0
        y = 0
    }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ coordinate: CLLocationCoordinate2D) {
        let world = MKMapRect.world.size.width
        x = (coordinate.longitude + 180) / 360 * world
        y = (0.5 - MapProjection.mercatorY(latitude: coordinate.latitude) / (2 * .pi)) * world
    }

    /// The coordinate at this point.
    public var coordinate: CLLocationCoordinate2D {
        let world = MKMapRect.world.size.width
        let mercator = (0.5 - y / world) * 2 * .pi
        return CLLocationCoordinate2D(
            latitude: MapProjection.latitude(mercatorY: mercator), longitude: x / world * 360 - 180)
    }
}

/// A size on the flat map, in map points.
public struct MKMapSize: Sendable {
    public var width: Double
    public var height: Double

    public init() {
        width = 0
        height = 0
    }

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle on the flat map, in map points.
public struct MKMapRect: Sendable {
    public var origin: MKMapPoint
    public var size: MKMapSize

    public init() {
        origin = MKMapPoint()
        size = MKMapSize()
    }

    public init(origin: MKMapPoint, size: MKMapSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
    }

    /// The whole world.
    public static let world = MKMapRect(x: 0, y: 0, width: 268_435_456, height: 268_435_456)
    /// The rectangle that stands for no rectangle.
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }

    /// The smallest rectangle holding both.
    public func union(_ other: MKMapRect) -> MKMapRect {
        if isNull { return other }
        if other.isNull { return self }
        let minX = Swift.min(minX, other.minX), minY = Swift.min(minY, other.minY)
        return MKMapRect(
            x: minX, y: minY, width: Swift.max(maxX, other.maxX) - minX, height: Swift.max(maxY, other.maxY) - minY)
    }

    /// Whether `point` lies inside.
    public func contains(_ point: MKMapPoint) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
}
