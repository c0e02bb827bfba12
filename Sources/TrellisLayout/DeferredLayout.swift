import TrellisCore

/// The one place layout asks resolution for more (docs/architecture.md, "The one exception to
/// the one-way flow"): a GeometryReader's content is built from the frame layout gives it, and a
/// ViewThatFits's choice is made by layout.
///
/// Layout stays a pure pass over a finished tree. When a pass places deferred nodes, the engine
/// writes what placement decided back into the tree between passes: a reader's content, which
/// `GeometryContent.resolve(in:)` builds on the main actor, and a ViewThatFits's chosen child.
/// Then it lays the new tree out again, until a pass changes nothing. A reader's size never
/// depends on its content, so its frame is the same in the next pass and one more pass settles
/// it; a reader inside a reader's content needs one more each. Trees without these views take
/// one pass, as before.
extension LayoutEngine {
    /// Passes at most: nesting readers this deep is far beyond real screens, and a choice that
    /// flips back and forth (a ViewThatFits whose child changes the space it is offered) must
    /// still end.
    static let maximumDeferredPasses = 8

    func layoutResolvingDeferred(_ tree: ResolvedTree, in canvas: CGSize) -> LaidOutTree {
        var tree = tree
        var passes = 1
        while true {
            let (laidOut, deferred) = layoutOnce(tree, in: canvas)
            guard !deferred.isEmpty, passes < Self.maximumDeferredPasses else { return laidOut }
            var updates = guideUpdates(deferred, in: laidOut)
            var relativeFrames: [Int: ResolvedNode.Kind] = [:]
            for placement in deferred {
                let kind = laidOut.kinds[placement.node]
                switch (placement, kind) {
                case (.geometry(let node, let frame), .geometryReader(let reader)) where reader.frame != frame:
                    // Outside the pass and its large stack: this may wait for the main actor.
                    let content = reader.content.resolve(in: frame, anchorFrames: Self.anchorFrames(in: laidOut), canvas: canvas)
                    updates[node] = ResolvedNode(.geometryReader(ResolvedGeometryReader(content: reader.content, frame: frame)), children: content)
                case (.choice(let node, let position), .viewThatFits(var choice)) where choice.chosen != position:
                    choice.chosen = position
                    updates[node] = ResolvedNode(.viewThatFits(choice), children: Self.children(of: node, in: laidOut))
                case (.drawing(let node, let size), _):
                    if let drawn = drawn(kind, size: size) {
                        // A shape or canvas is a leaf: no walk down to find children it lacks.
                        let children = laidOut.nodes[node].subtreeSize > 1 ? Self.children(of: node, in: laidOut) : []
                        updates[node] = ResolvedNode(drawn, children: children)
                    }
                case (.containerRelative(let node, let container), _):
                    relativeFrames[node] = Self.resolvedContainerRelative(kind, in: container)
                default:
                    break
                }
            }
            // Found in one walk: a carousel has many, and a walk from the root for each is quadratic.
            for (node, original) in Self.nodes(at: relativeFrames.keys.sorted(), in: laidOut) {
                updates[node] = relativeFrames[node].map { ResolvedNode($0, children: original.children) }
            }
            guard !updates.isEmpty else { return laidOut }
            if Self.onlyDrawings(updates, in: laidOut) { return Self.settling(updates, in: laidOut) }
            let replaced = {
                Self.replacing(updates, in: tree.root, at: 0, laidOut: laidOut, sorted: updates.keys.sorted())
            }
            tree.root = LargeStack.call(replaced) ?? replaced()
            passes += 1
        }
    }

    /// The tree with `updates` written in and the frames kept: what `updates` change (a drawing)
    /// never changes a size, so laying the tree out again would place everything where it is.
    private static func settling(_ updates: [Int: ResolvedNode], in laidOut: LaidOutTree) -> LaidOutTree {
        var tree = laidOut.tree
        var kinds = laidOut.kinds
        for (index, node) in updates { kinds[index] = node.kind }
        let replaced = { replacing(updates, in: laidOut.tree.root, at: 0, laidOut: laidOut, sorted: updates.keys.sorted()) }
        tree.root = LargeStack.call(replaced) ?? replaced()
        return LaidOutTree(tree: tree, canvas: laidOut.canvas, nodes: laidOut.nodes, kinds: kinds)
    }

    /// Node `index`'s children as the resolved tree holds them, found by its pre-order index.
    static func children(of index: Int, in laidOut: LaidOutTree) -> [ResolvedNode] {
        node(at: index, in: laidOut).children
    }

    private static func node(at index: Int, in laidOut: LaidOutTree) -> ResolvedNode {
        var node = laidOut.tree.root
        var current = 0
        while current != index {
            // Step to the child whose subtree holds `index`.
            var child = current + 1
            var position = 0
            while child + laidOut.nodes[child].subtreeSize <= index {
                child += laidOut.nodes[child].subtreeSize
                position += 1
            }
            node = node.children[position]
            current = child
        }
        return node
    }

    /// `node` (pre-order index `index`) with the nodes at the indices of `updates` replaced;
    /// subtrees holding no update are kept as they are, so only the paths down to them are
    /// rebuilt. Layout's node priority is kept.
    /// `sorted` holds the updates' indices in order, so whether a subtree holds one is a binary
    /// search: a screen of many drawings updates many nodes, and a scan of all of them per node
    /// on the way down would make this quadratic.
    private static func replacing(_ updates: [Int: ResolvedNode], in node: ResolvedNode, at index: Int, laidOut: LaidOutTree, sorted: [Int]) -> ResolvedNode {
        if var update = updates[index] {
            update.layoutPriority = node.layoutPriority
            return update
        }
        let end = index + laidOut.nodes[index].subtreeSize
        guard Self.holdsUpdate(sorted, after: index, before: end) else { return node }
        var copy = node
        var child = index + 1
        copy.children = node.children.map { childNode in
            let rebuilt = replacing(updates, in: childNode, at: child, laidOut: laidOut, sorted: sorted)
            child += laidOut.nodes[child].subtreeSize
            return rebuilt
        }
        return copy
    }

    /// Whether some index in `sorted` lies strictly between `index` and `end`.
    static func holdsUpdate(_ sorted: [Int], after index: Int, before end: Int) -> Bool {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] < end
    }

    /// The frame of every anchored view (`anchorPreference`) on the page, by anchor.
    static func anchorFrames(in laidOut: LaidOutTree) -> [Int: CGRect] {
        var frames: [Int: CGRect] = [:]
        for (index, kind) in laidOut.kinds.enumerated() {
            if case .anchorSource(let token) = kind { frames[token] = laidOut.nodes[index].frame }
        }
        return frames
    }
}
