/// A view that draws nothing and takes no space.
public struct EmptyView: View, Sendable {
    public typealias Body = Never
    /// Creates an empty view.
    public init() {}

    public static func _resolve(_ view: EmptyView, in context: _ResolveContext) -> [ResolvedNode] { [] }
}

/// Groups views without a container of its own: the children take the parent's place, and
/// modifiers on the group apply to each child.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    /// Creates a group of views.
    ///
    /// - Parameter content: A view builder that creates the group's views.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        Content._resolve(view.content, in: context)
    }
}

/// A view that hides the type of the view it wraps.
///
/// Use it to return views of different types from one place. Erasing costs one closure per
/// view, so keep it for the places that need it; a `@ViewBuilder` `if`/`else` keeps the types.
public struct AnyView: View {
    public typealias Body = Never
    let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]

    /// Creates a type-erased view that resolves as `view` does.
    ///
    /// - Parameter view: The view to erase.
    public init<V: View>(_ view: V) {
        resolver = { context in V._resolve(view, in: context) }
    }

    /// Creates a type-erased view; the same as `init(_:)`.
    ///
    /// - Parameter view: The view to erase.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public static func _resolve(_ view: AnyView, in context: _ResolveContext) -> [ResolvedNode] {
        guard let inner = context.nested() else { return [] }
        return view.resolver(inner)
    }
}

/// A view that makes one view for each element of a collection, each known by an id.
///
/// Every element's view is built (a page shows all of them; nothing is lazy). Inside a
/// ``Picker`` or a ``TabView``, each element's id is its view's tag unless the view sets one
/// with `tag(_:)`.
///
/// `Content` is constrained where the structure is a view rather than here, as in SwiftUI, so the
/// framework modules can make `ForEach` a chart's or a map's content too (`ForEach(stores) {
/// Marker(…) }`) with initializers of their own builders.
@MainActor @preconcurrency
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// Primitive as a view, and as whatever content the framework modules make it.
    public typealias Body = Never
    /// The collection the views are computed from.
    public var data: Data
    /// The closure that builds the view for one element of ``data``.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    /// The one initializer the builders' own initializers share: each takes its builder's closure.
    package init(data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }
}

extension ForEach: View where Content: View {
    /// Creates views from a collection, identifying each element by a key path.
    ///
    /// - Parameters:
    ///   - data: The elements to make views for, in order.
    ///   - id: The key path to each element's identity, such as `\.self` or `\.name`; inside a
    ///     ``Picker`` it is the element's tag.
    ///   - content: A view builder that creates the view for one element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        nodes.reserveCapacity(view.data.count)
        for element in view.data {
            let child = context.evaluate { view.content(element) }
            let selected = context.isInPicker && context.pickerSelection == AnyHashable(view.idOf(element))
            // A menu picker draws its selected option alone; an option its id does not select
            // is not resolved, unless its own tag may select it.
            if context.isInPicker, context.drawsSelectedOptionOnly, !selected, !(child is any _TaggedOption) {
                nodes.append(.unselectedOption)
                continue
            }
            let resolved = Content._resolve(child, in: context)
            if context.isInPicker {
                nodes.append(contentsOf: resolved.map { $0.taggedIfUntagged(isSelected: selected) })
            } else {
                nodes.append(contentsOf: resolved)
            }
        }
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// Creates views from a collection of identifiable elements, identified by their `id`.
    ///
    /// - Parameters:
    ///   - data: The elements to make views for, in order.
    ///   - content: A view builder that creates the view for one element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// Creates views for a constant range of integers, each identified by its value.
    ///
    /// - Parameters:
    ///   - data: The range of integers, such as `0..<5`.
    ///   - content: A view builder that creates the view for one integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ResolvedNode {
    func taggedIfUntagged(isSelected: Bool) -> ResolvedNode {
        if case .tagged = kind { return self }
        return ResolvedNode(.tagged(isSelected: isSelected), children: [self])
    }
}

extension View {
    /// Identity across updates; one render has a single state, so the view is unchanged.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
}
