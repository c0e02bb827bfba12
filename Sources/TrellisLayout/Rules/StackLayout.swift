import TrellisCore

/// HStack and VStack: SwiftUI's division of the length along the axis (objc.io's "SwiftUI Layout
/// Explained" algorithm), and ZStack's union.
extension LayoutPass {
    /// One child's share of a stack: the length it was offered along the axis and the length it
    /// took, with what the division reads to order the children.
    struct Share {
        var child: Int
        var priority: Double
        var isSpacer = false
        var minimum: CGFloat = 0
        var flexibility: CGFloat = 0
        var offered: CGFloat?
        var taken: CGFloat = 0
    }

    /// The lengths a stack's children are offered and take along `axis` for `proposal`, one
    /// `Share` per child in order, pushed on `shareStack` from the index returned; the caller
    /// reads them and pops them (`popShares`). A stack is divided while its children are sized,
    /// and they may be stacks, so the scratch is a stack and nothing is allocated per call.
    ///
    /// Spacing goes between adjacent children first. Children are then grouped by layout
    /// priority, highest first, each group keeping back the minimum length of the groups below
    /// it; within a group the least flexible child (its length offered infinity minus its length
    /// offered zero) goes first, and each is offered what remains divided by the children left.
    /// Spacers keep back their minimum length and share what the others leave, as SwiftUI's stacks
    /// treat them: `HStack { Text(…); Spacer() }` gives the text all it needs first.
    mutating func stackShares(_ index: Int, axis: Axis, spacing: CGFloat, proposal: ProposedViewSize) -> Int {
        let members = children(of: index)
        let base = shareStack.count
        let across = proposal.along(axis.other)
        guard let length = proposal.along(axis) else {
            // Unspecified along the axis: every child takes its ideal length.
            for child in members {
                let taken = sizeThatFits(child, .along(axis, nil, across: across)).along(axis)
                shareStack.append(Share(child: child, priority: priorities[child], offered: nil, taken: taken))
            }
            return base
        }
        let count = members.count
        let available = length - spacing * CGFloat(max(count - 1, 0))
        var spacers = 0
        var spacerMinimum: CGFloat = 0
        for child in members {
            // Each child's probes push and pop their own shares, so this one lands at base + i.
            let minimum = sizeThatFits(child, .along(axis, 0, across: across)).along(axis)
            let maximum = sizeThatFits(child, .along(axis, .infinity, across: across)).along(axis)
            let spacer = isSpacer[child]
            shareStack.append(Share(
                child: child, priority: priorities[child], isSpacer: spacer,
                minimum: minimum, flexibility: maximum - minimum, offered: 0))
            if spacer {
                spacers += 1
                spacerMinimum += minimum
            }
        }
        // The order holds the children other than spacers, by position, then by `precedes`.
        let order = orderStack.count
        for position in 0..<count where !shareStack[base + position].isSpacer { orderStack.append(position) }
        let ordered = count - spacers
        orderShares(base: base, order: order, count: ordered)
        // Summed in that order: the same lengths added in another order can round differently.
        var reservedBelow: CGFloat = 0
        for position in 0..<ordered { reservedBelow += shareStack[base + orderStack[order + position]].minimum }
        var remaining = available - spacerMinimum
        var start = 0
        while start < ordered {
            let priority = shareStack[base + orderStack[order + start]].priority
            var end = start
            while end < ordered, shareStack[base + orderStack[order + end]].priority == priority { end += 1 }
            for position in start..<end { reservedBelow -= shareStack[base + orderStack[order + position]].minimum }
            var groupRemaining = remaining - reservedBelow
            for position in start..<end {
                let member = base + orderStack[order + position]
                let offer = max(0, groupRemaining / CGFloat(end - position))
                let taken = sizeThatFits(shareStack[member].child, .along(axis, offer, across: across)).along(axis)
                shareStack[member].offered = offer
                shareStack[member].taken = taken
                groupRemaining -= taken
                remaining -= taken
            }
            start = end
        }
        orderStack.removeLast(ordered)
        remaining += spacerMinimum
        var spacersLeft = spacers
        for member in base..<(base + count) where shareStack[member].isSpacer {
            let offer = max(0, remaining / CGFloat(spacersLeft))
            let taken = sizeThatFits(shareStack[member].child, .along(axis, offer, across: across)).along(axis)
            shareStack[member].offered = offer
            shareStack[member].taken = taken
            remaining -= taken
            spacersLeft -= 1
        }
        return base
    }

