/// How a row's traits travel from its content to the row (ResolvedListRow.swift).
extension ResolvedNode {
    /// `trait` on each of `nodes`: a row trait already there keeps what it sets, a section passes
    /// it to its rows, anything else is wrapped in a trait for the list to take over.
    @MainActor
    static func applying(_ trait: ResolvedListRow, to nodes: [ResolvedNode], in context: _ResolveContext) -> [ResolvedNode] {
        guard context.isListRowPosition else { return nodes }
        return nodes.map { node in
            switch node.kind {
            case .listRow(let row) where !row.hasBackground:
                var copy = node
                copy.kind = .listRow(row.filling(from: trait))
                return copy
            case .listSection:
                var copy = node
                copy.children = node.children.map { child in
                    guard case .listRow(let row) = child.kind, let content = child.children.first else { return child }
                    let background = row.hasBackground && child.children.count > 1 ? child.children[1] : nil
                    var own = row
                    own.background = background
                    own.hasBackground = false
                    return .listRow(content, own.filling(from: trait))
                }
                return copy
            default:
                return ResolvedNode(.listRow(trait), children: [node])
            }
        }
    }

    /// A row of `content` with `trait`: its background view, if any, becomes child 1.
    static func listRow(_ content: ResolvedNode, _ trait: ResolvedListRow) -> ResolvedNode {
        var payload = trait
        var children = [content]
        if let background = payload.background {
            children.append(background)
            payload.background = nil
            payload.hasBackground = true
        }
        return ResolvedNode(.listRow(payload), children: children)
    }

    /// The row content with the row trait its modifiers left on it taken out, looking through
    /// wrappers written after them (`.listRowInsets(…).padding()`) but not into controls or stacks.
    func hoistingRowTrait() -> (content: ResolvedNode, trait: ResolvedListRow?) {
        var wrappers: [ResolvedNode] = []
        var current = self
        while true {
            if case .listRow(let outer) = current.kind, !outer.hasBackground, var inner = current.children.first {
                var trait = outer
                while case .listRow(let nested) = inner.kind, !nested.hasBackground, let child = inner.children.first {
                    trait = nested.filling(from: trait)
                    inner = child
                }
                for var wrapper in wrappers.reversed() {
                    var children = wrapper.children
                    children[0] = inner
                    wrapper.children = children
                    inner = wrapper
                }
                return (inner, trait)
            }
            guard current.kind.passesRowTraits, let first = current.children.first else { return (self, nil) }
            wrappers.append(current)
            current = first
        }
    }
}

extension ResolvedNode.Kind {
    /// Wrappers that leave their content the row: modifiers SwiftUI applies to the row's view.
    fileprivate var passesRowTraits: Bool {
        switch self {
        case .padding, .fixedFrame, .flexibleFrame, .fixedSize, .background, .overlay, .clip, .opacity,
             .accessibility, .tagged, .aspectRatio:
            true
        default:
            false
        }
    }
}
