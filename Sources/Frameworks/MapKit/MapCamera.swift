import CoreLocation
import Foundation

/// A viewpoint over the map: a center, a distance above it, a heading and a pitch.
public struct MapCamera: Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: CLLocationDistance
    public var heading: CLLocationDirection
    public var pitch: Double

    public init(
        centerCoordinate: CLLocationCoordinate2D, distance: CLLocationDistance, heading: CLLocationDirection = 0,
        pitch: Double = 0
    ) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }

    /// The region a camera looking straight down from `distance` shows: about as many meters
    /// tall as it is high (heading and pitch aren't drawn).
    var region: MKCoordinateRegion {
        MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: distance, longitudinalMeters: distance)
    }
}

/// What a `Map` shows: a region, a camera, a place, the user's location or, automatically, all
/// of its content.
public struct MapCameraPosition: Sendable, Equatable {
    indirect enum Kind: Sendable {
        case automatic
        case region(MKCoordinateRegion)
        case rect(MKMapRect)
        case camera(MapCamera)
        case item(MKMapItem)
        case userLocation(fallback: MapCameraPosition?)
    }

    let kind: Kind

    /// Fits the map's content, as MapKit does when nothing else is asked.
    public static var automatic: MapCameraPosition { MapCameraPosition(kind: .automatic) }

    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(kind: .region(region)) }

    public static func rect(_ rect: MKMapRect) -> MapCameraPosition { MapCameraPosition(kind: .rect(rect)) }

    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(kind: .camera(camera)) }

    public static func item(_ mapItem: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(kind: .item(mapItem))
    }

    /// The user's location, which a static render never has, so the map shows `fallback`.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(kind: .userLocation(fallback: fallback))
    }

    public var positionedByUser: Bool { false }
    public var followsUserLocation: Bool { if case .userLocation = kind { true } else { false } }

    public var region: MKCoordinateRegion? {
        switch kind {
        case .region(let region): region
        case .rect(let rect): MKCoordinateRegion(rect)
        case .userLocation(let fallback): fallback?.region
        default: nil
        }
    }

    public var camera: MapCamera? { if case .camera(let camera) = kind { camera } else { nil } }
    public var item: MKMapItem? { if case .item(let item) = kind { item } else { nil } }
    public var rect: MKMapRect? { if case .rect(let rect) = kind { rect } else { nil } }

    /// The region drawn, or nil to fit the content.
    var shownRegion: MKCoordinateRegion? {
        switch kind {
        case .automatic: nil
        case .region(let region): region
        case .rect(let rect): MKCoordinateRegion(rect)
        case .camera(let camera): camera.region
        // A place is shown from about a kilometre up, as MapKit frames a single point of interest.
        case .item(let item): MKCoordinateRegion(center: item.placemark.coordinate, latitudinalMeters: 1000, longitudinalMeters: 1000)
        case .userLocation(let fallback): fallback?.shownRegion
        }
    }

    /// Positions are equal when they would show the same thing.
    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        switch (lhs.kind, rhs.kind) {
        case (.automatic, .automatic): true
        case (.userLocation(let a), .userLocation(let b)): a == b
        case (.item(let a), .item(let b)): a === b
        default:
            lhs.shownRegion.map(RegionKey.init) == rhs.shownRegion.map(RegionKey.init) && lhs.shownRegion != nil
        }
    }

    /// A region's four numbers, to compare regions, which MapKit leaves without `==`.
    private struct RegionKey: Equatable {
        let values: [Double]
        init(_ region: MKCoordinateRegion) {
            values = [region.center.latitude, region.center.longitude, region.span.latitudeDelta, region.span.longitudeDelta]
        }
    }
}

/// What changed when the camera moved; never delivered, since a render doesn't move the map.
public struct MapCameraUpdateContext: Sendable {
    public var camera: MapCamera
    public var region: MKCoordinateRegion
    public var rect: MKMapRect
}

/// How often `onMapCameraChange` would report.
public enum MapCameraUpdateFrequency: Sendable {
    case continuous
    case onEnd
}

/// How a user may move the map; nothing moves in a render.
public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1 << 0)
    public static let zoom = MapInteractionModes(rawValue: 1 << 1)
    public static let rotate = MapInteractionModes(rawValue: 1 << 2)
    public static let pitch = MapInteractionModes(rawValue: 1 << 3)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

/// Whether the older `Map` follows the user; it never does in a render.
public enum MapUserTrackingMode: Sendable {
    case none
    case follow
}

/// A place: a placemark with a name and details.
open class MKMapItem: NSObject, @unchecked Sendable {
    open var placemark: MKPlacemark
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var pointOfInterestCategory: MKPointOfInterestCategory?
    open var isCurrentLocation: Bool { false }

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
    }

    /// The user's location, which a render doesn't have: a placemark at 0°, 0°.
    open class func forCurrentLocation() -> MKMapItem {
        MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D()))
    }

    /// Opening Maps does nothing in a render; it reports that nothing opened.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool { false }
}

/// A placemark at a coordinate.
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D

    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
    }

    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.coordinate = coordinate
    }

    open override var location: CLLocation? { CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude) }
}

/// A kind of place on the map.
public struct MKPointOfInterestCategory: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    public static let bakery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBakery")
    public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    public static let nationalPark = MKPointOfInterestCategory(rawValue: "MKPOICategoryNationalPark")
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
}
