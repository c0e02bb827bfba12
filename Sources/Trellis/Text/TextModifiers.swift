// Text's view modifiers: each sets an environment value every text below reads.

extension View {
    /// Shows the text below in upper or lower case (`.uppercase`, `.lowercase`); nil leaves it as written.
    ///
    /// The case is applied when the text resolves, so the HTML and SVG hold the changed characters.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }

    /// Adds `lineSpacing` points between the lines of every text below, measured and drawn in both outputs.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    /// Lets the text below shrink its font down to `factor` of its size to fit its lines, as measured
    /// by the engine; the outputs write the shrunk size.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    /// Whether the text below may tighten its letter spacing to fit before it is truncated, by at
    /// most 5% of its average advance, as TextKit tightens (ResolvedTextTightening.swift).
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }

    /// Space after every character of the text below, as `Text.kerning(_:)` adds it.
    public func kerning(_ kerning: CGFloat) -> some View { environment(\.textLetterSpacing, kerning) }
    /// Space after every character of the text below, as `Text.tracking(_:)` adds it.
    public func tracking(_ tracking: CGFloat) -> some View { environment(\.textLetterSpacing, tracking) }
    /// The text below raised by `baselineOffset` points, as `Text.baselineOffset(_:)` raises it.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { environment(\.textBaselineOffset, baselineOffset) }

    /// DejaVu's digits all have one advance already, so this changes nothing that is drawn.
    public func monospacedDigit() -> some View { self }

    /// Sets every text below in the font's monospaced design (DejaVu Sans Mono) when `isActive` is true.
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.font) { font in
            if isActive { font = (font ?? .body).monospaced() }
        }
    }

    /// Sets the design (`.default`, `.serif`, `.monospaced`, `.rounded`) of every text below; nil
    /// leaves the fonts as they are. `.rounded` draws in DejaVu Sans, which has no rounded design.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.font) { font in
            if let design { font = (font ?? .body).design(design) }
        }
    }

    /// Underlines every text below when `isActive` is true, in `pattern` and `color` (nil: each
    /// text's own color); a text's own `underline` wins.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textUnderline, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }

    /// Strikes through every text below when `isActive` is true, in `pattern` and `color` (nil:
    /// each text's own color); a text's own `strikethrough` wins.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        environment(\.textStrikethrough, isActive ? Text.LineStyle(pattern: pattern, color: color) : nil)
    }
}

private struct UnderlineKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }
private struct LetterSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct BaselineOffsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct StrikethroughKey: EnvironmentKey { static let defaultValue: Text.LineStyle? = nil }

extension EnvironmentValues {
    /// The underline `View.underline` set for the texts below; nil: none.
    var textUnderline: Text.LineStyle? {
        get { self[UnderlineKey.self] }
        set { self[UnderlineKey.self] = newValue }
    }

    var textLetterSpacing: CGFloat {
        get { self[LetterSpacingKey.self] }
        set { self[LetterSpacingKey.self] = newValue }
    }

    var textBaselineOffset: CGFloat {
        get { self[BaselineOffsetKey.self] }
        set { self[BaselineOffsetKey.self] = newValue }
    }

    /// The strikethrough `View.strikethrough` set for the texts below; nil: none.
    var textStrikethrough: Text.LineStyle? {
        get { self[StrikethroughKey.self] }
        set { self[StrikethroughKey.self] = newValue }
    }
}

extension View {
    /// At most the range's upper bound lines, and at least its lower bound's height: a short or
    /// empty text (a vertical text field's prompt) keeps room for that many lines, as in SwiftUI.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound, reserving: limit.lowerBound)
    }

    /// At least `limit.lowerBound` lines' height, and no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil, reserving: limit.lowerBound)
    }

    /// At most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound, reserving: nil)
    }

    /// At most `limit` lines; with `reservesSpace`, a shorter text still takes `limit` lines'
    /// height (drawn from the top), as in SwiftUI.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        lineLimit(limit, reserving: reservesSpace ? limit : nil)
    }
}

extension View {
    /// The font of the text in this view and below it that sets none of its own.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// The weight of the text in this view and below it.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environment(\.fontWeight, weight)
    }

    /// Makes the text in this view and below it bold.
    public func bold(_ isActive: Bool = true) -> some View {
        environment(\.fontWeight, isActive ? .bold : nil)
    }

    /// Makes the text in this view and below it italic.
    public func italic(_ isActive: Bool = true) -> some View {
        environment(\.isItalic, isActive)
    }

    /// The most lines text in this view and below it may take; `nil` for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Where text that does not fit is cut, in this view and below it.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// How the lines of multiline text align, in this view and below it.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}

extension View {
    /// Draws this text at a relative scale (iOS 17); Trellis draws `.secondary` at the default
    /// scale.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}

extension Text {
    /// A relative text scale (iOS 17).
    public enum Scale: Hashable, Sendable {
        /// The normal scale.
        case `default`
        /// A smaller scale for secondary text.
        case secondary
    }
}

extension Font {
    /// How much space a font puts between lines.
    public enum Leading: Hashable, Sendable {
        case standard, tight, loose
    }

    /// This font with tighter or looser line spacing. Trellis spaces lines by the font's own
    /// metrics (measured against Chromium), so the font is returned unchanged.
    public func leading(_ leading: Leading) -> Font { self }
}

extension View {
    /// The language whose line-breaking and typesetting rules this text follows; Trellis measures
    /// with its own rules in every language.
    public func typesetLanguage(_ language: Locale.Language) -> some View { self }
}
