import CoreLocation
import Trellis

/// A map. There are no tiles in a render: it is drawn as the framework placeholder, with its
/// markers, annotations and overlays where their coordinates fall in the region its position
/// shows (``MapProjection``), or, for `.automatic`, in the region that fits them all.
public struct Map: View {
    let elements: [_MapElement]
    let position: MapCameraPosition

    init(position: MapCameraPosition, elements: [_MapElement]) {
        self.position = position
        self.elements = elements
    }

    public init<Content: MapContent>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content
    ) {
        self.init(position: position.wrappedValue, elements: Content._mapElements(content()))
    }

    public init<Content: MapContent, SelectionValue: Hashable>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content
    ) {
        self.init(position: position.wrappedValue, elements: Content._mapElements(content()))
    }

    public init<Content: MapContent>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @MapContentBuilder content: () -> Content
    ) {
        self.init(position: initialPosition, elements: Content._mapElements(content()))
    }

    public init<Content: MapContent, SelectionValue: Hashable>(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, selection: Binding<SelectionValue?>, scope: Namespace.ID? = nil,
        @MapContentBuilder content: () -> Content
    ) {
        self.init(position: initialPosition, elements: Content._mapElements(content()))
    }

    /// A map with no content.
    public init(
        initialPosition: MapCameraPosition = .automatic, bounds: MapCameraBounds? = nil,
        interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) {
        self.init(position: initialPosition, elements: [])
    }

    // iOS 14–16: a bound region, and annotations made from items.

    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        self.init(position: .region(coordinateRegion.wrappedValue), elements: [])
    }

    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all,
        showsUserLocation: Bool = false, userTrackingMode: Binding<MapUserTrackingMode>? = nil,
        annotationItems: Items, annotationContent: (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        self.init(position: .region(coordinateRegion.wrappedValue), elements: annotationItems.map { annotationContent($0)._mapElement })
    }

    public init(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {
        self.init(position: .rect(mapRect.wrappedValue), elements: [])
    }

    public init<Items: RandomAccessCollection, Annotation: MapAnnotationProtocol>(
        mapRect: Binding<MKMapRect>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items,
        annotationContent: (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {
        self.init(position: .rect(mapRect.wrappedValue), elements: annotationItems.map { annotationContent($0)._mapElement })
    }

    /// The region drawn: the position's, else one that fits every element's coordinates.
    public var region: MKCoordinateRegion {
        position.shownRegion ?? Self.region(fitting: elements.flatMap(\.coordinates))
    }

    /// The smallest region around `coordinates` with a fifth of its size again as margin on
    /// every side, at least 0.01° across; the whole world when there are none.
    static func region(fitting coordinates: [CLLocationCoordinate2D]) -> MKCoordinateRegion {
        guard let first = coordinates.first else {
            return MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 0, longitude: 0),
                span: MKCoordinateSpan(latitudeDelta: 170, longitudeDelta: 360))
        }
        var south = first.latitude, north = first.latitude, west = first.longitude, east = first.longitude
        for coordinate in coordinates.dropFirst() {
            south = min(south, coordinate.latitude)
            north = max(north, coordinate.latitude)
            west = min(west, coordinate.longitude)
            east = max(east, coordinate.longitude)
        }
        return MKCoordinateRegion(
            center: CLLocationCoordinate2D(latitude: (south + north) / 2, longitude: (west + east) / 2),
            span: MKCoordinateSpan(latitudeDelta: max((north - south) * 1.4, 0.01), longitudeDelta: max((east - west) * 1.4, 0.01)))
    }

    public var body: some View {
        let region = region
        let elements = elements
        return GeometryReader { proxy in
            let projection = MapProjection(region: region, size: proxy.size)
            FrameworkPlaceholder("Map").overlay(alignment: .topLeading) {
                ZStack(alignment: .topLeading) {
                    ForEach(elements.indices, id: \.self) { index in
                        MapElementView(element: elements[index], projection: projection)
                    }
                }
            }
        }
    }
}

