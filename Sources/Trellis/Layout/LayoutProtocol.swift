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
    /// The space the container prefers beside each edge; by default its subviews' preferences
    /// joined. Trellis places a custom layout among its neighbours with the standard spacing,
    /// which is what this gives unless the layout says otherwise.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
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
    /// The subviews' preferred spacing joined, as SwiftUI's default does.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing.zero) { $0.union($1.spacing) }
    }

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

extension View {
    /// Hands `value` for `key` to the custom layout this view is a subview of.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_WrapperModifier(kind: .layoutValues(ResolvedLayoutValues(key: key, value: value))))
    }
}

extension LayoutBox {
    /// Boxes an app's layout: each call makes a fresh cache, as the engine keeps none between calls.
    convenience init<L: Layout>(_ layout: L) {
        self.init(
            typeName: String(describing: L.self),
            size: { proposal, subviews in
                var cache = layout.makeCache(subviews: subviews)
                return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
            },
            place: { bounds, proposal, subviews in
                var cache = layout.makeCache(subviews: subviews)
                layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
            })
    }
}
