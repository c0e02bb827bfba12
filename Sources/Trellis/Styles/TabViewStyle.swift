/// How a `TabView` shows its tabs: iOS's tab bar, or pages with dots (`.page`).
@MainActor @preconcurrency
public protocol TabViewStyle {
    var _kind: TabViewStyleKind { get }
}

/// What a tab view style draws; Trellis's own styles are the only ones.
public enum TabViewStyleKind: Hashable, Sendable {
    /// Tabs in a tab bar along the bottom.
    case tabBar
    /// Pages side by side, with dots for the index when `showsIndex`.
    case page(showsIndex: Bool)
}

/// The default tab view style: a tab bar.
public struct DefaultTabViewStyle: TabViewStyle {
    /// The default style.
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

/// A tab view whose tabs are pages, swiped between, with dots for the index.
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots are shown.
    public struct IndexDisplayMode: Hashable, Sendable {
        let showsIndex: Bool
        /// The dots are shown.
        public static let automatic = IndexDisplayMode(showsIndex: true)
        /// The dots are always shown.
        public static let always = IndexDisplayMode(showsIndex: true)
        /// The dots are hidden.
        public static let never = IndexDisplayMode(showsIndex: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// The page style, with its dots shown or hidden.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _kind: TabViewStyleKind { .page(showsIndex: indexDisplayMode.showsIndex) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The default style: a tab bar.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// A tab bar only, drawn as the default style is.
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
    /// A tab bar that adapts to a sidebar on wide screens; drawn as a tab bar.
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Tabs as pages, with dots for the index.
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    /// Tabs as pages, with the dots shown or hidden.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewStyleKindKey: EnvironmentKey {
    static var defaultValue: TabViewStyleKind { .tabBar }
}

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tab views in this view and below it.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, style._kind)
    }
}
