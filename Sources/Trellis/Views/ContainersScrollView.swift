/// A scrollable view, as a screenshot shows it: the content at its ideal length along the scroll
/// axes, scrolled to its start and clipped to the space the scroll view takes (all it is offered).
///
/// Set `\.rendersFullScrollContent` to lay the content out whole instead (the scroll view as
/// long as its content), for a page that shows everything a user could scroll to; give the
/// screen a canvas tall enough to hold it (`--canvas 390x2400`).
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let margins = context.environment.scrollContentMargins
        let nodes = context.modifyingEnvironment { $0.scrollContentMargins = nil }.resolvingContainerContent(view.content)
        // Several views scroll as one stack along the axis, as in SwiftUI.
        let axis: Axis = view.axes == .horizontal ? .horizontal : .vertical
        let stacked = nodes.count == 1 ? nodes[0]
            : ResolvedNode(.stack(ResolvedStack(axis: axis, alignment: .center, spacing: Spacing.standard)), children: nodes)
        // `.contentMargins`: inside the scrolling content, so it scrolls with it.
        let content = margins.map { ResolvedNode(.padding($0), children: [stacked]) } ?? stacked
        let scroll = ResolvedScroll(axes: view.axes, showsFullContent: context.environment.rendersFullScrollContent)
        return [ResolvedNode(.scroll(scroll), children: nodes.isEmpty ? [] : [content])]
    }
}

private struct RendersFullScrollContentKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether scroll views below lay out their whole content rather than what fits their frame.
    /// A Trellis setting (SwiftUI has no such need): a page then shows everything a user could
    /// scroll to, on a canvas tall enough for it.
    public var rendersFullScrollContent: Bool {
        get { self[RendersFullScrollContentKey.self] }
        set { self[RendersFullScrollContentKey.self] = newValue }
    }
}

/// Whether a scroll view shows its indicators; a still screen shows none either way.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

extension View {
    /// Scroll indicators are not drawn in a screenshot; compiles and changes nothing.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        self
    }

    /// A still screen does not scroll either way; compiles and changes nothing.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        self
    }

    /// Compiles; lists and forms keep their background (see README, "Containers").
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        self
    }

}

/// Gives its content a proxy that scrolls the enclosing scroll view; a still screen stays at its
/// start, so `scrollTo` does nothing.
public struct ScrollViewReader<Content: View>: View {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: some View {
        content(ScrollViewProxy())
    }
}

public struct ScrollViewProxy: Sendable {
    init() {}

    /// Does nothing in a snapshot: the screen is rendered scrolled to its start.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// `LazyVStack` lays out as `VStack`: a screenshot builds every row anyway. `pinnedViews` is
/// accepted; headers stay where they are, since nothing has scrolled.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// `LazyHStack` lays out as `HStack` (see `LazyVStack`).
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// The parts of a lazy stack or grid that would stay pinned while it scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init() { self.init(rawValue: 0) }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}
