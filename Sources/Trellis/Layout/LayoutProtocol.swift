import Foundation

/// A container that sizes and places its subviews by the app's own rule: a flow of tags, a
/// radial menu, a weighted row.
///
/// As in SwiftUI, the layout engine calls ``sizeThatFits(proposal:subviews:cache:)`` and
/// ``placeSubviews(in:proposal:subviews:cache:)`` while it lays the page out, and each subview
/// answers a proposal with the size the engine's own rules give it, so a custom layout sits
/// among stacks, frames and text exactly where SwiftUI would put it. The methods are
/// nonisolated, as `Shape.path(in:)` is, because layout runs off the main actor.
public protocol Layout: Animatable {
    /// What the layout keeps between its calls; `Void` when it keeps nothing.
    associatedtype Cache = Void
    /// The subviews the layout is given.
    typealias Subviews = LayoutSubviews

    /// A new cache for these subviews; made once per sizing or placing call here.
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes the cache when the subviews change; by default makes a new one.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The size the container takes for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places each subview within `bounds`, in the page's coordinates.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// How a container of this type turns its content into nodes: a custom layout's node, or
    /// for the built-in layouts the stack or grid they stand for.
    @MainActor
    static func _makeLayoutNodes<Content: View>(_ layout: Self, content: Content, in context: _ResolveContext) -> [ResolvedNode]
}

extension Layout where Cache == Void {
    /// A layout that keeps nothing has an empty cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    /// By default a cache is made anew when the subviews change.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// A custom layout resolves to a node that holds it, and the engine asks it for sizes and
    /// places while it lays the page out.
    @MainActor
    public static func _makeLayoutNodes<Content: View>(_ layout: Self, content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        let node = ResolvedCustomLayout(box: LayoutBox(layout))
        return [ResolvedNode(.customLayout(node), children: context.resolvingContainerContent(content))]
    }

    /// Lays out `content`'s views with this layout, as `FlowLayout { … }` does in SwiftUI.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

/// The view a layout called with content makes.
public struct _LayoutContainer<L: Layout, Content: View>: View {
    public typealias Body = Never
    let layout: L
    let content: Content

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        L._makeLayoutNodes(view.layout, content: view.content, in: context)
    }
}

/// The subviews of a custom layout, in the order its content lists them.
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let elements: [LayoutSubview]

    init(_ elements: [LayoutSubview]) { self.elements = elements }

    /// The first subview's index, 0.
    public var startIndex: Int { 0 }
    /// One past the last subview's index.
    public var endIndex: Int { elements.count }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// One subview of a custom layout: ask it its size for a proposal, then place it.
public struct LayoutSubview: Equatable, Sendable {
    let host: LayoutHost
    let child: Int
    let values: ResolvedLayoutValues?

    /// The size the subview chooses for `proposal`, by the engine's rules for what it is.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        host.measure(child, proposal)
    }

    /// The subview's size for `proposal` as dimensions; its guides are the defaults.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the subview so that its `anchor` point is at `position`, sized for `proposal`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        host.record(child, LayoutPlacement(position: position, anchor: anchor, proposal: proposal))
    }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, else its default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        values?.value(for: key) ?? K.defaultValue
    }

    /// The subview's layout priority; a custom layout reads it to share space.
    public var priority: Double { host.priority(child) }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.host === rhs.host && lhs.child == rhs.child
    }
}

/// A value a subview hands its custom layout, read with `subviews[i][Key.self]`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the custom layout this view is a subview of.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_WrapperModifier(kind: .layoutValues(ResolvedLayoutValues(key: key, value: value))))
    }
}
