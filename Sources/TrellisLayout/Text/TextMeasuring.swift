import TrellisCore

/// How the layout engine asks for text: a measurer is a value the engine is given, as Yoga and
/// Taffy measure leaves through a callback, so layout rules can be tested with a fake measurer
/// and the real one (HarfBuzz over DejaVu) stays behind this one seam.
public protocol TextMeasuring: Sendable {
    /// The vertical metrics of one line of `font`, rounded the way Chromium rounds them.
    func metrics(for font: Font.Resolved) -> FontMetrics

    /// `string` broken into lines no wider than `width` (nil: one line per hard line break, at
    /// its ideal width), at most `lineLimit` lines (nil: no limit), the last line truncated with
    /// "…" per `truncationMode` when the text does not fit.
    func layout(
        _ string: String, font: Font.Resolved, width: CGFloat?, lineLimit: Int?,
        truncationMode: TextTruncationMode
    ) -> TextLayout

    /// `text` laid out in lines no wider than `width`, each of its styled runs measured in its own
    /// font. A measurer that knows no runs measures the whole string in the text's font.
    func layout(_ text: ResolvedText, width: CGFloat?) -> TextLayout
}

extension TextMeasuring {
    public func layout(_ text: ResolvedText, width: CGFloat?) -> TextLayout {
        layout(text.string, font: text.font, width: width, lineLimit: text.lineLimit, truncationMode: text.truncationMode)
    }
}

/// One line's vertical metrics, in points, as a browser computes them for the font's size and the
/// line height Trellis gives it.
public struct FontMetrics: Hashable, Sendable {
    /// The font's ascent, rounded to whole pixels as Chromium rounds it.
    public var ascent: CGFloat
    /// The font's descent (positive), rounded to whole pixels as Chromium rounds it.
    public var descent: CGFloat
    /// The line box's height: the font's line height rounded to 1/64 px.
    public var lineHeight: CGFloat
    /// The baseline's distance from the top of the line box: ⌊(lineHeight − ascent − descent) / 2⌋ + ascent.
    public var baseline: CGFloat

    /// Creates line metrics from their four measures, in points.
    public init(ascent: CGFloat, descent: CGFloat, lineHeight: CGFloat, baseline: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
        self.baseline = baseline
    }
}

/// One laid-out line of a text.
public struct TextLine: Hashable, Sendable {
    /// The part of the original string this line shows, in UTF-16 offsets (what a DOM Range counts),
    /// trailing hanging spaces and the line break excluded.
    public var range: Range<Int>
    /// What the line draws: the string's characters in `range`, with "…" where truncated.
    public var text: String
    /// The line's advance width in points, unrounded (the sum of its glyph advances).
    public var width: CGFloat
    /// The baseline's distance from the top of the text's box.
    public var baseline: CGFloat

    /// Creates a line that shows `text` for the part `range` of the string, `width` points wide, with
    /// its baseline `baseline` points below the top of the text's box.
    public init(range: Range<Int>, text: String, width: CGFloat, baseline: CGFloat) {
        self.range = range
        self.text = text
        self.width = width
        self.baseline = baseline
    }
}

/// A text broken into lines, and the box those lines make.
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public var lines: [TextLine]
    /// Width: the widest line rounded up to 1/64 px, as Chromium sizes a text's box; height: the
    /// line height times the number of lines.
    public var size: CGSize
    /// Whether the lines show less than the whole string: the line limit cut it and the last
    /// line ends in "…", or a line was truncated.
    public var isTruncated: Bool
    /// The fraction of its size the text is drawn at: below 1 when `minimumScaleFactor` shrank it
    /// to fit (TextSpacingLayout.swift).
    public var fontScale: CGFloat
    /// Points added to the letter spacing (zero or negative) when `allowsTightening` made the
    /// text fit (TextTightening.swift).
    public var tightening: CGFloat
    /// Whether a line ends before the furthest break that fits (iOS's rule against a one-word
    /// last line, LineBreaker.swift), where a browser's greedy breaking would not.
    public var breaksEarly: Bool

    /// Creates a text's layout from its lines and the box they make.
    public init(
        lines: [TextLine], size: CGSize, isTruncated: Bool = false, fontScale: CGFloat = 1, tightening: CGFloat = 0,
        breaksEarly: Bool = false
    ) {
        self.tightening = tightening
        self.breaksEarly = breaksEarly
        self.lines = lines
        self.size = size
        self.isTruncated = isTruncated
        self.fontScale = fontScale
    }
}
