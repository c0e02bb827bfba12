// iOS 18 and 26 tab view code: sections of tabs for the sidebar, a tab with only a role, the
// builder that gives `Tab(…, value: .member)` its type from the selection, and iOS 26's bottom
// accessory. Trellis draws an iPhone's tab bar, where a section's tabs sit in the bar with the
// others unless the section is hidden there.

/// Builds a ``TabView``'s content, as ``ViewBuilder`` does, and gives each ``Tab`` the tab view's
/// selection type, so `Tab("Home", systemImage: "house", value: .home)` needs no type written.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    /// An empty closure builds no tabs.
    @MainActor @preconcurrency
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A closure with one tab builds that tab.
    @MainActor @preconcurrency
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A closure with several tabs builds them in order.
    @MainActor @preconcurrency
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// A tab whose value is the tab view's selection type, so an implicit member names it.
    @MainActor @preconcurrency
    public static func buildExpression<Content: View>(_ tab: Tab<SelectionValue, Content>) -> Tab<SelectionValue, Content> { tab }

    /// A section whose tabs have the tab view's selection type.
    @MainActor @preconcurrency
    public static func buildExpression<Header: View, Content: View>(
        _ section: TabSection<Header, Content, SelectionValue>
    ) -> TabSection<Header, Content, SelectionValue> { section }

    /// Any other view: a tab written with `.tabItem` and `.tag`, a `ForEach` of tabs.
    @MainActor @preconcurrency
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else` builds the tab or nothing.
    @MainActor @preconcurrency
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if`/`else`.
    @MainActor @preconcurrency
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(first: first)
    }

    /// The `else` branch of an `if`/`else`.
    @MainActor @preconcurrency
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(second: second)
    }

    /// An `if #available` branch, type-erased.
    @MainActor @preconcurrency
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Where a tab or a section shows in an adaptable tab view: the tab bar or the sidebar.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    /// Wherever the style puts it.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The tab bar, as an iPhone shows tabs.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// The sidebar of `.sidebarAdaptable` on a wide screen.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// A titled group of tabs, shown as a section in the sidebar of `.sidebarAdaptable`; in an
/// iPhone's tab bar its tabs sit with the others, unless it is hidden there with
/// `defaultVisibility(.hidden, for: .tabBar)`.
public struct TabSection<Header: View, Content: View, SelectionValue: Hashable>: View {
    let header: Header
    let content: Content
    var isHiddenInTabBar = false

    /// Creates a section with a header view.
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.header = header()
        self.content = content()
    }

    /// Shows or hides the section's tabs in `placements`; hidden in the tab bar, an iPhone
    /// shows none of them.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self {
        var copy = self
        if placements.contains(.tabBar) || placements.contains(.automatic) { copy.isHiddenInTabBar = visibility == .hidden }
        return copy
    }

    /// Lets users move the section's tabs (`customizationID`); not drawn.
    public func customizationID(_ id: String) -> Self { self }

    /// The section's tabs, or none where it is hidden.
    public var body: some View {
        if !isHiddenInTabBar { content }
    }
}

extension TabSection where Header == Text {
    /// Creates a section titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.header = Text(titleKey)
        self.content = content()
    }

    /// Creates a section titled with a string shown as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.header = Text(title)
        self.content = content()
    }
}

extension Tab where Value == Never {
    /// A tab with only a role, selected by its position: the search tab, a magnifying glass
    /// titled Search.
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.init("Search", systemImage: "magnifyingglass", content: content)
    }
}

extension View {
    /// Shows or hides this tab in `placements`; an iPhone's tab bar draws every tab.
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some View { self }

    /// Lets users move this tab (`customizationID`); not drawn.
    public func customizationID(_ id: String) -> some View { self }

    /// How iOS 26's tab bar shrinks as content scrolls; at rest it is full size.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

    /// iOS 26's bottom accessory: a glass capsule above the tab bar (a mini player, say), its
    /// content told it is `.expanded` by `\.tabViewBottomAccessoryPlacement`.
    public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let accessory = content()
        return overlay(alignment: .bottom) {
            accessory
                .environment(\.tabViewBottomAccessoryPlacement, .expanded)
                .frame(maxWidth: .infinity, minHeight: 48)
                .glassEffect(.regular, in: Capsule())
                .padding(.horizontal, 16)
                .padding(.bottom, 49 + 8)
        }
    }
}

/// How iOS 26's tab bar shrinks while content scrolls.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// Shrinks when content scrolls down.
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Shrinks when content scrolls up.
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never shrinks.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

/// Where a tab view's bottom accessory is: above the tab bar (`expanded`) or inside it
/// (`inline`, when the bar is minimized).
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// Above the tab bar, full width.
    case expanded
    /// Inside the minimized tab bar.
    case inline
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static var defaultValue: TabViewBottomAccessoryPlacement? { nil }
}

extension EnvironmentValues {
    /// Where the bottom accessory being drawn is; `nil` outside one. A page shows the bar at
    /// rest, so an accessory is `.expanded`.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }
}
