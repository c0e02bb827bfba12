/// A view that draws nothing and takes no space.
public struct EmptyView: View, Sendable {
    public typealias Body = Never
    public init() {}

    public static func _resolve(_ view: EmptyView, in context: _ResolveContext) -> [ResolvedNode] { [] }
}

/// Groups views without a container of its own: the children take the parent's place, and
/// modifiers on the group apply to each child.
public struct Group<Content: View>: View {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        Content._resolve(view.content, in: context)
    }
}

/// A type-erased view. It costs one closure, so keep it for the places that need it.
public struct AnyView: View {
    public typealias Body = Never
    let resolver: @MainActor (_ResolveContext) -> [ResolvedNode]

    public init<V: View>(_ view: V) {
        resolver = { context in V._resolve(view, in: context) }
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    public static func _resolve(_ view: AnyView, in context: _ResolveContext) -> [ResolvedNode] {
        view.resolver(context)
    }
}

/// Views computed from a collection, each identified by an id. The id decides the implicit tag of
/// each element inside a `Picker`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        nodes.reserveCapacity(view.data.count)
        for element in view.data {
            let child = context.evaluate { view.content(element) }
            let resolved = Content._resolve(child, in: context)
            if context.isInPicker {
                let selected = context.pickerSelection == AnyHashable(view.idOf(element))
                nodes.append(contentsOf: resolved.map { $0.taggedIfUntagged(isSelected: selected) })
            } else {
                nodes.append(contentsOf: resolved)
            }
        }
        return nodes
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
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
