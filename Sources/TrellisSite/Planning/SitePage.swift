import Trellis
import TrellisLayout
import TrellisRender

/// A screen to publish: what the gallery (or a user) registers for the site to render.
public struct SitePage: Sendable {
    /// A slug naming the page's files, e.g. `plant-app`.
    public var id: String
    /// The page's heading and `<title>`, and its entry in the index.
    public var title: String
    /// A line shown under the page's heading and in its index entry; empty shows none.
    public var summary: String
    /// Builds the screen; called on the main actor once per theme.
    public var makeView: @MainActor @Sendable () -> AnyView

    /// Creates a page that renders the view `makeView` builds.
    ///
    /// - Parameters:
    ///   - id: A slug naming the page's files, such as `plant-app`.
    ///   - title: The page's heading and `<title>`.
    ///   - summary: A line shown under the heading; empty shows none.
    ///   - makeView: Builds the screen; called on the main actor once per theme.
    public init(id: String, title: String, summary: String = "", makeView: @escaping @MainActor @Sendable () -> AnyView) {
        self.id = id
        self.title = title
        self.summary = summary
        self.makeView = makeView
    }
}
