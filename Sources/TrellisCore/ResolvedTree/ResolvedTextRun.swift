import Foundation

/// One stretch of a text in one style: a Markdown span, or one part of a `Text + Text`. A text
/// whose characters all share its own style has no runs; otherwise its runs spell its string in
/// order, and its own font is the runs' tallest (the line height every line takes).
public struct ResolvedTextRun: Hashable, Sendable {
    /// The run's characters.
    public var string: String
    /// The run's font, which may differ from its neighbours' in weight, size or design.
    public var font: Font.Resolved
    /// The run's color.
    public var color: Color.Resolved
    /// A Markdown link's destination: the run is a link the HTML follows.
    public var link: URL?
    /// Whether a line is drawn under the run.
    public var isUnderlined: Bool
    /// Whether a line is drawn through the run.
    public var isStrikethrough: Bool
    /// The underline's pattern and color, when `isUnderlined`.
    public var underlineStyle: ResolvedLineStyle
    /// The strikethrough's pattern and color, when `isStrikethrough`.
    public var strikethroughStyle: ResolvedLineStyle

    /// Creates a run from concrete values.
    public init(string: String, font: Font.Resolved, color: Color.Resolved, link: URL? = nil, isUnderlined: Bool = false, isStrikethrough: Bool = false,
                underlineStyle: ResolvedLineStyle = ResolvedLineStyle(), strikethroughStyle: ResolvedLineStyle = ResolvedLineStyle()) {
        self.string = string
        self.font = font
        self.color = color
        self.link = link
        self.isUnderlined = isUnderlined
        self.isStrikethrough = isStrikethrough
        self.underlineStyle = underlineStyle
        self.strikethroughStyle = strikethroughStyle
    }

    /// Whether the run looks like its neighbour, so that both can be one run.
    package func hasStyle(of other: ResolvedTextRun) -> Bool {
        font == other.font && color == other.color && link == other.link
            && isUnderlined == other.isUnderlined && isStrikethrough == other.isStrikethrough
            && underlineStyle == other.underlineStyle && strikethroughStyle == other.strikethroughStyle
    }
}

extension ResolvedText {
    /// The runs of the text, its own style making the one run of a text that has none.
    public var styledRuns: [ResolvedTextRun] {
        runs.isEmpty
            ? [ResolvedTextRun(
                string: string, font: font, color: color, isUnderlined: isUnderlined, isStrikethrough: isStrikethrough,
                underlineStyle: underlineStyle, strikethroughStyle: strikethroughStyle)]
            : runs
    }

    /// The text with every character in `transform`'s case, its runs alike.
    package func mappingCharacters(_ transform: (String) -> String) -> ResolvedText {
        var copy = self
        copy.string = transform(string)
        if !runs.isEmpty {
            copy.runs = runs.map { run in
                var run = run
                run.string = transform(run.string)
                return run
            }
            copy.string = copy.runs.map(\.string).joined()
        }
        return copy
    }
}
