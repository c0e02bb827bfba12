import TrellisCore

/// Alignment by guides: a stack, frame, overlay or grid row lines its children up so that each
/// one's value of the alignment's guide falls on one line, as SwiftUI does. Edges and centers in a
/// tree that sets no guide keep the plain rules (StackLayout.swift), which give the same frames
/// without asking any child for a guide.
extension LayoutPass {
    /// One child of a stack: what it is offered, its size and its offset from the stack's origin.
    struct GuidedItem {
        var child: Int
        var proposal: ProposedViewSize
        var size: CGSize
        var offset: CGPoint
    }

    struct GuidedStack {
        var items: [GuidedItem] = []
        var size: CGSize = .zero
    }

    /// Whether aligning by `alignment` needs the children's guides.
    func needsGuides(_ alignment: VerticalAlignment) -> Bool {
        hasGuideModifiers || alignment.value == .firstTextBaseline || alignment.value == .lastTextBaseline || alignment.value == .custom
    }

    func needsGuides(_ alignment: HorizontalAlignment) -> Bool {
        hasGuideModifiers || alignment.value == .custom
    }

    /// Whether `stack` aligns its children by their guides across its axis.
    func needsGuides(_ stack: ResolvedStack) -> Bool {
        switch stack.axis {
        case .horizontal: needsGuides(stack.alignment.vertical)
        case .vertical: needsGuides(stack.alignment.horizontal)
        case nil: needsGuides(stack.alignment.vertical) || needsGuides(stack.alignment.horizontal)
        }
    }

    /// A stack's children where its rule puts them for `proposal`, and its size: along its axis
    /// as the stack rule divides it; across it, each child's guide on the line that leaves room
    /// for the most before and after it, or edges and centers as usual.
    mutating func guidedStack(_ index: Int, _ stack: ResolvedStack, _ proposal: ProposedViewSize) -> GuidedStack {
        var result = GuidedStack()
        if let axis = stack.axis {
            let base = stackShares(index, axis: axis, spacing: stack.spacing, proposal: proposal)
            let across = proposal.along(axis.other)
            let count = shareStack.count - base
            var along = stack.spacing * CGFloat(max(count - 1, 0))
            var offset: CGFloat = 0
            for position in base..<shareStack.count {
                let share = shareStack[position]
                let childProposal = ProposedViewSize.along(axis, share.offered, across: across)
                let size = sizeThatFits(share.child, childProposal)
                let origin = axis == .horizontal ? CGPoint(x: offset, y: 0) : CGPoint(x: 0, y: offset)
                result.items.append(GuidedItem(child: share.child, proposal: childProposal, size: size, offset: origin))
                offset += share.taken + stack.spacing
                along += share.taken
            }
            popShares(from: base)
            if axis == .horizontal { result.size.width = along } else { result.size.height = along }
        } else {
            for child in children(of: index) {
                result.items.append(GuidedItem(child: child, proposal: proposal, size: sizeThatFits(child, proposal), offset: .zero))
            }
        }
        if stack.axis != .horizontal { result.size.width = alignAcross(&result.items, .horizontal, stack.alignment) }
        if stack.axis != .vertical { result.size.height = alignAcross(&result.items, .vertical, stack.alignment) }
        return result
    }

    /// Sets each item's offset along `axis` by `alignment`, and returns the length they span.
    private mutating func alignAcross(_ items: inout [GuidedItem], _ axis: Axis, _ alignment: Alignment) -> CGFloat {
        let guided = axis == .vertical ? needsGuides(alignment.vertical) : needsGuides(alignment.horizontal)
        guard guided else {
            let length = items.reduce(0) { max($0, $1.size.along(axis)) }
            for position in items.indices {
                let size = items[position].size.along(axis)
                let offset = axis == .vertical ? alignment.vertical.offset(size, in: length) : alignment.horizontal.offset(size, in: length)
                if axis == .vertical { items[position].offset.y = offset } else { items[position].offset.x = offset }
            }
            return length
        }
        let key = axis == .vertical ? alignment.vertical.key : alignment.horizontal.key
        var extent = BaselineExtent()
        var guides: [CGFloat] = []
        guides.reserveCapacity(items.count)
        for item in items {
            let value = guide(item.child, key, item.proposal, size: item.size)
            guides.append(value)
            extent.include(guide: value, height: item.size.along(axis))
        }
        for position in items.indices {
            let offset = extent.above - guides[position]
            if axis == .vertical { items[position].offset.y = offset } else { items[position].offset.x = offset }
        }
        return extent.height
    }

