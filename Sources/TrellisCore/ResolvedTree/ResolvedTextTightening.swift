/// `allowsTightening(true)`: as TextKit does for a truncating line, a text that does not fit its
/// lines first draws its characters closer together, and is truncated only if that is not
/// enough. TextKit tightens while the text is at most `tighteningFactorForTruncation` (0.05)
/// wider than its line; Trellis takes the same bound as a letter spacing of at most 5% of the
/// text's average advance, taken off every character, so no line gets more than 5% narrower.
/// The layout engine chooses the spacing (TextTightening.swift in TrellisLayout) and both
/// outputs write it as letter-spacing, so a browser breaks and draws the text as measured.
extension ResolvedText {
    /// The largest tightening there is: 5% of the average advance, as TextKit's default factor.
    public static let tighteningFactor: CGFloat = 0.05

    /// The text with `tightening` (zero or negative points) added to its letter spacing: how a
    /// tightened text is measured and drawn.
    public func tightened(by tightening: CGFloat) -> ResolvedText {
        guard tightening != 0 else { return self }
        var copy = self
        copy.spacing.letterSpacing = ((spacing.letterSpacing + tightening) * 100).rounded() / 100
        return copy
    }
}
