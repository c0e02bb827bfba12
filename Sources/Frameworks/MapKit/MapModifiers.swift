import Trellis

/// How a map draws its base: roads, satellite imagery or both. There are no tiles in a render, so
/// every style draws the same placeholder.
public struct MapStyle: Sendable {
    let name: String

    public static var standard: MapStyle { MapStyle(name: "standard") }
    public static var imagery: MapStyle { MapStyle(name: "imagery") }
    public static var hybrid: MapStyle { MapStyle(name: "hybrid") }

    public static func standard(
        elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
        pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle { .standard }

    public static func imagery(elevation: Elevation = .automatic) -> MapStyle { .imagery }

    public static func hybrid(
        elevation: Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle { .hybrid }

    public enum Elevation: Sendable {
        case automatic
        case flat
        case realistic
    }

    public enum StandardEmphasis: Sendable {
        case automatic
        case muted
    }
}

/// Which points of interest a map labels.
public struct PointOfInterestCategories: Sendable {
    public static var all: PointOfInterestCategories { PointOfInterestCategories() }
    public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories() }
    public static func including(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
    public static func excluding(_ categories: [MKPointOfInterestCategory]) -> PointOfInterestCategories { PointOfInterestCategories() }
}

extension View {
    /// The map's base style; every style draws the same placeholder.
    public func mapStyle(_ mapStyle: MapStyle) -> some View { self }

    /// The map's buttons (compass, scale, user location). iOS shows most only while the map
    /// moves or is rotated, and a render draws none.
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> some View { self }

    /// Whether the map's controls show; none are drawn.
    public func mapControlVisibility(_ visibility: Visibility) -> some View { self }

    /// Runs when the camera moves; a render doesn't move it.
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping () -> Void
    ) -> some View { self }

    /// Runs when the camera moves, with where it went; a render doesn't move it.
    public func onMapCameraChange(
        frequency: MapCameraUpdateFrequency = .onEnd, _ action: @escaping (MapCameraUpdateContext) -> Void
    ) -> some View { self }

    /// Ties a map to controls outside it; there are no controls in a render.
    public func mapScope(_ scope: Namespace.ID) -> some View { self }
}

/// The map's compass; drawn only when the map is rotated, which it never is in a render.
public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The map's scale; drawn only while zooming.
public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The button that centers the map on the user; there is no user location in a render.
public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The 2D/3D toggle; not drawn.
public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// The zoom buttons (macOS); not drawn.
public struct MapZoomStepper: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}
