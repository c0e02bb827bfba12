extension ResolvedNode {
    /// This node and every node below it, in reading order (preorder), as tests, custom golden
    /// formats and emitters look for things in a tree.
    ///
    /// With `includingDestinations`, the screen a `NavigationLink` leads to comes right after the
    /// link, before its label — the order `dump()` shows. Iterative, so depth costs no stack.
    public func subtree(includingDestinations: Bool = false) -> [ResolvedNode] {
        var nodes: [ResolvedNode] = []
        var pending = [self]
        while let node = pending.popLast() {
            nodes.append(node)
            pending.append(contentsOf: node.children.reversed())
            if includingDestinations, case .navigationLink(let destination) = node.kind {
                pending.append(destination.tree.root)
            }
        }
        return nodes
    }
}
