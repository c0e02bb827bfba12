import TrellisCore

/// Effects and transforms take their content's size and place it where they are, as SwiftUI's
/// do: a rotation or an offset moves the drawing, never the frame. A mask is laid out as an
/// overlay (proposed the content's size, placed with its alignment).
extension LayoutPass {
    mutating func placeEffect(_ index: Int, _ effect: ResolvedEffect, in frame: CGRect, proposal: ProposedViewSize) {
        if case .mask(let alignment) = effect {
            placeLayered(index, alignment, in: frame, proposal: proposal)
        } else {
            placeAligned(index, .center, in: frame, proposal: proposal)
        }
    }
}
