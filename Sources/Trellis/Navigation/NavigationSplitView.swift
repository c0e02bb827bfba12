/// A view of two or three columns side by side: a sidebar and a detail (and, with three
/// columns, a content column between them), each a navigation stack.
///
/// Side by side, the sidebar (and content column) is 320 points wide with a hairline after
/// each; alone, the sidebar shows as an iPhone shows it. The canvas decides
/// (SplitViewColumns.swift): the columns stand side by side where the split view is offered at
/// least 700 points (tablet and desktop canvases), else the sidebar shows alone; an explicit
/// `.environment(\.horizontalSizeClass, .regular)` always shows the columns.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    public typealias Body = Never
    let visibility: NavigationSplitViewVisibility
    let sidebar: Sidebar
    let content: Content?
    let detail: Detail

    /// Creates a three-column split view whose visible columns follow a binding.
    ///
    /// - Parameters:
    ///   - columnVisibility: The binding to which columns show, read in a regular size class.
    ///   - sidebar: A view builder that creates the leading column.
    ///   - content: A view builder that creates the middle column.
    ///   - detail: A view builder that creates the trailing column, which takes the rest of the
    ///     width.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        visibility = columnVisibility.wrappedValue
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    /// Creates a three-column split view.
    ///
    /// - Parameters:
    ///   - sidebar: A view builder that creates the leading column, the only one a compact size
    ///     class shows.
    ///   - content: A view builder that creates the middle column.
    ///   - detail: A view builder that creates the trailing column.
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
    /// Creates a two-column split view whose visible columns follow a binding.
    ///
    /// - Parameters:
    ///   - columnVisibility: The binding to which columns show, read in a regular size class.
    ///   - sidebar: A view builder that creates the leading column.
    ///   - detail: A view builder that creates the trailing column.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        visibility = columnVisibility.wrappedValue
        self.sidebar = sidebar()
        self.content = nil
        self.detail = detail()
    }

    /// Creates a two-column split view.
    ///
    /// - Parameters:
    ///   - sidebar: A view builder that creates the leading column, the only one a compact size
    ///     class shows.
    ///   - detail: A view builder that creates the trailing column.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(columnVisibility: .constant(.automatic), sidebar: sidebar, detail: detail)
    }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, all, doubleColumn, detailOnly }
    let kind: Kind

    /// Every column the split view has shows; the default.
    public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
    /// Every column shows.
    public static let all = NavigationSplitViewVisibility(kind: .all)
    /// The middle column (in a two-column view, the sidebar) and the detail show.
    public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
    /// Only the detail column shows.
    public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)
}

extension View {
    /// Column widths are iOS's defaults here; the requested width compiles and changes nothing.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// Sets a column's width range; Trellis keeps iOS's default widths, so this changes nothing.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }

    /// A `NavigationView` renders as a stack in every style.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// Sets the style of the split views in this view; every style draws the columns side by side,
    /// so this changes nothing.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}

/// `NavigationView`'s styles: every one renders as a stack.
public protocol NavigationViewStyle {}
/// A navigation view style that shows one screen at a time, in a stack.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates a stack navigation view style.
    public init() {}
}

/// The default navigation view style; a page draws it as a stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the default navigation view style.
    public init() {}
}

/// A navigation view style of two columns on iPad; a page draws it as a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates a double-column navigation view style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// The stack navigation view style.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The default navigation view style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// The columns navigation view style; a page draws it as a stack.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

/// A type that decides how a split view shares its width between columns; every style draws
/// the same here.
public protocol NavigationSplitViewStyle {}
/// The default split view style.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the automatic split view style.
    public init() {}
}

/// A split view style that shrinks the detail to make room for the other columns.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates a balanced split view style.
    public init() {}
}

/// A split view style that keeps the detail's size, with the other columns over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates a prominent-detail split view style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The default split view style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// The balanced split view style.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The prominent detail split view style.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

/// The values a navigation stack has pushed, of any hashable types.
///
/// A page shows the stack's root, so the path is kept, not followed.
public struct NavigationPath: Hashable {
    private var elements: [AnyHashable] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path from a sequence of values.
    ///
    /// - Parameter elements: The values, from the root's first destination to the top.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values on the path.
    public var count: Int { elements.count }
    /// Whether the path holds no values.
    public var isEmpty: Bool { elements.isEmpty }

    /// Adds a value to the end of the path.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Removes values from the end of the path.
    ///
    /// - Parameter k: The number of values to remove; 1 by default.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

extension NavigationStack {
    /// Creates a navigation stack bound to a path; a page shows the root, whatever the path holds.
    ///
    /// - Parameters:
    ///   - path: The binding to the path of presented values; kept, not followed.
    ///   - root: A view builder that creates the root screen.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root)
    }

    /// Creates a navigation stack bound to a collection of values; a page shows the root.
    ///
    /// - Parameters:
    ///   - path: The binding to the presented values; kept, not followed.
    ///   - root: A view builder that creates the root screen.
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
