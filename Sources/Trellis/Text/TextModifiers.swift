// Text's modifiers. On any view, each sets an environment value every text below reads; on a Text
// (the `extension Text` below), each returns a Text, so `Text + Text` keeps each part's style.

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

extension Text {
    /// Sets the font of this text, overriding the environment's.
    ///
    /// - Parameter font: The font, or `nil` to use the environment's (the theme's `fonts.body` when
    ///   none is set).
    /// - Returns: A text in that font.
    public func font(_ font: Font?) -> Text { adding(.font(font)) }

    /// Sets the weight of this text's font.
    ///
    /// - Parameter weight: The weight, or `nil` to keep the font's own.
    /// - Returns: A text in that weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }

    /// Sets the design of this text's font.
    ///
    /// DejaVu draws every design: `.monospaced` in DejaVu Sans Mono, `.serif` in DejaVu Serif, the
    /// others in DejaVu Sans.
    ///
    /// - Parameter design: The design, or `nil` for `.default`.
    /// - Returns: A text in that design.
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design ?? .default)) }

    /// Returns this text in bold.
    public func bold() -> Text { adding(.weight(.bold)) }

    /// Returns this text in bold when `isActive` is true, else unchanged.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }

    /// Returns this text in italics.
    public func italic() -> Text { adding(.italic) }

    /// Returns this text in italics when `isActive` is true, else unchanged.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }

    /// Returns this text in the monospaced design when `isActive` is true, else unchanged.
    ///
    /// Trellis draws every monospaced font in DejaVu Sans Mono.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding(.design(.monospaced)) : self }

    /// Returns this text with digits of equal width.
    ///
    /// DejaVu's digits all have one advance already, so this changes nothing that is drawn.
    public func monospacedDigit() -> Text { self }

    /// Draws a line under this text when `isActive` is true.
    ///
    /// - Parameters:
    ///   - isActive: Whether to underline.
    ///   - color: The line's color, or `nil` for the text's color.
    /// - Returns: An underlined text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.underline(isActive, LineStyle(color: color)))
    }

    /// Draws a line under this text when `isActive` is true, in `pattern` and `color`.
    ///
    /// HTML writes `text-decoration-style` (CSS has no dash-dot: `.dashDot` and `.dashDotDot`
    /// are dashed there); SVG draws the dashes as rectangles (TextDecorationDashes.swift).
    ///
    /// - Parameters:
    ///   - isActive: Whether to underline.
    ///   - pattern: The line's dash pattern.
    ///   - color: The line's color, or `nil` for the text's color.
    /// - Returns: An underlined text.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.underline(isActive, LineStyle(pattern: pattern, color: color)))
    }

    /// Draws a line through this text when `isActive` is true.
    ///
    /// - Parameters:
    ///   - isActive: Whether to strike the text through.
    ///   - color: The line's color, or `nil` for the text's color.
    /// - Returns: A struck-through text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive, LineStyle(color: color)))
    }

    /// Draws a line through this text when `isActive` is true, in `pattern` and `color`, drawn as
    /// `underline(_:pattern:color:)` draws its line.
    ///
    /// - Parameters:
    ///   - isActive: Whether to strike the text through.
    ///   - pattern: The line's dash pattern.
    ///   - color: The line's color, or `nil` for the text's color.
    /// - Returns: A struck-through text.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive, LineStyle(pattern: pattern, color: color)))
    }

    /// Adds space after every character of this text, in points.
    ///
    /// The layout engine measures the spaced text, and both outputs draw it so (CSS
    /// `letter-spacing` in HTML). Kerning and tracking differ only for ligatures, which DejaVu's
    /// Latin text does not form.
    public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }

    /// Adds space after each character of this text; the same as `kerning(_:)` here.
    ///
    /// - Parameter tracking: The points to add after each character.
    /// - Returns: A text with that tracking.
    public func tracking(_ tracking: CGFloat) -> Text { adding(.kerning(tracking)) }

    /// Raises this text above its baseline (or lowers it, for a negative offset).
    ///
    /// - Parameter baselineOffset: The points to move the text up by.
    /// - Returns: A text with that offset.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { adding(.baselineOffset(baselineOffset)) }
}
