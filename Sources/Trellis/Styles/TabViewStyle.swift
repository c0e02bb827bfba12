/// How a `TabView` shows its tabs: iOS's tab bar, or pages with dots (`.page`).
@MainActor @preconcurrency
public protocol TabViewStyle {
    var _kind: TabViewStyleKind { get }
}

/// What a tab view style draws; Trellis's own styles are the only ones.
public enum TabViewStyleKind: Hashable, Sendable {
    case tabBar
    case page(showsIndex: Bool)
}

public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .tabBar }
}

public struct PageTabViewStyle: TabViewStyle {
    public struct IndexDisplayMode: Hashable, Sendable {
        let showsIndex: Bool
        public static let automatic = IndexDisplayMode(showsIndex: true)
        public static let always = IndexDisplayMode(showsIndex: true)
        public static let never = IndexDisplayMode(showsIndex: false)
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _kind: TabViewStyleKind { .page(showsIndex: indexDisplayMode.showsIndex) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
    public static var tabBarOnly: DefaultTabViewStyle { DefaultTabViewStyle() }
    public static var sidebarAdaptable: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
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
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, style._kind)
    }
}
