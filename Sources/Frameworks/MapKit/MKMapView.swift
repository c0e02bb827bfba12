import Foundation

// MapKit's UIKit map view, which apps written before SwiftUI's `Map` wrap in a
// `UIViewRepresentable`. Trellis draws a representable as a placeholder of the size it is given
// and never makes its view, so this view is inert like the UIKit views it joins: it keeps what is
// set on it (region, camera, annotations) and draws nothing. It exists so the wrapping code compiles.

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// A point of interest a map view shows: a coordinate, and a title and subtitle for its callout.
public protocol MKAnnotation: AnyObject {
    /// Where the annotation is.
    var coordinate: CLLocationCoordinate2D { get }
    /// The callout's title.
    var title: String? { get }
    /// The callout's subtitle.
    var subtitle: String? { get }
}

extension MKAnnotation {
    /// No title.
    public var title: String? { nil }
    /// No subtitle.
    public var subtitle: String? { nil }
}

/// An annotation at a coordinate, with a title and a subtitle.
open class MKPointAnnotation: NSObject, MKAnnotation {
    /// Where the annotation is.
    open var coordinate: CLLocationCoordinate2D
    /// The callout's title.
    open var title: String?
    /// The callout's subtitle.
    open var subtitle: String?

    /// An annotation at `coordinate`.
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }

    /// An annotation at latitude and longitude 0.
    public override convenience init() {
        self.init(coordinate: CLLocationCoordinate2D(latitude: 0, longitude: 0))
    }
}

/// Where a map view's camera is and where it looks.
open class MKMapCamera: NSObject {
    /// The point the camera looks at.
    open var centerCoordinate: CLLocationCoordinate2D
    /// The camera's distance from that point, in meters.
    open var centerCoordinateDistance: CLLocationDistance
    /// The camera's angle from straight down, in degrees.
    open var pitch: CGFloat
    /// The camera's heading, in degrees clockwise from north.
    open var heading: CLLocationDirection

    /// A camera looking at `centerCoordinate` from `distance` meters away.
    public init(
        lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
        pitch: CGFloat, heading: CLLocationDirection
    ) {
        self.centerCoordinate = centerCoordinate
        self.centerCoordinateDistance = distance
        self.pitch = pitch
        self.heading = heading
    }

    /// A camera looking straight down at latitude and longitude 0.
    public override convenience init() {
        self.init(lookingAtCenter: CLLocationCoordinate2D(latitude: 0, longitude: 0), fromDistance: 0, pitch: 0, heading: 0)
    }
}

/// How a map view draws its map; see its subclasses.
open class MKMapConfiguration: NSObject {
    /// Whether the ground is drawn flat or with its relief.
    public enum ElevationStyle: Int, Sendable {
        case automatic, flat, realistic
    }

    /// The configuration's elevation style.
    open var elevationStyle: ElevationStyle = .automatic
}

/// The standard map: roads and places drawn.
open class MKStandardMapConfiguration: MKMapConfiguration {
    /// How strongly the map's features are drawn.
    public enum EmphasisStyle: Int, Sendable {
        case `default`, muted
    }

    /// The configuration's emphasis style.
    open var emphasisStyle: EmphasisStyle

    /// A standard map drawn with `elevationStyle` and `emphasisStyle`.
    public init(elevationStyle: ElevationStyle, emphasisStyle: EmphasisStyle = .default) {
        self.emphasisStyle = emphasisStyle
        super.init()
        self.elevationStyle = elevationStyle
    }

    /// A standard map, as the system draws it.
    public override convenience init() {
        self.init(elevationStyle: .automatic)
    }
}

/// The kind of map a map view draws.
public enum MKMapType: UInt, Sendable {
    case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// What a map view tells the object that manages it; nothing is ever told in a render.
@MainActor
public protocol MKMapViewDelegate: AnyObject {}

/// MapKit's map view: inert, since Trellis draws a wrapped view as a placeholder and never runs
/// its code.
@MainActor
open class MKMapView: UIView {
    /// The object told of the map's changes.
    open weak var delegate: (any MKMapViewDelegate)?
    /// The area the map shows.
    open var region = MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 0, longitude: 0), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
    /// The map's camera.
    open var camera = MKMapCamera()
    /// How the map is drawn.
    open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
    /// The kind of map drawn.
    open var mapType: MKMapType = .standard
    /// Whether a pinch zooms the map.
    open var isZoomEnabled = true
    /// Whether a drag scrolls the map.
    open var isScrollEnabled = true
    /// Whether a two-finger drag tilts the map.
    open var isPitchEnabled = true
    /// Whether a rotation turns the map.
    open var isRotateEnabled = true
    /// Whether the compass shows.
    open var showsCompass = true
    /// Whether the scale shows.
    open var showsScale = false
    /// Whether the user's location shows.
    open var showsUserLocation = false
    /// The map's annotations, in the order added.
    open private(set) var annotations: [any MKAnnotation] = []

    /// The point at the center of the map.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }

    /// Shows `region`; nothing moves in a render.
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        self.region = region
    }

    /// Centers the map on `coordinate`.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        centerCoordinate = coordinate
    }

    /// Moves the camera to `camera`.
    open func setCamera(_ camera: MKMapCamera, animated: Bool) {
        self.camera = camera
    }

    /// Adds `annotation` to the map.
    open func addAnnotation(_ annotation: any MKAnnotation) {
        annotations.append(annotation)
    }

    /// Adds `annotations` to the map, in order.
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations += annotations
    }

    /// Takes `annotation` off the map.
    open func removeAnnotation(_ annotation: any MKAnnotation) {
        annotations.removeAll { $0 === annotation }
    }

    /// Takes `annotations` off the map.
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations { removeAnnotation(annotation) }
    }
}
#endif
