import TrellisCore

/// `ResolvedProportionalWidth`: the node takes the width it is offered and offers its child a
/// fraction of it, which is how a slider's thumb and a progress bar's fill follow their value
/// at whatever width the control gets.
extension LayoutPass {
    mutating func proportionalWidthSize(_ index: Int, _ rule: ResolvedProportionalWidth, _ proposal: ProposedViewSize) -> FrameLayout {
        guard let child = firstChild(of: index) else {
            return FrameLayout(size: CGSize(width: Self.finite(proposal.width) ?? 0, height: 0), childProposal: proposal)
        }
        // Offered no width (or an infinite one), the node is as wide as its child would be.
        let width = Self.finite(proposal.width)
            ?? sizeThatFits(child, ProposedViewSize(width: nil, height: proposal.height)).width
        let childProposal = ProposedViewSize(width: rule.childWidth(in: width), height: proposal.height)
        let childSize = sizeThatFits(child, childProposal)
        return FrameLayout(size: CGSize(width: width, height: childSize.height), childProposal: childProposal)
    }

    /// The child at the node's leading edge, centered vertically (it is as tall as the node
    /// unless it chose a width other than the one offered).
    mutating func placeProportionalWidth(_ index: Int, _ rule: ResolvedProportionalWidth, in frame: CGRect, proposal: ProposedViewSize) {
        let layout = proportionalWidthSize(index, rule, proposal)
        placeAligned(index, .leading, in: frame, proposal: layout.childProposal)
    }

    private static func finite(_ length: CGFloat?) -> CGFloat? {
        guard let length, length.isFinite else { return nil }
        return length
    }
}