    mutating func placeGuidedStack(_ index: Int, _ stack: ResolvedStack, in frame: CGRect, proposal: ProposedViewSize) {
        for item in guidedStack(index, stack, proposal).items {
            place(item.child, at: CGPoint(x: frame.minX + item.offset.x, y: frame.minY + item.offset.y), proposal: item.proposal)
        }
    }

    /// How far from a frame's start along `axis` its child sits: the child's guide goes on the
    /// frame's own, which is the guide's default for the frame's size (a frame has no text, so a
    /// baseline goes on its bottom edge, as in SwiftUI).
    mutating func alignedOffset(_ child: Int, _ alignment: Alignment, along axis: Axis, size: CGSize, in container: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if axis == .vertical {
            guard needsGuides(alignment.vertical) else { return alignment.vertical.offset(size.height, in: container.height) }
            let key = alignment.vertical.key
            return key.defaultValue(in: ViewDimensions(width: container.width, height: container.height)) - guide(child, key, proposal, size: size)
        }
        guard needsGuides(alignment.horizontal) else { return alignment.horizontal.offset(size.width, in: container.width) }
        let key = alignment.horizontal.key
        return key.defaultValue(in: ViewDimensions(width: container.width, height: container.height)) - guide(child, key, proposal, size: size)
    }

    /// Guide `key` of an `alignmentGuide` node: the app's value where the node sets `key`, once
    /// the engine has run its closure for the child's dimensions (noted for the next pass until
    /// then, the child's own guide meanwhile); the child's guide for any other key.
    mutating func modifiedGuide(_ index: Int, _ modifier: ResolvedAlignmentGuide, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        guard let child = firstChild(of: index) else { return nil }
        guard modifier.guide == key else { return explicitGuide(child, key, proposal) }
        let dimensions = dimensions(child, proposal, size: sizeThatFits(child, proposal))
        if let value = modifier.values[dimensions] { return value }
        deferredPlacements.append(.guide(node: index, dimensions: dimensions))
        return explicitGuide(child, key, proposal)
    }

    /// Notes a guide the tree sets, so every view's dimensions carry it (TreeFlattening.swift).
    mutating func noteGuide(_ modifier: ResolvedAlignmentGuide) {
        hasGuideModifiers = true
        // Text baselines have slots of their own (`guideSlot`).
        guard modifier.guide.role == .edge || modifier.guide.role == .custom,
              !guideKeys.prefix(treeGuideKeys).contains(modifier.guide) else { return }
        guideKeys.insert(modifier.guide, at: treeGuideKeys)
        treeGuideKeys += 1
    }
}

extension LayoutEngine {
    /// The `alignmentGuide` nodes with their closures run for the dimensions the pass asked for,
    /// all in one trip to the main actor; empty when the pass asked for none.
    func guideUpdates(_ deferred: [DeferredPlacement], in laidOut: LaidOutTree) -> [Int: ResolvedNode] {
        var requests: [(AlignmentGuideComputation, ViewDimensions)] = []
        var nodes: [Int] = []
        for placement in deferred {
            guard case .guide(let node, let dimensions) = placement,
                  case .alignmentGuide(let modifier) = laidOut.kinds[node] else { continue }
            requests.append((modifier.computation, dimensions))
            nodes.append(node)
        }
        guard !requests.isEmpty else { return [:] }
        let values = AlignmentGuideComputation.values(requests)
        var modifiers: [Int: ResolvedAlignmentGuide] = [:]
        for (position, node) in nodes.enumerated() {
            guard case .alignmentGuide(let modifier) = laidOut.kinds[node] else { continue }
            var updated = modifiers[node] ?? modifier
            // A closure returning NaN or infinity would put the child nowhere; it aligns by 0.
            let value = values[position]
            updated.values[requests[position].1] = value.isFinite ? value : 0
            modifiers[node] = updated
        }
        var updates: [Int: ResolvedNode] = [:]
        for (node, modifier) in modifiers {
            updates[node] = ResolvedNode(.alignmentGuide(modifier), children: Self.children(of: node, in: laidOut))
        }
        return updates
    }
}
