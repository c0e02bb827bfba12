import TrellisCore

/// SwiftUI's `aspectRatio(_:contentMode:)`: the child is proposed the size of the ratio that
/// fits in the proposal (`.fit`, the largest inside it) or fills it (`.fill`, the smallest around
/// it); with one dimension unspecified the other decides, with neither the child's ideal width
/// does. The modifier is as big as its child then chooses to be. A nil ratio is the child's ideal
/// size's (an image's own shape).
extension LayoutPass {
    mutating func aspectRatioSize(_ index: Int, _ ratio: CGFloat?, _ mode: ContentMode, _ proposal: ProposedViewSize) -> CGSize {
        guard let child = firstChild(of: index) else { return .zero }
        return sizeThatFits(child, aspectRatioProposal(index, ratio, mode, proposal))
    }

    mutating func aspectRatioProposal(_ index: Int, _ ratio: CGFloat?, _ mode: ContentMode, _ proposal: ProposedViewSize) -> ProposedViewSize {
        guard let child = firstChild(of: index) else { return proposal }
        var ideal: CGSize?
        func idealSize(_ pass: inout LayoutPass) -> CGSize {
            if let ideal { return ideal }
            let size = pass.sizeThatFits(child, .unspecified)
            ideal = size
            return size
        }
        let ratio = ratio ?? {
            let size = idealSize(&self)
            return size.width > 0 && size.height > 0 ? size.width / size.height : 1
        }()
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        let size = Self.aspectSize(ratio: ratio, mode: mode, width: width, height: height) ?? {
            let ideal = idealSize(&self)
            return CGSize(width: ideal.width, height: ideal.width / ratio)
        }()
        return ProposedViewSize(size)
    }

    /// The size of `ratio` for the proposed lengths; nil when neither is given.
    static func aspectSize(ratio: CGFloat, mode: ContentMode, width: CGFloat?, height: CGFloat?) -> CGSize? {
        switch (width, height) {
        case let (width?, height?):
            // A zero height is wider than any ratio: `.fit` then offers zero, as SwiftUI does, so a
            // stack probing its children at zero sees how far a fitted child can shrink.
            let isWider = height > 0 ? width / height > ratio : width > 0
            return (isWider == (mode == .fit)) ? CGSize(width: height * ratio, height: height) : CGSize(width: width, height: width / ratio)
        case let (width?, nil): return CGSize(width: width, height: width / ratio)
        case let (nil, height?): return CGSize(width: height * ratio, height: height)
        case (nil, nil): return nil
        }
    }
}
