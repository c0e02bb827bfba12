import Trellis

/// A screen to publish: what the gallery (or a user) registers for the site to render.
public struct SitePage: Sendable {
    /// A slug naming the page's files, e.g. `plant-app`.
    public var id: String
    public var title: String
    public var summary: String
    /// Builds the screen; called on the main actor once per theme.
    public var makeView: @MainActor @Sendable () -> AnyView

    public init(id: String, title: String, summary: String = "", makeView: @escaping @MainActor @Sendable () -> AnyView) {
        self.id = id
        self.title = title
        self.summary = summary
        self.makeView = makeView
    }
}
