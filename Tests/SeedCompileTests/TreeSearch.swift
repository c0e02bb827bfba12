import Trellis

// Small queries over a resolved tree, so the seed tests can say what they look for.

extension ResolvedNode {
    /// This node and every node below it, including the screens links lead to.
    var subtree: [ResolvedNode] { subtree(includingDestinations: true) }

    /// Every text in the subtree, in reading order.
    var texts: [ResolvedText] {
        subtree.compactMap { if case .text(let text) = $0.kind { text } else { nil } }
    }

    /// The first text in the subtree whose string is `string`.
    func text(_ string: String) -> ResolvedText? {
        texts.first { $0.string == string }
    }

    /// The fill of the layer behind the first `.background` wrapper around a text `string`.
    func backgroundFill(behind string: String) -> Color.Resolved? {
        for node in subtree {
            guard case .background = node.kind, node.children.count == 2,
                  node.children[0].text(string) != nil,
                  case .shape(let shape) = node.children[1].kind else { continue }
            return shape.fill
        }
        return nil
    }

    var buttons: [ResolvedNode] {
        subtree.filter { if case .button = $0.kind { true } else { false } }
    }

    var links: [ResolvedDestination] {
        subtree.compactMap { if case .navigationLink(let destination) = $0.kind { destination } else { nil } }
    }
}

extension Color.Resolved {
    /// `#RRGGBB`, or `#RRGGBB@opacity` when not opaque, as the tree dump writes colors.
    var text: String {
        opacity == 1 ? hexString : hexString + "@" + NumberFormatting.string(opacity)
    }
}

extension EnvironmentValues {
    static func with(_ change: (inout EnvironmentValues) -> Void) -> EnvironmentValues {
        var values = EnvironmentValues()
        change(&values)
        return values
    }
}

extension ResolvedNode {
    /// Whether this node is a plain rectangle filled with `hex` (`#RRGGBB`), as backgrounds are.
    func isRectangle(filled hex: String) -> Bool {
        guard case .shape(let shape) = kind, shape.kind == .rectangle, shape.stroke == nil else { return false }
        return shape.fill?.text == hex
    }
}
