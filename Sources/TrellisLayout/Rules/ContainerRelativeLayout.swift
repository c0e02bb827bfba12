import TrellisCore

/// `containerRelativeFrame` in layout (ResolvedContainerRelativeFrame.swift). Placement keeps the
/// size of the nearest container as it goes down the tree (the canvas at the root; a scroll
/// view's visible size less its content margins; a list; a navigation stack's content area) and
/// each container-relative frame notes the container it was placed in. Between passes the engine
/// writes the frame's lengths for that size and lays the tree out again (DeferredLayout.swift),
/// as it does for a GeometryReader; a frame whose container has not changed settles.
extension LayoutPass {
    /// Notes the container the container-relative frame `index` is placed in.
    mutating func recordContainer(of index: Int) {
        deferredPlacements.append(.containerRelative(node: index, container: container))
    }

    /// What a scroll view's content measures as its container: the length a screen shows along
    /// each axis (the proposal, which is also the frame unless the scroll view is drawn whole),
    /// less the content margins, which SwiftUI treats as the scroll view's safe area.
    static func scrollContainer(_ scroll: ResolvedScroll, proposal: ProposedViewSize, frame: CGRect) -> CGSize {
        let margins = scroll.contentMargins
        return CGSize(
            width: max(0, (proposal.width ?? frame.width) - margins.leading - margins.trailing),
            height: max(0, (proposal.height ?? frame.height) - margins.top - margins.bottom))
    }
}

extension LayoutEngine {
    /// A container-relative frame's kind with its lengths for `container`; nil when `kind` is no
    /// such frame or already has them.
    static func resolvedContainerRelative(_ kind: ResolvedNode.Kind, in container: CGSize) -> ResolvedNode.Kind? {
        guard case .fixedFrame(let frame) = kind, let rule = frame.containerRelative, rule.container != container else { return nil }
        return .fixedFrame(rule.resolving(frame, in: container))
    }

    /// The resolved nodes at the pre-order indices `sorted`, in one walk that goes down only the
    /// subtrees holding one (no recursion, so a deep tree needs no large stack).
    static func nodes(at sorted: [Int], in laidOut: LaidOutTree) -> [Int: ResolvedNode] {
        guard !sorted.isEmpty else { return [:] }
        let wanted = Set(sorted)
        var found: [Int: ResolvedNode] = [:]
        var pending: [(node: ResolvedNode, index: Int)] = [(laidOut.tree.root, 0)]
        while let (node, index) = pending.popLast().map({ ($0.node, $0.index) }) {
            if wanted.contains(index) { found[index] = node }
            guard holdsUpdate(sorted, after: index, before: index + laidOut.nodes[index].subtreeSize) else { continue }
            var child = index + 1
            for childNode in node.children {
                pending.append((childNode, child))
                child += laidOut.nodes[child].subtreeSize
            }
        }
        return found
    }
}
