import Trellis
import TrellisSite

/// Named screens to keep under golden files with `trellis check` or `GoldenCheck`.
///
/// ```swift
/// var suite = GoldenSuite()
/// suite.register("settings") { SettingsView() }
/// suite.register("profile") { ProfileView(user: .preview) }
/// ```
public struct GoldenSuite: Sendable {
    /// A screen and the name its goldens are filed under.
    public struct Page: Sendable {
        /// The name the page's goldens are filed under; in the file names, any character but
        /// letters, digits, `_` and `-` becomes `-`.
        public var name: String
        /// Resolves the screen with the environment a variant sets (theme, color scheme).
        public var resolve: @MainActor @Sendable (EnvironmentValues) -> ResolvedTree
        /// The page as the site renders it, whose controls' states a check with `states` covers;
        /// nil checks the screen as it starts only.
        public var sitePage: SitePage?

        /// A page from a function that resolves the screen for each variant's environment.
        public init(name: String, resolve: @escaping @MainActor @Sendable (EnvironmentValues) -> ResolvedTree) {
            self.name = name
            self.resolve = resolve
        }

        /// A page whose control states can be checked too (`GoldenCheck.states`).
        public init(name: String, page: SitePage) {
            self.name = name
            self.resolve = { environment in page.makeView().resolved(in: environment) }
            self.sitePage = page
        }
    }

    /// The pages, in the order they were registered.
    public private(set) var pages: [Page]

    /// Creates a suite of `pages`; names must be unique.
    public init(pages: [Page] = []) {
        self.pages = pages
    }

    /// Adds a screen under `name`; the view is made anew for each variant.
    public mutating func register<Content: View>(
        _ name: String, @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
    ) {
        pages.append(Page(name: name) { environment in content().resolved(in: environment) })
    }

    /// This suite with one more screen.
    public func registering<Content: View>(
        _ name: String, @ViewBuilder _ content: @escaping @MainActor @Sendable () -> Content
    ) -> GoldenSuite {
        var suite = self
        suite.register(name, content)
        return suite
    }
}
