import TrellisCore

/// Padding, the two frame modifiers, and background/overlay: the wrappers that size themselves
/// from one child.
extension LayoutPass {
    /// A frame's size and what it offers its child.
    struct FrameLayout {
        var size: CGSize
        var childProposal: ProposedViewSize
    }

    /// Padding offers the child the proposal less the insets (an unspecified dimension stays
    /// unspecified) and adds the insets back to the child's size. Inlined (see `computeSize`).
    @inline(__always)
    mutating func paddingSize(_ index: Int, _ insets: EdgeInsets, _ proposal: ProposedViewSize) -> CGSize {
        guard let child = firstChild(of: index) else {
            return CGSize(width: insets.leading + insets.trailing, height: insets.top + insets.bottom)
        }
        let size = sizeThatFits(child, Self.inset(proposal, by: insets))
        return CGSize(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    static func inset(_ proposal: ProposedViewSize, by insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: proposal.height.map { max(0, $0 - insets.top - insets.bottom) })
    }

    /// Inlined into `place` for the same reason as `paddingSize` into `sizeThatFits`.
    @inline(__always)
    mutating func placePadding(_ index: Int, _ insets: EdgeInsets, in frame: CGRect, proposal: ProposedViewSize) {
        guard let child = firstChild(of: index) else { return }
        place(child, at: CGPoint(x: frame.minX + insets.leading, y: frame.minY + insets.top), proposal: Self.inset(proposal, by: insets))
    }

    /// `frame(width:height:)`: a given dimension is fixed and offered to the child; an omitted one
    /// passes the proposal through and takes the child's size.
    mutating func fixedFrameSize(_ index: Int, _ frame: ResolvedFixedFrame, _ proposal: ProposedViewSize) -> FrameLayout {
        let childProposal = ProposedViewSize(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height)
        let childSize = firstChild(of: index).map { sizeThatFits($0, childProposal) } ?? .zero
        return FrameLayout(
            size: CGSize(width: frame.width ?? childSize.width, height: frame.height ?? childSize.height),
            childProposal: childProposal)
    }

    /// `frame(minWidth:idealWidth:maxWidth:…)`: the proposal clamped to the bounds goes to the
    /// child (the ideal length when unspecified); the frame then takes the child's length clamped
    /// between the bounds and the clamped proposal, so `maxWidth: .infinity` takes all it is offered.
    mutating func flexibleFrameSize(_ index: Int, _ frame: ResolvedFlexibleFrame, _ proposal: ProposedViewSize) -> FrameLayout {
        let width = Self.clampedProposal(proposal.width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth)
        let height = Self.clampedProposal(proposal.height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)
        let childProposal = ProposedViewSize(width: width, height: height)
        let childSize = firstChild(of: index).map { sizeThatFits($0, childProposal) } ?? .zero
        return FrameLayout(
            size: CGSize(
                width: Self.frameLength(child: childSize.width, proposed: proposal.width, clamped: width, min: frame.minWidth, ideal: frame.idealWidth, max: frame.maxWidth),
                height: Self.frameLength(child: childSize.height, proposed: proposal.height, clamped: height, min: frame.minHeight, ideal: frame.idealHeight, max: frame.maxHeight)),
            childProposal: childProposal)
    }

    static func clampedProposal(_ proposed: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat? {
        guard var length = proposed else { return ideal }
        if let min, length < min { length = min }
        if let max, length > max { length = max }
        return length
    }

    static func frameLength(child: CGFloat, proposed: CGFloat?, clamped: CGFloat?, min: CGFloat?, ideal: CGFloat?, max: CGFloat?) -> CGFloat {
        if proposed == nil, let ideal { return ideal }
        var length = child
        if let min { length = Swift.max(min, Swift.min(length, clamped ?? length)) }
        if let max { length = Swift.min(max, Swift.max(length, clamped ?? length)) }
        return length
    }

    /// Background and overlay: child 0 sizes the node; child 1 is offered exactly that size and
    /// placed in it with the modifier's alignment.
    mutating func placeLayered(_ index: Int, _ alignment: Alignment, in frame: CGRect, proposal: ProposedViewSize) {
        let members = children(of: index)
        guard let content = members.first else { return }
        place(content, at: frame.origin, proposal: proposal)
        for layer in members.dropFirst() {
            let layerProposal = ProposedViewSize(frame.size)
            let size = sizeThatFits(layer, layerProposal)
            var origin = frame.aligning(size, alignment)
            // The layer's guide goes on the content's (a baseline on its bottom edge if it has no text).
            if needsGuides(alignment.vertical) {
                let key = alignment.vertical.key
                origin.y = frame.minY + guide(content, key, proposal, size: frame.size) - guide(layer, key, layerProposal, size: size)
            }
            if needsGuides(alignment.horizontal) {
                let key = alignment.horizontal.key
                origin.x = frame.minX + guide(content, key, proposal, size: frame.size) - guide(layer, key, layerProposal, size: size)
            }
            place(layer, at: origin, proposal: layerProposal)
        }
    }
}
