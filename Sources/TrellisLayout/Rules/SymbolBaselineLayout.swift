import TrellisCore

/// A symbol image's text baselines. SF Symbols are drawn to sit in a line of their font's text:
/// the symbol's middle on the middle of the font's capitals, so a symbol's baseline is half the
/// cap height below its box's center, whatever its scale. An asset image, or a symbol made
/// resizable, is a picture with no baseline (its guide is its bottom edge).
extension LayoutPass {
    /// SF Pro's cap height over its em (1443 / 2048), the font iOS sets the text in.
    static let symbolCapHeight: CGFloat = 1443.0 / 2048.0

    func symbolBaseline(_ image: ResolvedImage, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        guard key.role == .firstTextBaseline || key.role == .lastTextBaseline,
              !image.isAsset, image.asset == nil, !image.isResizable else { return nil }
        let height = Self.symbolHeight(fontSize: image.font.size * image.scale)
        return ((height + Self.symbolCapHeight * image.font.size) / 2 * 100).rounded() / 100
    }
}
