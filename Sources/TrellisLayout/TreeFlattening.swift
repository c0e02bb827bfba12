import TrellisCore

extension LayoutPass {
    /// One node whose children are being walked: its children and the next one's position.
    private struct OpenNode {
        var children: [ResolvedNode]
        var next: Int
        var index: Int
        /// The stack axis its children see.
        var axis: Axis?
    }

    /// Fills the pre-order arrays in one walk without recursion, so flattening never limits the
    /// depth. A node's child list is reserved when the node is met and each child writes its own
    /// index into it when it is met, so no second sweep is needed.
    mutating func flatten(_ root: ResolvedNode) {
        var open: [OpenNode] = []
        visit(root, parent: -1, position: 0, axis: nil, open: &open)
        while !open.isEmpty {
            let top = open.count - 1
            let position = open[top].next
            guard position < open[top].children.count else {
                let index = open[top].index
                subtreeSizes[index] = kinds.count - index
                open.removeLast()
                continue
            }
            open[top].next = position + 1
            visit(open[top].children[position], parent: open[top].index, position: position, axis: open[top].axis, open: &open)
        }
        childStart.append(childIndices.count)
        propagateProposalUses()
    }

    /// Wrappers read of a proposal what their child reads (ProposalUse.wrapping), children
    /// first: in pre-order a wrapper's child is the next node, so one backward sweep. A fixed
    /// 24 × 24 color in a row is then sized once, not at each of the nine proposals the row and
    /// its column probe it with.
    private mutating func propagateProposalUses() {
        for index in stride(from: kinds.count - 2, through: 0, by: -1) where childStart[index + 1] > childStart[index] {
            if let use = kinds[index].wrapping(proposalUses[index + 1]) { proposalUses[index] = use }
        }
    }

    private mutating func visit(_ node: ResolvedNode, parent: Int, position: Int, axis: Axis?, open: inout [OpenNode]) {
        let index = kinds.count
        kinds.append(node.kind)
        priorities.append(node.layoutPriority)
        stackAxes.append(axis)
        proposalUses.append(node.kind.proposalUse(axis: axis))
        isSpacer.append(node.kind.isSpacer)
        if case .alignmentGuide(let modifier) = node.kind { noteGuide(modifier) }
        if case .text = node.kind {
            textSlots.append(Int32(truncatingIfNeeded: texts.count))
            texts.append(MeasuredText())
        } else {
            textSlots.append(-1)
        }
        parents.append(parent)
        positions.append(position)
        subtreeSizes.append(1)
        frames.append(.zero)
        if parent >= 0 { childIndices[childStart[parent] + position] = index }
        childStart.append(childIndices.count)
        let count = node.children.count
        guard count > 0 else { return }
        childIndices.append(contentsOf: repeatElement(0, count: count))
        open.append(OpenNode(children: node.children, next: 0, index: index, axis: node.kind.childStackAxis(outer: axis)))
    }
}
