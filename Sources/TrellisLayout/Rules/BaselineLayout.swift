import Trellis

/// Text-baseline alignment, as SwiftUI's `firstTextBaseline` and `lastTextBaseline` guides work.
///
/// A view's baselines are offsets from its top, decided from the lines layout already broke: a
/// text's first and last line's; a stack's, its children's at their places (the highest first
/// baseline, the lowest last one, as SwiftUI combines explicit guides); a wrapper's, its child's
/// moved by where it sits. A view with no text has none, and its guide is its bottom edge, the
/// default SwiftUI gives both guides. Baselines are computed on demand, once per node and
/// proposal (`BaselineCache`), so only trees that align by them pay for them.
extension LayoutPass {
    /// Offsets from a view's top; nil where it holds no text.
    struct Baselines {
        var first: CGFloat?
        var last: CGFloat?

        static let none = Baselines(first: nil, last: nil)

        /// Takes in a child's baselines, the child `offset` below this view's top.
        mutating func include(_ child: Baselines, at offset: CGFloat) {
            if let value = child.first.map({ $0 + offset }) { first = first.map { min($0, value) } ?? value }
            if let value = child.last.map({ $0 + offset }) { last = last.map { max($0, value) } ?? value }
        }
    }

    /// How far above and below the common baseline the tallest children of a baseline-aligned
    /// row reach: the row is `above + below` tall, and a child sits `above - guide` from its top.
    struct BaselineExtent {
        var above: CGFloat = 0
        var below: CGFloat = 0
        var isEmpty = true

        mutating func include(guide: CGFloat, height: CGFloat) {
            above = isEmpty ? guide : max(above, guide)
            below = isEmpty ? height - guide : max(below, height - guide)
            isEmpty = false
        }

        var height: CGFloat { isEmpty ? 0 : above + below }
    }

    /// Node `index`'s baselines for `proposal`, computed once per distinct proposal.
    mutating func baselines(_ index: Int, _ proposal: ProposedViewSize) -> Baselines {
        let proposal = proposal.sanitized.keyed(by: proposalUses[index])
        if let known = baselineCache.baselines(of: index, for: proposal) { return known }
        let computed = computeBaselines(index, proposal)
        baselineCache.store(computed, of: index, for: proposal, nodes: kinds.count)
        return computed
    }

    /// Where `alignment` (a text baseline) falls in node `index` sized `height` for `proposal`.
    mutating func baselineGuide(_ index: Int, _ alignment: VerticalAlignment, _ proposal: ProposedViewSize, height: CGFloat) -> CGFloat {
        let known = baselines(index, proposal)
        return (alignment.value == .lastTextBaseline ? known.last : known.first) ?? height
    }

    private mutating func computeBaselines(_ index: Int, _ proposal: ProposedViewSize) -> Baselines {
        switch kinds[index] {
        case .text(let text):
            let lines = textLayout(index, text, proposal).lines
            guard let first = lines.first, let last = lines.last else { return .none }
            return Baselines(first: first.baseline, last: last.baseline)
        case .stack(let stack): return stackBaselines(index, stack, proposal)
        case .listSection, .listHeader, .listFooter: return stackBaselines(index, Self.column, proposal)
        case .backButton: return stackBaselines(index, Self.backButtonRow, proposal)
        case .padding(let insets):
            guard let child = firstChild(of: index) else { return .none }
            var result = Baselines.none
            result.include(baselines(child, Self.inset(proposal, by: insets)), at: insets.top)
            return result
        case .fixedFrame(let fixed):
            let layout = fixedFrameSize(index, fixed, proposal)
            return alignedChildBaselines(index, fixed.alignment.vertical, height: layout.size.height, proposal: layout.childProposal)
        case .flexibleFrame(let flexible):
            let layout = flexibleFrameSize(index, flexible, proposal)
            return alignedChildBaselines(index, flexible.alignment.vertical, height: layout.size.height, proposal: layout.childProposal)
        case .fixedSize(let horizontal, let vertical):
            return alignedChildBaselines(index, .center, height: sizeThatFits(index, proposal).height,
                                         proposal: Self.fixing(proposal, horizontal: horizontal, vertical: vertical))
        case .aspectRatio(let ratio, let mode):
            return alignedChildBaselines(index, .center, height: sizeThatFits(index, proposal).height,
                                         proposal: aspectRatioProposal(index, ratio, mode, proposal))
        case .background, .overlay:
            // The content (child 0) sizes the node and sits at its origin; layers draw over it.
            guard let content = firstChild(of: index) else { return .none }
            return baselines(content, proposal)
        case .clip, .opacity, .button, .navigationLink, .link, .tagged, .barSlot, .accessibility, .effect, .stateLink:
            return alignedChildBaselines(index, .center, height: sizeThatFits(index, proposal).height, proposal: proposal)
        default:
            // Images, shapes, controls and containers: no text baseline of their own.
            return .none
        }
    }

