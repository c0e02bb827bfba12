import Trellis

/// Readings of a resolved tree the tests share.
extension ResolvedNode {
    /// This node and every node below it, including the screens links lead to.
    var subtree: [ResolvedNode] { subtree(includingDestinations: true) }

    /// Every text in the subtree, in reading order.
    var texts: [ResolvedText] {
        subtree.compactMap { if case .text(let text) = $0.kind { text } else { nil } }
    }

    func text(_ string: String) -> ResolvedText? {
        texts.first { $0.string == string }
    }

    /// The texts in reading order, without the empty ones.
    var strings: [String] {
        texts.map(\.string).filter { !$0.isEmpty }
    }

    var navigationBar: ResolvedNavigationBar? {
        for node in subtree { if case .navigationStack(let bar) = node.kind { return bar } }
        return nil
    }

    /// The links directly on this screen (not those on the screens they lead to).
    var links: [ResolvedDestination] {
        var found: [ResolvedDestination] = []
        func walk(_ node: ResolvedNode) {
            if case .navigationLink(let destination) = node.kind { found.append(destination) }
            node.children.forEach(walk)
        }
        walk(self)
        return found
    }

    /// The fill of the layer behind the innermost `.background` wrapper around a text `string`.
    func backgroundFill(behind string: String) -> String? {
        var result: String?
        for node in subtree {
            guard case .background = node.kind, node.children.count == 2,
                  node.children[0].text(string) != nil,
                  case .shape(let shape) = node.children[1].kind else { continue }
            result = shape.fill?.hexString
        }
        return result
    }

    var buttons: [ResolvedNode] {
        subtree.filter { if case .button = $0.kind { true } else { false } }
    }
}
