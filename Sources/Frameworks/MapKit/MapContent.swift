import CoreLocation
import Trellis

/// What a `Map`'s content builder holds: markers, annotations, overlays and `ForEach`es of them.
///
/// As with views, content is either primitive (its `Body` is `Never`; MapKit's own) or composite
/// (a `body` of other content).
@MainActor @preconcurrency
public protocol MapContent {
    /// The type of content this content's `body` is made of.
    associatedtype Body: MapContent

    /// The content this content is made of.
    @MapContentBuilder @MainActor @preconcurrency
    var body: Self.Body { get }

    /// What this content puts on the map. Composite content gets a default that evaluates `body`;
    /// MapKit's own content overrides it.
    @MainActor
    static func _mapElements(_ content: Self) -> [_MapElement]
}

extension MapContent {
    @MainActor
    public static func _mapElements(_ content: Self) -> [_MapElement] {
        Body._mapElements(content.body)
    }
}

extension MapContent where Body == Never {
    /// Primitive map content has no body; reading it stops the program.
    public var body: Never { fatalError("\(Self.self) is primitive map content; it has no body") }
}

extension Never: MapContent {
    public static func _mapElements(_ content: Never) -> [_MapElement] {}
}

/// One thing drawn on a map, with the coordinates it covers.
public struct _MapElement {
    enum Kind {
        /// A balloon with a glyph (MapKit's `Marker` and `MapMarker`).
        case marker(MarkerGlyph)
        /// The older pin.
        case pin
        /// The app's own view, with the point of it that sits on the coordinate.
        case annotation(AnyView, anchor: UnitPoint)
        case polyline
        case polygon
        case circle(radius: CLLocationDistance)
        /// The user's location, which a render never has: nothing is drawn.
        case userLocation
    }

    var kind: Kind
    /// Where it is: one coordinate for a marker, annotation or circle's center; a line's points.
    var coordinates: [CLLocationCoordinate2D]
    var title: Text?
    var tint: AnyShapeStyle?
    var stroke: AnyShapeStyle?
    var strokeStyle = StrokeStyle(lineWidth: 1)
    var fill: AnyShapeStyle?
    var showsTitle = true
}

/// What a marker's balloon shows.
enum MarkerGlyph {
    case symbol(String)
    case monogram(Text)
    case image(String)
    case label(AnyView)
}

/// A map's content built from a builder block: its elements, in order.
public struct _MapContentGroup: MapContent {
    public typealias Body = Never
    let elements: [_MapElement]

    public static func _mapElements(_ content: Self) -> [_MapElement] { content.elements }
}

/// No content.
public struct EmptyMapContent: MapContent {
    public typealias Body = Never
    public init() {}
    public static func _mapElements(_ content: Self) -> [_MapElement] { [] }
}

/// Builds a map's content from its block: markers, annotations, overlays, `ForEach`, `if`.
@resultBuilder @MainActor
public enum MapContentBuilder {
    public static func buildExpression<Content: MapContent>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyMapContent { EmptyMapContent() }

    public static func buildBlock<each Content: MapContent>(_ content: repeat each Content) -> _MapContentGroup {
        var elements: [_MapElement] = []
        for part in repeat each content {
            elements += Self.elements(of: part)
        }
        return _MapContentGroup(elements: elements)
    }

    public static func buildOptional<Content: MapContent>(_ content: Content?) -> _MapContentGroup {
        _MapContentGroup(elements: content.map(elements(of:)) ?? [])
    }

    public static func buildEither<First: MapContent>(first content: First) -> _MapContentGroup {
        _MapContentGroup(elements: elements(of: content))
    }

    public static func buildEither<Second: MapContent>(second content: Second) -> _MapContentGroup {
        _MapContentGroup(elements: elements(of: content))
    }

    public static func buildArray<Content: MapContent>(_ content: [Content]) -> _MapContentGroup {
        _MapContentGroup(elements: content.flatMap(elements(of:)))
    }

    public static func buildLimitedAvailability<Content: MapContent>(_ content: Content) -> _MapContentGroup {
        _MapContentGroup(elements: elements(of: content))
    }

    static func elements<Content: MapContent>(of content: Content) -> [_MapElement] {
        Content._mapElements(content)
    }
}

extension ForEach: MapContent where Content: MapContent {
    public static func _mapElements(_ content: Self) -> [_MapElement] {
        content.data.flatMap { Content._mapElements(content.content($0)) }
    }
}

extension ForEach where Content: MapContent {
    /// Map content for each element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where Content: MapContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Map content for each element of a collection of identifiable elements.
    public init(_ data: Data, @MapContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

/// Map content with its elements changed by a modifier (`tint`, `stroke`, `foregroundStyle` …).
public struct _ModifiedMapContent<Content: MapContent>: MapContent {
    public typealias Body = Never
    let content: Content
    let modify: (inout _MapElement) -> Void

    public static func _mapElements(_ content: Self) -> [_MapElement] {
        Content._mapElements(content.content).map { element in
            var element = element
            content.modify(&element)
            return element
        }
    }
}

extension MapContent {
    func modifyingElements(_ modify: @escaping (inout _MapElement) -> Void) -> _ModifiedMapContent<Self> {
        _ModifiedMapContent(content: self, modify: modify)
    }

    /// The color of a marker's balloon.
    public func tint(_ tint: Color?) -> some MapContent {
        modifyingElements { $0.tint = tint.map(AnyShapeStyle.init) }
    }

    /// The style of a marker's balloon.
    public func tint<S: ShapeStyle>(_ tint: S) -> some MapContent {
        modifyingElements { $0.tint = AnyShapeStyle(tint) }
    }

    /// The fill of an overlay (a circle or polygon) and the color of a marker.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some MapContent {
        modifyingElements { $0.fill = AnyShapeStyle(style) }
    }

    /// The line of an overlay, `lineWidth` points wide.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> some MapContent {
        modifyingElements {
            $0.stroke = AnyShapeStyle(style)
            $0.strokeStyle = StrokeStyle(lineWidth: lineWidth)
        }
    }

    /// The line of an overlay, in `strokeStyle`.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> some MapContent {
        modifyingElements {
            $0.stroke = AnyShapeStyle(style)
            $0.strokeStyle = strokeStyle
        }
    }

    /// Whether annotation titles show.
    public func annotationTitles(_ visibility: Visibility) -> some MapContent {
        modifyingElements { $0.showsTitle = visibility != .hidden }
    }

    /// Subtitles aren't drawn, so this changes nothing.
    public func annotationSubtitles(_ visibility: Visibility) -> some MapContent { self }

    /// The value a map's selection would take; nothing is selected in a render.
    public func tag<V: Hashable>(_ tag: V) -> some MapContent { self }

    /// The level an overlay is drawn at among the map's labels; there are no labels to be above.
    public func mapOverlayLevel(level: MKOverlayLevel) -> some MapContent { self }
}

/// Whether an overlay is drawn above the map's roads or above its labels.
public enum MKOverlayLevel: Int, Sendable {
    case aboveRoads = 0
    case aboveLabels = 1
}
