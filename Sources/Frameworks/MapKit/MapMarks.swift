import CoreLocation
import Trellis

/// A balloon at a coordinate with its title below it: MapKit's standard marker.
public struct Marker: MapContent {
    public typealias Body = Never
    let element: _MapElement

    init(title: Text?, glyph: MarkerGlyph, coordinate: CLLocationCoordinate2D) {
        element = _MapElement(kind: .marker(glyph), coordinates: [coordinate], title: title)
    }

    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .symbol("mappin"), coordinate: coordinate)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: .symbol("mappin"), coordinate: coordinate)
    }

    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .symbol(systemImage), coordinate: coordinate)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: .symbol(systemImage), coordinate: coordinate)
    }

    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .image(image), coordinate: coordinate)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: .image(image), coordinate: coordinate)
    }

    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(titleKey), glyph: .monogram(monogram), coordinate: coordinate)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {
        self.init(title: Text(title), glyph: .monogram(monogram), coordinate: coordinate)
    }

    /// A marker whose label (a `Label`, or any view) is drawn as its title.
    public init<Label: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> Label) {
        element = _MapElement(kind: .marker(.label(AnyView(label()))), coordinates: [coordinate], title: nil)
    }

    /// A marker at a place, titled with its name.
    public init(item: MKMapItem) {
        self.init(title: item.name.map { Text(verbatim: $0) }, glyph: .symbol("mappin"), coordinate: item.placemark.coordinate)
    }

    public static func _mapElements(_ content: Self) -> [_MapElement] { [content.element] }
}

/// The app's own view at a coordinate, with an optional title below it.
public struct Annotation: MapContent {
    public typealias Body = Never
    let element: _MapElement

    init(title: Text?, coordinate: CLLocationCoordinate2D, anchor: UnitPoint, content: AnyView) {
        element = _MapElement(kind: .annotation(content, anchor: anchor), coordinates: [coordinate], title: title)
    }

    /// `anchor` is the point of the content that sits on the coordinate: its bottom center unless
    /// given, as in MapKit.
    public init<Content: View>(
        _ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom,
        @ViewBuilder content: () -> Content
    ) {
        self.init(title: Text(titleKey), coordinate: coordinate, anchor: anchor, content: AnyView(content()))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, Content: View>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content
    ) {
        self.init(title: Text(title), coordinate: coordinate, anchor: anchor, content: AnyView(content()))
    }

    public init<Content: View, Label: View>(
        coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.init(title: nil, coordinate: coordinate, anchor: anchor, content: AnyView(content()))
    }

    public init<Content: View>(item: MKMapItem, anchor: UnitPoint = .bottom, @ViewBuilder content: () -> Content) {
        self.init(
            title: item.name.map { Text(verbatim: $0) }, coordinate: item.placemark.coordinate, anchor: anchor,
            content: AnyView(content()))
    }

    public static func _mapElements(_ content: Self) -> [_MapElement] { [content.element] }
}

/// A line through coordinates, drawn in its stroke.
public struct MapPolyline: MapContent {
    public typealias Body = Never
    let coordinates: [CLLocationCoordinate2D]

    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) {
        self.coordinates = coordinates
    }

    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) {
        coordinates = points.map(\.coordinate)
    }

    /// How the line runs between points; drawn straight on the flat map either way.
    public enum ContourStyle: Sendable {
        case straight
        case geodesic
    }

    public static func _mapElements(_ content: Self) -> [_MapElement] {
        [_MapElement(kind: .polyline, coordinates: content.coordinates, title: nil)]
    }
}

/// A closed shape through coordinates, filled and stroked as styled.
public struct MapPolygon: MapContent {
    public typealias Body = Never
    let coordinates: [CLLocationCoordinate2D]

    public init(coordinates: [CLLocationCoordinate2D]) {
        self.coordinates = coordinates
    }

    public init(points: [MKMapPoint]) {
        coordinates = points.map(\.coordinate)
    }

    public static func _mapElements(_ content: Self) -> [_MapElement] {
        [_MapElement(kind: .polygon, coordinates: content.coordinates, title: nil)]
    }
}

/// A circle of `radius` meters around a coordinate.
public struct MapCircle: MapContent {
    public typealias Body = Never
    let center: CLLocationCoordinate2D
    let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }

    public static func _mapElements(_ content: Self) -> [_MapElement] {
        [_MapElement(kind: .circle(radius: content.radius), coordinates: [content.center], title: nil)]
    }
}

/// The user's location. A render has no location, so nothing is drawn and it doesn't count
/// toward the region an automatic position fits.
public struct UserAnnotation: MapContent {
    public typealias Body = Never

    public init(anchor: UnitPoint = .center) {}

    public static func _mapElements(_ content: Self) -> [_MapElement] {
        [_MapElement(kind: .userLocation, coordinates: [], title: nil)]
    }
}

// The iOS 14–16 annotations of `Map(coordinateRegion:annotationItems:annotationContent:)`.

/// What the older `Map`'s `annotationContent` returns.
@MainActor @preconcurrency
public protocol MapAnnotationProtocol {
    var _mapElement: _MapElement { get }
}

/// The older balloon marker, without a title.
public struct MapMarker: MapAnnotationProtocol {
    public let _mapElement: _MapElement

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        _mapElement = _MapElement(
            kind: .marker(.symbol("mappin")), coordinates: [coordinate], title: nil, tint: tint.map(AnyShapeStyle.init))
    }
}

/// The older pin, standing with its point on the coordinate.
public struct MapPin: MapAnnotationProtocol {
    public let _mapElement: _MapElement

    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {
        _mapElement = _MapElement(kind: .pin, coordinates: [coordinate], title: nil, tint: tint.map(AnyShapeStyle.init))
    }
}

/// The older annotation: the app's view, centered on the coordinate unless `anchorPoint` says.
public struct MapAnnotation: MapAnnotationProtocol {
    public let _mapElement: _MapElement

    public init<Content: View>(
        coordinate: CLLocationCoordinate2D, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5), @ViewBuilder content: () -> Content
    ) {
        _mapElement = _MapElement(
            kind: .annotation(AnyView(content()), anchor: UnitPoint(x: anchorPoint.x, y: anchorPoint.y)),
            coordinates: [coordinate], title: nil)
    }
}
