import Trellis

/// HStack and VStack: SwiftUI's division of the length along the axis (objc.io's "SwiftUI Layout
/// Explained" algorithm), and ZStack's union.
extension LayoutPass {
    /// One child's share of a stack: the length it was offered along the axis and the length it took.
    struct Share {
        var offered: CGFloat?
        var taken: CGFloat
    }

    /// The lengths a stack's children are offered and take along `axis` for `proposal`.
    ///
    /// Spacing goes between adjacent children first. Children are then grouped by layout
    /// priority, highest first, each group keeping back the minimum length of the groups below
    /// it; within a group the least flexible child (its length offered infinity minus its length
    /// offered zero) goes first, and each is offered what remains divided by the children left.
    /// Spacers keep back their minimum length and share what the others leave, as SwiftUI's stacks
    /// treat them: `HStack { Text(…); Spacer() }` gives the text all it needs first.
    mutating func stackShares(_ index: Int, axis: Axis, spacing: CGFloat, proposal: ProposedViewSize) -> [Share] {
        let members = Array(children(of: index))
        let across = proposal.along(axis.other)
        guard let length = proposal.along(axis) else {
            // Unspecified along the axis: every child takes its ideal length.
            return members.map { Share(offered: nil, taken: sizeThatFits($0, .along(axis, nil, across: across)).along(axis)) }
        }
        let available = length - spacing * CGFloat(max(members.count - 1, 0))
        var minimums: [CGFloat] = []
        var flexibilities: [CGFloat] = []
        var spacers: [Int] = []
        for (member, child) in members.enumerated() where nodes[child].kind.isSpacer {
            spacers.append(member)
        }
        for child in members {
            let minimum = sizeThatFits(child, .along(axis, 0, across: across)).along(axis)
            let maximum = sizeThatFits(child, .along(axis, .infinity, across: across)).along(axis)
            minimums.append(minimum)
            flexibilities.append(maximum - minimum)
        }
        let order = members.indices.filter { !nodes[members[$0]].kind.isSpacer }.sorted { a, b in
            let pa = nodes[members[a]].layoutPriority, pb = nodes[members[b]].layoutPriority
            if pa != pb { return pa > pb }
            if flexibilities[a] != flexibilities[b] { return flexibilities[a] < flexibilities[b] }
            return a < b
        }
        var shares = Array(repeating: Share(offered: 0, taken: 0), count: members.count)
        var remaining = available - spacers.reduce(0) { $0 + minimums[$1] }
        var reservedBelow = order.reduce(0) { $0 + minimums[$1] }
        var start = 0
        while start < order.count {
            let priority = nodes[members[order[start]]].layoutPriority
            var end = start
            while end < order.count, nodes[members[order[end]]].layoutPriority == priority { end += 1 }
            for position in start..<end { reservedBelow -= minimums[order[position]] }
            var groupRemaining = remaining - reservedBelow
            for position in start..<end {
                let member = order[position]
                let offer = max(0, groupRemaining / CGFloat(end - position))
                let taken = sizeThatFits(members[member], .along(axis, offer, across: across)).along(axis)
                shares[member] = Share(offered: offer, taken: taken)
                groupRemaining -= taken
                remaining -= taken
            }
            start = end
        }
        remaining += spacers.reduce(0) { $0 + minimums[$1] }
        for (position, member) in spacers.enumerated() {
            let offer = max(0, remaining / CGFloat(spacers.count - position))
            let taken = sizeThatFits(members[member], .along(axis, offer, across: across)).along(axis)
            shares[member] = Share(offered: offer, taken: taken)
            remaining -= taken
        }
        return shares
    }

    mutating func stackSize(_ index: Int, _ stack: ResolvedStack, _ proposal: ProposedViewSize) -> CGSize {
        guard let axis = stack.axis else {
            var size = CGSize.zero
            for child in children(of: index) {
                let childSize = sizeThatFits(child, proposal)
                size.width = max(size.width, childSize.width)
                size.height = max(size.height, childSize.height)
            }
            return size
        }
        let shares = stackShares(index, axis: axis, spacing: stack.spacing, proposal: proposal)
        let across = proposal.along(axis.other)
        var along = stack.spacing * CGFloat(max(shares.count - 1, 0))
        var thickness: CGFloat = 0
        for (child, share) in zip(children(of: index), shares) {
            along += share.taken
            thickness = max(thickness, sizeThatFits(child, .along(axis, share.offered, across: across)).along(axis.other))
        }
        return axis == .horizontal ? CGSize(width: along, height: thickness) : CGSize(width: thickness, height: along)
    }

    mutating func placeStack(_ index: Int, _ stack: ResolvedStack, in frame: CGRect, proposal: ProposedViewSize) {
        guard let axis = stack.axis else {
            placeAligned(index, stack.alignment, in: frame, proposal: proposal)
            return
        }
        let shares = stackShares(index, axis: axis, spacing: stack.spacing, proposal: proposal)
        let across = proposal.along(axis.other)
        var offset: CGFloat = 0
        for (child, share) in zip(children(of: index), shares) {
            let childProposal = ProposedViewSize.along(axis, share.offered, across: across)
            let size = sizeThatFits(child, childProposal)
            let origin: CGPoint
            if axis == .horizontal {
                origin = CGPoint(x: frame.minX + offset, y: frame.minY + stack.alignment.vertical.offset(size.height, in: frame.height))
            } else {
                origin = CGPoint(x: frame.minX + stack.alignment.horizontal.offset(size.width, in: frame.width), y: frame.minY + offset)
            }
            place(child, at: origin, proposal: childProposal)
            offset += share.taken + stack.spacing
        }
    }
}

extension ResolvedNode.Kind {
    var isSpacer: Bool {
        if case .spacer = self { true } else { false }
    }
}

extension Axis {
    var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension HorizontalAlignment {
    func offset(_ length: CGFloat, in container: CGFloat) -> CGFloat {
        switch value {
        case .leading: 0
        case .center: (container - length) / 2
        case .trailing: container - length
        }
    }
}

extension VerticalAlignment {
    /// Baseline alignments place as top alignment: text baselines are not yet aligned across views.
    func offset(_ length: CGFloat, in container: CGFloat) -> CGFloat {
        switch value {
        case .top, .firstTextBaseline, .lastTextBaseline: 0
        case .center: (container - length) / 2
        case .bottom: container - length
        }
    }
}

extension CGRect {
    /// Where a child of `size` sits in this rect with `alignment`.
    func aligning(_ size: CGSize, _ alignment: Alignment) -> CGPoint {
        CGPoint(x: minX + alignment.horizontal.offset(size.width, in: width),
                y: minY + alignment.vertical.offset(size.height, in: height))
    }
}
