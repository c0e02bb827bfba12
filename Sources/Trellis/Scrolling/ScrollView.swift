/// A view whose content can scroll when it is longer than the view.
///
/// A page shows it as a screenshot does: the content at its ideal length along the scroll
/// axes, scrolled to its start and clipped to the space the scroll view takes (all it is offered).
///
/// Set `\.rendersFullScrollContent` to lay the content out whole instead (the scroll view as
/// long as its content), for a page that shows everything a user could scroll to; give the
/// screen a canvas tall enough to hold it (`--canvas 390x2400`).
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    /// The scroll view's content; several views are stacked along the scroll axis, 8 points apart.
    public var content: Content
    /// The axes the content can scroll along.
    public var axes: Axis.Set
    /// Whether the scroll view would show its indicators; a page draws none either way.
    public var showsIndicators: Bool

    /// Creates a scroll view.
    ///
    /// - Parameters:
    ///   - axes: The axes the content can scroll along; `.vertical` by default. The content takes
    ///     its ideal length along them.
    ///   - showsIndicators: Whether indicators would show; a page draws none either way.
    ///   - content: A view builder that creates the scrollable content.
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
        var scroll = ResolvedScroll(axes: view.axes, showsFullContent: context.environment.rendersFullScrollContent)
        scroll.contentMargins = margins ?? EdgeInsets()
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
    /// The platform decides, as it does by default.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Indicators show while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Indicators are hidden unless the platform insists.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Indicators never show.
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

    /// Whether the lists and forms below paint their background (ScrollContentBackground.swift).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }

}

/// A view that lets its content scroll the enclosing scroll view from code.
///
/// It gives its content a proxy that would scroll the enclosing scroll view; a page stays at
/// its start, so `scrollTo` does nothing.
public struct ScrollViewReader<Content: View>: View {
    /// The closure that builds the content from a proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Creates a scroll view reader.
    ///
    /// - Parameter content: A view builder that creates the content from a proxy whose `scrollTo`
    ///   does nothing on a page.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// The content, built with a proxy.
    public var body: some View {
        content(ScrollViewProxy())
    }
}

/// The value a ``ScrollViewReader`` gives its content for scrolling to a view by its id; a page
/// never scrolls, so it does nothing.
public struct ScrollViewProxy: Sendable {
    init() {}

    /// Does nothing in a snapshot: the screen is rendered scrolled to its start.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A vertical stack that SwiftUI fills in only as rows come into view.
///
/// It lays out as ``VStack``: a page builds every row anyway. `pinnedViews` is
/// accepted; headers stay where they are, since nothing has scrolled.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy vertical stack.
    ///
    /// - Parameters:
    ///   - alignment: How the subviews line up horizontally; the center by default.
    ///   - spacing: The distance between subviews; `nil` for the theme's `spacing.small`.
    ///   - pinnedViews: Headers or footers that would stay pinned while scrolling; drawn in place.
    ///   - content: A view builder that creates the stack's subviews.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The content in a ``VStack``.
    public var body: some View {
        VStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// A horizontal stack that SwiftUI fills in only as columns come into view.
///
/// It lays out as ``HStack``: a page builds every column anyway.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a lazy horizontal stack.
    ///
    /// - Parameters:
    ///   - alignment: How the subviews line up vertically; the center by default.
    ///   - spacing: The distance between subviews; `nil` for the theme's `spacing.small`.
    ///   - pinnedViews: Headers or footers that would stay pinned while scrolling; drawn in place.
    ///   - content: A view builder that creates the stack's subviews.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    /// The content in an ``HStack``.
    public var body: some View {
        HStack(alignment: alignment, spacing: spacing) { content }
    }
}

/// The parts of a lazy stack or grid that would stay pinned while it scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init() { self.init(rawValue: 0) }
    /// Section headers would stay pinned to the top while their section scrolls.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers would stay pinned to the bottom while their section scrolls.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

extension View {
    /// Where a scroll view starts. Trellis shows every scroll view at its start (see ScrollView);
    /// compiles and changes nothing.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }
}
