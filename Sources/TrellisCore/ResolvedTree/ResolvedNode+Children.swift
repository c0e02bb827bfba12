/// A node's children, behind a reference so the release of a deep tree can be iterative.
///
/// Resolution and emitting run on a large stack, so a tree 100,000 levels deep resolves and
/// renders; but Swift releases nested arrays recursively, several frames per level, wherever the
/// last reference goes, and user code lets trees go on its own 8 MiB stack. A value type has no
/// deinit to hook, so the children sit in this class, whose deinit moves each uniquely held
/// grandchild list onto a worklist before the child holding it is released. Any depth then takes
/// constant stack, on any thread. A subtree still referenced elsewhere is left whole: its own
/// last release takes it apart the same way.
///
/// Mutated only when uniquely referenced (copy on write, as `Array`'s own buffer), hence
/// `@unchecked Sendable`.
package final class ChildNodes: @unchecked Sendable {
    package var nodes: [ResolvedNode]

    package init(_ nodes: [ResolvedNode]) {
        self.nodes = nodes
    }

    deinit {
        // Children without children of their own release in one step each.
        guard nodes.contains(where: { $0.childNodes != nil }) else { return }
        var pending = nodes
        nodes = []
        while var node = pending.popLast() {
            if isKnownUniquelyReferenced(&node.childNodes) {
                pending.append(contentsOf: node.childNodes!.nodes)
                node.childNodes!.nodes = []
            }
            // `node` goes here, its children already moved out, so its deinit returns at once.
        }
    }
}

extension ResolvedNode {
    /// The node's children, in order; empty for a leaf. What each child means depends on ``kind``.
    public var children: [ResolvedNode] {
        get { childNodes?.nodes ?? [] }
        set { store(newValue) }
        // Edits in place (`node.children.append(…)`) take the array out of a uniquely held box,
        // so it is not copied, and put it back.
        _modify {
            var nodes: [ResolvedNode]
            if isKnownUniquelyReferenced(&childNodes) {
                nodes = childNodes!.nodes
                childNodes!.nodes = []
            } else {
                nodes = childNodes?.nodes ?? []
            }
            defer { store(nodes) }
            yield &nodes
        }
    }

    private mutating func store(_ nodes: [ResolvedNode]) {
        if nodes.isEmpty {
            childNodes = nil
        } else if isKnownUniquelyReferenced(&childNodes) {
            childNodes!.nodes = nodes
        } else {
            childNodes = ChildNodes(nodes)
        }
    }

    /// Node by node, without recursion, so trees of any depth compare.
    public static func == (a: ResolvedNode, b: ResolvedNode) -> Bool {
        var pending = [(a, b)]
        while let (x, y) = pending.popLast() {
            guard x.kind == y.kind, x.layoutPriority == y.layoutPriority else { return false }
            // Shared children are equal: a resolved tree holds no NaN (`ResolvedLength`).
            if x.childNodes === y.childNodes { continue }
            let xs = x.children
            let ys = y.children
            guard xs.count == ys.count else { return false }
            pending.append(contentsOf: zip(xs, ys))
        }
        return true
    }

    /// Pre-order, without recursion; each node's child count keeps different shapes apart.
    public func hash(into hasher: inout Hasher) {
        var pending = [self]
        while let node = pending.popLast() {
            hasher.combine(node.kind)
            hasher.combine(node.layoutPriority)
            let children = node.children
            hasher.combine(children.count)
            pending.append(contentsOf: children.reversed())
        }
    }
}
