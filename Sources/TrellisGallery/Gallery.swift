import Trellis

/// One screen of the seed gallery, as the site writer renders it under every theme.
///
/// The view is built on demand, on the main actor, so the catalog itself is plain Sendable data
/// that any thread can list.
public struct GalleryPage: Sendable, Identifiable {
    /// The page's file-name slug, e.g. "plant-app".
    public let id: String
    /// The page's name, on the index page and in the page's HTML title.
    public let title: String
    /// One sentence for the index page.
    public let summary: String
    /// Builds the screen's view, on the main actor.
    public let makeView: @MainActor @Sendable () -> AnyView

    /// A page with the given slug, title, summary and view builder.
    public init(id: String, title: String, summary: String, makeView: @escaping @MainActor @Sendable () -> AnyView) {
        self.id = id
        self.title = title
        self.summary = summary
        self.makeView = makeView
    }
}

/// The seed examples as ordinary Trellis views: the default content of `trellis render`.
///
/// None of the pages sets a theme: the renderer chooses it, so one page shows every theme.
public enum Gallery {
    /// Every page, in the order the index lists them.
    public static let pages: [GalleryPage] = [
        GalleryPage(
            id: "plant-app",
            title: "Global styling",
            summary: "The plant app: a home screen, a segmented picker over the three themes, and a screen that shows the theme's colors.",
            makeView: { AnyView(PlantApp()) }),
        GalleryPage(
            id: "bar-charts",
            title: "Chart style",
            summary: "Bar charts styled through a custom environment key: two share one chart style, a third overrides it.",
            makeView: { AnyView(ChartsScreen()) }),
        GalleryPage(
            id: "swift-charts",
            title: "Swift Charts",
            summary: "The chart-style example drawn twice: the seed's bar chart beside the same data and environment style drawn with Swift Charts.",
            makeView: { AnyView(SwiftChartsScreen()) }),
        GalleryPage(
            id: "captions",
            title: "Caption background",
            summary: "A Caption modifier reading its background color from the environment, set app-wide and overridden for one view.",
            makeView: { AnyView(CaptionsScreen()) }),
        GalleryPage(
            id: "style-protocol",
            title: "Style protocol",
            summary: "MyTestView under the Base, Golden and Green styles, with the buttons that switch between them.",
            makeView: { AnyView(StyleProtocolScreen()) }),
        GalleryPage(
            id: "list-and-buttons",
            title: "List and button styles",
            summary: "An inset grouped list whose buttons take FillButtonStyle from the root, with one section overriding it.",
            makeView: { AnyView(ListAndButtonsScreen()) }),
        GalleryPage(
            id: "activity",
            title: "Drawing and effects",
            summary: "An activity ring of a trimmed gradient stroke, stat cards with continuous corners and a soft shadow, a gradient header and a glowing badge.",
            makeView: { AnyView(ActivityScreen()) }),
    ]

    /// The page with slug `id`, if there is one.
    public static func page(id: String) -> GalleryPage? {
        pages.first { $0.id == id }
    }
}
