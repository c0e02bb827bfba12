/// The spacing modifiers of a text: `kerning`/`tracking` (space after every character, as CSS
/// letter-spacing adds it), `lineSpacing` (between lines), `baselineOffset` (the glyphs raised,
/// the line growing to hold them) and `minimumScaleFactor` (how far the font may shrink to fit).
/// All zero (and a factor of 1) draws the text as before.
public struct ResolvedTextSpacing: Hashable, Sendable {
    /// Points after every character.
    public var letterSpacing: CGFloat
    /// Points between consecutive lines.
    public var lineSpacing: CGFloat
    /// Points the glyphs sit above their baseline (below, when negative).
    public var baselineOffset: CGFloat
    /// The smallest fraction of its size the font may shrink to, in (0, 1].
    public var minimumScaleFactor: CGFloat
    /// `allowsTightening(_:)`: a text that would be truncated may first draw its characters
    /// closer together (ResolvedTextTightening.swift).
    public var allowsTightening: Bool

    /// Creates spacing from what the modifiers asked for, rounded to hundredths and kept in range:
    /// letter spacing within ±1,000 points, line spacing 0…10,000, baseline offset ±10,000; a
    /// non-finite value reads as 0, and a scale factor outside (0, 1) as 1.
    public init(letterSpacing: CGFloat = 0, lineSpacing: CGFloat = 0, baselineOffset: CGFloat = 0, minimumScaleFactor: CGFloat = 1, allowsTightening: Bool = false) {
        self.allowsTightening = allowsTightening
        self.letterSpacing = Self.finite(letterSpacing, within: -1000...1000)
        self.lineSpacing = Self.finite(lineSpacing, within: 0...10000)
        self.baselineOffset = Self.finite(baselineOffset, within: -10000...10000)
        let factor = minimumScaleFactor.isFinite ? minimumScaleFactor : 1
        self.minimumScaleFactor = factor > 0 && factor < 1 ? (factor * 100).rounded(.up) / 100 : 1
    }

    /// Hundredths, in range: every output writes the value it was measured with.
    private static func finite(_ value: CGFloat, within range: ClosedRange<CGFloat>) -> CGFloat {
        guard value.isFinite else { return 0 }
        return (min(max(value, range.lowerBound), range.upperBound) * 100).rounded() / 100
    }

    /// Whether nothing is set, so the text is measured and drawn as plain text.
    public var isDefault: Bool { self == ResolvedTextSpacing() }

    /// The dump's words for what is set.
    package var dumpText: String {
        var parts: [String] = []
        if letterSpacing != 0 { parts.append("letterSpacing=\(NumberFormatting.string(Double(letterSpacing)))") }
        if lineSpacing != 0 { parts.append("lineSpacing=\(NumberFormatting.string(Double(lineSpacing)))") }
        if baselineOffset != 0 { parts.append("baselineOffset=\(NumberFormatting.string(Double(baselineOffset)))") }
        if minimumScaleFactor != 1 { parts.append("minimumScaleFactor=\(NumberFormatting.string(Double(minimumScaleFactor)))") }
        if allowsTightening { parts.append("allowsTightening") }
        return parts.joined(separator: " ")
    }
}

extension ResolvedText {
    /// The space between lines beyond the font's line height: the font's line gap (a text
    /// style's leading) and the text's own `lineSpacing`.
    public var lineSpacing: CGFloat { font.lineGap + spacing.lineSpacing }

    /// The space between lines for a text laid out in `lines` lines: none for one line, which is
    /// the font's own height with no gap above or below it, so its page needs no spacer.
    public func lineSpacing(forLines lines: Int) -> CGFloat { lines > 1 ? lineSpacing : 0 }

    /// The text at `scale` of its size (and its runs' sizes), each size and line height to the
    /// hundredth: how a text shrunk by `minimumScaleFactor` is measured and drawn.
    public func scaled(by scale: CGFloat) -> ResolvedText {
        guard scale != 1 else { return self }
        func scaled(_ font: Font.Resolved) -> Font.Resolved {
            var copy = font
            copy.size = (font.size * scale * 100).rounded() / 100
            copy.lineHeight = (font.lineHeight * scale * 100).rounded() / 100
            copy.lineGap = (font.lineGap * scale * 100).rounded() / 100
            if font.tracking != 0 { copy = copy.tracked() }
            return copy
        }
        var copy = self
        copy.font = scaled(font)
        copy.runs = runs.map { run in
            var run = run
            run.font = scaled(run.font)
            return run
        }
        return copy
    }
}
