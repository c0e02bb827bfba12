/// A sidebar and a detail (and, with three columns, a content column between them), each a
/// navigation stack. Side by side, the sidebar (and content column) is 320 points wide with a
/// hairline after each; alone, the sidebar shows as an iPhone shows it. The canvas decides
/// (SplitViewColumns.swift): the columns stand side by side where the split view is offered at
/// least 700 points (tablet and desktop canvases), else the sidebar shows alone; an explicit
/// `.environment(\.horizontalSizeClass, .regular)` always shows the columns.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never
    let visibility: NavigationSplitViewVisibility
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        visibility = columnVisibility.wrappedValue
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: .constant(.automatic), sidebar: sidebar, content: content, detail: detail)
    }

    /// The sidebar column's width, iOS's default.
    static var columnWidth: CGFloat { 320 }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        SplitViewColumns.resolve(view, in: context)
    }

    /// The columns side by side.
    func resolveColumns(in context: _ResolveContext) -> ResolvedNode {
        let view = self
        let columnWidth = Self.columnWidth
        var columns: [ResolvedNode] = []
        let separator = Color(SemanticColor.separator.value(dark: context.environment.colorScheme == .dark))
        func column<V: View>(_ column: V, fixed: Bool) {
            let stack = NavigationStack(rootView: column)
            let node = fixed
                ? context.resolveSingle(HStack(spacing: 0) { stack.frame(width: columnWidth); separator.frame(width: 1) })
                : context.resolveSingle(stack.frame(maxWidth: .infinity))
            columns.append(node)
        }
        switch view.visibility.kind {
        case .detailOnly:
            break
        case .doubleColumn:
            if let content = view.content { column(content, fixed: true) } else { column(view.sidebar, fixed: true) }
        case .all, .automatic:
            column(view.sidebar, fixed: true)
            if let content = view.content { column(content, fixed: true) }
        }
        column(view.detail, fixed: false)
        return context.resolveSingle(HStack(spacing: 0) { _Deferred(nodes: columns) })
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        visibility = columnVisibility.wrappedValue
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: .constant(.automatic), sidebar: sidebar, detail: detail)
    }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind

    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    public static let all = NavigationSplitViewVisibility(kind: .all)
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

extension View {
    /// Column widths are iOS's defaults here; the requested width compiles and changes nothing.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// A `NavigationView` renders as a stack in every style.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}

/// `NavigationView`'s styles: every one renders as a stack.
public protocol NavigationViewStyle {}
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

/// A navigation stack's path. A snapshot shows the stack's root, so the path is kept, not followed.
public struct NavigationPath: Hashable {
    private var elements: [AnyHashable] = []

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

extension NavigationStack {
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root)
    }

    public init<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        path: Binding<Data>, @ViewBuilder root: () -> Root
    ) where Data.Element: Hashable {
        self.init(root: root)
    }

    @MainActor
    func _resolveSelf(in context: _ResolveContext) -> [ResolvedNode] {
        Self._resolve(self, in: context)
    }
}