    /// Whether share `a` is offered its length before share `b` (positions from `base`): higher
    /// priority first, then less flexible, then earlier.
    private func precedes(_ a: Int, _ b: Int, base: Int) -> Bool {
        let first = shareStack[base + a], second = shareStack[base + b]
        if first.priority != second.priority { return first.priority > second.priority }
        if first.flexibility != second.flexibility { return first.flexibility < second.flexibility }
        return a < b
    }

    /// Sorts the `count` positions at `orderStack[order...]` by `precedes`. Rows of a list are
    /// usually in order already (one check, no sort); a few children are sorted by insertion,
    /// in place. The order is total (ties go by position), so every sort gives the same one,
    /// unless a flexibility is NaN: then the standard library's sort, as before, decides.
    private mutating func orderShares(base: Int, order: Int, count: Int) {
        var inOrder = true
        var hasNaN = false
        for slot in order..<(order + count) {
            if shareStack[base + orderStack[slot]].flexibility.isNaN { hasNaN = true }
            if slot > order && precedes(orderStack[slot], orderStack[slot - 1], base: base) { inOrder = false }
        }
        if inOrder && !hasNaN { return }
        if count <= 16 && !hasNaN {
            for position in 1..<count {
                let item = orderStack[order + position]
                var slot = position
                while slot > 0 && precedes(item, orderStack[order + slot - 1], base: base) {
                    orderStack[order + slot] = orderStack[order + slot - 1]
                    slot -= 1
                }
                orderStack[order + slot] = item
            }
            return
        }
        let sorted = orderStack[order..<(order + count)].sorted { precedes($0, $1, base: base) }
        for (position, member) in sorted.enumerated() { orderStack[order + position] = member }
    }

    mutating func popShares(from base: Int) {
        shareStack.removeLast(shareStack.count - base)
    }

    mutating func stackSize(_ index: Int, _ stack: ResolvedStack, _ proposal: ProposedViewSize) -> CGSize {
        if needsGuides(stack) { return guidedStack(index, stack, proposal).size }
        guard let axis = stack.axis else {
            var size = CGSize.zero
            for child in children(of: index) {
                let childSize = sizeThatFits(child, proposal)
                size.width = max(size.width, childSize.width)
                size.height = max(size.height, childSize.height)
            }
            return size
        }
        let base = stackShares(index, axis: axis, spacing: stack.spacing, proposal: proposal)
        let across = proposal.along(axis.other)
        let count = shareStack.count - base
        var along = stack.spacing * CGFloat(max(count - 1, 0))
        var thickness: CGFloat = 0
        for position in base..<(base + count) {
            let share = shareStack[position]
            along += share.taken
            thickness = max(thickness, sizeThatFits(share.child, .along(axis, share.offered, across: across)).along(axis.other))
        }
        popShares(from: base)
        return axis == .horizontal ? CGSize(width: along, height: thickness) : CGSize(width: thickness, height: along)
    }

    mutating func placeStack(_ index: Int, _ stack: ResolvedStack, in frame: CGRect, proposal: ProposedViewSize) {
        if needsGuides(stack) {
            placeGuidedStack(index, stack, in: frame, proposal: proposal)
            return
        }
        guard let axis = stack.axis else {
            placeAligned(index, stack.alignment, in: frame, proposal: proposal)
            return
        }
        let base = stackShares(index, axis: axis, spacing: stack.spacing, proposal: proposal)
        let across = proposal.along(axis.other)
        var offset: CGFloat = 0
        for position in base..<shareStack.count {
            let share = shareStack[position]
            let childProposal = ProposedViewSize.along(axis, share.offered, across: across)
            let size = sizeThatFits(share.child, childProposal)
            let origin: CGPoint
            if axis == .horizontal {
                origin = CGPoint(x: frame.minX + offset, y: frame.minY + stack.alignment.vertical.offset(size.height, in: frame.height))
            } else {
                origin = CGPoint(x: frame.minX + stack.alignment.horizontal.offset(size.width, in: frame.width), y: frame.minY + offset)
            }
            place(share.child, at: origin, proposal: childProposal)
            offset += share.taken + stack.spacing
        }
        popShares(from: base)
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
        // Stacks, frames and layers align an app's guide themselves (AlignmentGuideLayout.swift).
        case .custom: 0
        }
    }
}

extension VerticalAlignment {
    /// Stacks, frames and layers align baselines themselves (BaselineLayout.swift); what else
    /// is handed one (a grid's rows) places it as top alignment.
    func offset(_ length: CGFloat, in container: CGFloat) -> CGFloat {
        switch value {
        case .top, .firstTextBaseline, .lastTextBaseline, .custom: 0
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