/// Limits on where a user may move the camera; nothing moves in a render.
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(centerCoordinateBounds: MKMapRect, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// One element drawn at its projected place.
struct MapElementView: View {
    let element: _MapElement
    let projection: MapProjection

    var body: some View {
        let points = element.coordinates.map(projection.point(for:))
        switch element.kind {
        case .marker(let glyph):
            MarkerBalloon(glyph: glyph, title: element.showsTitle ? element.title : nil, tint: element.tint ?? element.fill)
                .placed(at: points[0], anchor: .center)
        case .pin:
            VStack(spacing: 0) {
                Circle().fill(element.tint ?? AnyShapeStyle(Color.red)).frame(width: 12, height: 12)
                Rectangle().fill(Color.gray).frame(width: 2, height: 14)
            }
            .placed(at: points[0], anchor: .bottom)
        case .annotation(let content, let anchor):
            content
                .overlay(alignment: .bottom) {
                    if element.showsTitle, let title = element.title { MapTitle(text: title) }
                }
                .placed(at: points[0], anchor: anchor)
        case .polyline:
            Path { path in path.addLines(points) }
                .stroke(element.stroke ?? AnyShapeStyle(Color.blue), style: element.strokeStyle)
        case .polygon:
            let shape = Path { path in
                path.addLines(points)
                path.closeSubpath()
            }
            shape.fill(element.fill ?? AnyShapeStyle(Color.blue.opacity(0.25)))
                .overlay { shape.stroke(element.stroke ?? AnyShapeStyle(Color.clear), style: element.strokeStyle) }
        case .circle(let radius):
            let r = projection.points(forMeters: radius, atLatitude: element.coordinates[0].latitude)
            let shape = Path(ellipseIn: CGRect(x: points[0].x - r, y: points[0].y - r, width: 2 * r, height: 2 * r))
            shape.fill(element.fill ?? AnyShapeStyle(Color.blue.opacity(0.25)))
                .overlay { shape.stroke(element.stroke ?? AnyShapeStyle(Color.clear), style: element.strokeStyle) }
        case .userLocation:
            EmptyView()
        }
    }
}

/// MapKit's marker: a 30-point balloon in the tint (red unless set) with a white glyph, and the
/// title in small semibold text centered below it.
struct MarkerBalloon: View {
    let glyph: MarkerGlyph
    let title: Text?
    let tint: AnyShapeStyle?

    var body: some View {
        Circle()
            .fill(tint ?? AnyShapeStyle(Color.red))
            .frame(width: 30, height: 30)
            .overlay { glyphView.foregroundStyle(Color.white) }
            .overlay(alignment: .bottom) {
                if let title { MapTitle(text: title) }
            }
    }

    @ViewBuilder var glyphView: some View {
        switch glyph {
        case .symbol(let name): Image(systemName: name).font(.system(size: 14, weight: .semibold))
        case .monogram(let text): text.font(.system(size: 12, weight: .semibold)).lineLimit(1)
        case .image(let name): Image(name).resizable().scaledToFit().frame(width: 16, height: 16)
        case .label(let label): label.labelStyle(.iconOnly).font(.system(size: 14, weight: .semibold))
        }
    }
}

/// A marker's or annotation's title, its top 2 points below the bottom of what it titles.
struct MapTitle: View {
    let text: Text

    var body: some View {
        text.font(.caption2.weight(.semibold))
            .fixedSize()
            .alignmentGuide(VerticalAlignment.bottom) { dimensions in -2 }
    }
}

extension View {
    /// Places the view so that its point at `anchor` (a fraction of its size) falls on `point`
    /// of the space it is offered, which the result fills, as `position(x:y:)` does for the
    /// center.
    func placed(at point: CGPoint, anchor: UnitPoint) -> some View {
        Color.clear.overlay(alignment: .topLeading) {
            self.alignmentGuide(HorizontalAlignment.leading) { dimensions in dimensions.width * anchor.x - point.x }
                .alignmentGuide(VerticalAlignment.top) { dimensions in dimensions.height * anchor.y - point.y }
        }
    }
}