    /// A text's lines for `proposal`, measured again only if its last measurement was at another
    /// width; what placement drew stays as it was.
    private mutating func textLayout(_ index: Int, _ text: ResolvedText, _ proposal: ProposedViewSize) -> TextLayout {
        let slot = Int(textSlots[index])
        if texts[slot].width == Self.measuredWidth(proposal) && text.spacing.minimumScaleFactor == 1 { return texts[slot].layout }
        let placed = texts[slot].placed
        let layout = measure(index, text, proposal)
        texts[slot].placed = placed
        return layout
    }

    /// The baselines of a single-child wrapper `height` tall whose child, offered `proposal`, is
    /// placed with `alignment` (as `placeAligned` places it).
    private mutating func alignedChildBaselines(_ index: Int, _ alignment: VerticalAlignment, height: CGFloat, proposal: ProposedViewSize) -> Baselines {
        var result = Baselines.none
        for child in children(of: index) {
            let size = sizeThatFits(child, proposal)
            result.include(baselines(child, proposal), at: frameOffset(child, alignment, size: size, in: height, proposal: proposal))
        }
        return result
    }

    private mutating func stackBaselines(_ index: Int, _ stack: ResolvedStack, _ proposal: ProposedViewSize) -> Baselines {
        let size = sizeThatFits(index, proposal)
        var result = Baselines.none
        guard let axis = stack.axis else {
            let alignment = stack.alignment.vertical
            let extent = alignment.isTextBaseline ? layerExtent(index, alignment, proposal) : BaselineExtent()
            for child in children(of: index) {
                let childSize = sizeThatFits(child, proposal)
                let offset = alignment.isTextBaseline
                    ? extent.above - baselineGuide(child, alignment, proposal, height: childSize.height)
                    : alignment.offset(childSize.height, in: size.height)
                result.include(baselines(child, proposal), at: offset)
            }
            return result
        }
        let base = stackShares(index, axis: axis, spacing: stack.spacing, proposal: proposal)
        let across = proposal.along(axis.other)
        let count = shareStack.count - base
        let alignment = stack.alignment.vertical
        let extent = axis == .horizontal && alignment.isTextBaseline
            ? rowExtent(base: base, count: count, across: across, alignment) : BaselineExtent()
        var along: CGFloat = 0
        for position in base..<(base + count) {
            let share = shareStack[position]
            let childProposal = ProposedViewSize.along(axis, share.offered, across: across)
            let childSize = sizeThatFits(share.child, childProposal)
            let offset: CGFloat
            if axis == .vertical {
                offset = along
            } else if alignment.isTextBaseline {
                offset = extent.above - baselineGuide(share.child, alignment, childProposal, height: childSize.height)
            } else {
                offset = alignment.offset(childSize.height, in: size.height)
            }
            result.include(baselines(share.child, childProposal), at: offset)
            along += share.taken + stack.spacing
        }
        popShares(from: base)
        return result
    }

    /// The extent of an HStack's children, divided into the `count` shares from `base`, aligned
    /// by `alignment`'s baseline.
    mutating func rowExtent(base: Int, count: Int, across: CGFloat?, _ alignment: VerticalAlignment) -> BaselineExtent {
        var extent = BaselineExtent()
        for position in base..<(base + count) {
            let share = shareStack[position]
            let childProposal = ProposedViewSize.along(.horizontal, share.offered, across: across)
            let height = sizeThatFits(share.child, childProposal).height
            extent.include(guide: baselineGuide(share.child, alignment, childProposal, height: height), height: height)
        }
        return extent
    }

    /// The extent of a ZStack's layers, each offered `proposal`, aligned by `alignment`'s baseline.
    mutating func layerExtent(_ index: Int, _ alignment: VerticalAlignment, _ proposal: ProposedViewSize) -> BaselineExtent {
        var extent = BaselineExtent()
        for child in children(of: index) {
            let height = sizeThatFits(child, proposal).height
            extent.include(guide: baselineGuide(child, alignment, proposal, height: height), height: height)
        }
        return extent
    }

    /// A ZStack aligned by a baseline: every layer's baseline on the common one, horizontally per
    /// `alignment`.
    mutating func placeBaselineLayers(_ index: Int, _ alignment: Alignment, in frame: CGRect, proposal: ProposedViewSize) {
        let extent = layerExtent(index, alignment.vertical, proposal)
        for child in children(of: index) {
            let size = sizeThatFits(child, proposal)
            let guide = baselineGuide(child, alignment.vertical, proposal, height: size.height)
            let origin = CGPoint(x: frame.minX + alignment.horizontal.offset(size.width, in: frame.width), y: frame.minY + extent.above - guide)
            place(child, at: origin, proposal: proposal)
        }
    }

    /// How far below a frame's top its child sits. A frame has no text of its own, so its guide
    /// for a baseline is its bottom edge, and the child's baseline goes there, as in SwiftUI.
    mutating func frameOffset(_ child: Int, _ alignment: VerticalAlignment, size: CGSize, in height: CGFloat, proposal: ProposedViewSize) -> CGFloat {
        guard alignment.isTextBaseline else { return alignment.offset(size.height, in: height) }
        return height - baselineGuide(child, alignment, proposal, height: size.height)
    }
}

extension VerticalAlignment {
    var isTextBaseline: Bool { value == .firstTextBaseline || value == .lastTextBaseline }
}
