/// A view that shows text the user cannot edit, on as many lines as it needs.
///
/// Its own modifiers (`.font`, `.bold()`, …) return `Text`, as in SwiftUI, and win
/// over the environment's values; `Text + Text` keeps each part's own (TextConcatenation.swift).
///
/// A string literal is a `LocalizedStringKey`, and as in SwiftUI its inline Markdown is rendered
/// (`**bold**`, `*italic*`, code in backticks, `~~struck~~`, `[link](url)`; TextMarkdown.swift);
/// `Text(verbatim:)` and a `String` value are shown as written.
///
/// As in SwiftUI, the View conformance is declared in an extension, so that the type is not
/// main-actor isolated: model code (a struct of icons and titles, say) can make a Text anywhere.
public struct Text: Sendable {
    enum Modifier: Sendable {
        case font(Font?)
        case weight(Font.Weight?)
        case italic
        case design(Font.Design)
        case color(Color?)
        case style(AnyShapeStyle)
        case underline(Bool, LineStyle)
        case strikethrough(Bool, LineStyle)
        case kerning(CGFloat)
        case baselineOffset(CGFloat)
    }

    enum Storage: Sendable {
        case verbatim(String)
        /// A literal's key, whose inline Markdown is rendered.
        case markdown(String)
        /// Parts joined with `+`, each keeping its own modifiers.
        case concatenation([Text])
        /// A date or a value formatted with the environment's locale and time zone.
        case formatted(TextFormatting)
        /// A key with values formatted by format styles, which are formatted again in the
        /// environment the text resolves in (LocalizedStringKey+Formatting.swift).
        case localized(LocalizedStringKey.FormattedParts)
        /// A key looked up in the environment's strings, in its locale's language; where nothing
        /// localizes, the storage the key alone gives (LocalizedStringKey+Lookup.swift).
        indirect case lookup(LocalizedLookup)
    }

    let storage: Storage
    var modifiers: [Modifier] = []

    init(storage: Storage) {
        self.storage = storage
    }

    /// Creates a text that shows a string as written, without localization or Markdown.
    ///
    /// - Parameter content: The characters to show.
    public init(verbatim content: String) {
        storage = .verbatim(content)
    }

    /// Creates a text that shows a string value as written.
    ///
    /// Unlike a literal, a `String` value is not read as Markdown, as in SwiftUI.
    ///
    /// - Parameter content: The characters to show.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        storage = .verbatim(String(content))
    }

    /// Creates a text that shows a localized string, rendering its inline Markdown.
    ///
    /// As in SwiftUI, a literal is a localization key: the text shows the key's value in the
    /// environment's `localizedStrings`, in the language of its `locale`, with the interpolated
    /// values in its placeholders (`"\(count) items"` is the key `%lld items`). A key no table
    /// has shows the development language's value, else the key itself, Markdown and all.
    ///
    /// - Parameters:
    ///   - key: The literal, such as `"**Bold** and *italic*"`.
    ///   - tableName: The strings table to look the key up in; `Localizable` when nil.
    ///   - bundle: The bundle SwiftUI would look the key up in; Trellis has the environment's strings only.
    ///   - comment: Context for translators; not used.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        let unlocalized: Storage = key.formattedParts.map(Storage.localized)
            ?? (key.hasMarkup ? .markdown(key.markdownSource) : .verbatim(key.key))
        storage = .lookup(LocalizedLookup(key: key, table: tableName, unlocalized: unlocalized))
    }

    func adding(_ modifier: Modifier) -> Text {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    /// The text's characters as the environment shows them (formatted, Markdown markup removed),
    /// without its styles: what a navigation title made from a Text shows.
    func plainString(in environment: EnvironmentValues = EnvironmentValues()) -> String {
        resolvedText(in: environment).string
    }

    /// The characters with the default environment: what chrome that shows a Text as a plain
    /// string (an alert's title, a bar's label) draws.
    var string: String { plainString() }

    /// A line's pattern and color for an underline or a strikethrough.
    ///
    /// The type of `underline(pattern:)`'s and `strikethrough(pattern:)`'s styles.
    public struct LineStyle: Hashable, Sendable {
        /// A line's dash pattern.
        public typealias Pattern = TextLinePattern
        /// The line's dash pattern.
        public var pattern: Pattern
        /// The line's color, or `nil` for the text's color.
        public var color: Color?
        /// Creates a line style.
        ///
        /// - Parameters:
        ///   - pattern: The dash pattern; `.solid` by default.
        ///   - color: The line's color, or `nil` for the text's color.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// A solid line in the text's color.
        public static let single = LineStyle()
    }
}

extension Text: View {
    public typealias Body = Never

    public static func _resolve(_ view: Text, in context: _ResolveContext) -> [ResolvedNode] {
        // A reserved line count (`lineLimit(3...6)`) wraps the text in a frame that tall.
        let text = view.resolvedText(in: context.environment)
        return [ResolvedNode.reservingLines(of: text, context.redactedIfPlaceholder(ResolvedNode(.text(text))), in: context.environment)]
    }
}

/// A string literal used as a localization key: `Text` and every view titled by one look it up
/// in the environment's `localizedStrings` (LocalizedStringKey+Lookup.swift), and show the key
/// itself where no table has it.
///
/// Interpolated values are inserted as they are: their characters are never read as Markdown,
/// as SwiftUI formats them into the key's placeholders after parsing it.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String
    /// `key` with each interpolated value's Markdown characters escaped.
    let markdownSource: String
    /// The key's pieces, literal text and interpolated values, when it was interpolated: what
    /// its format key (`%lld items`) and a translation's arguments are made from.
    var interpolation: FormattedParts?
    /// The value shown where no table has the key, when it differs from the key (a
    /// `LocalizedStringResource`'s default value), as a format of the interpolation's values.
    var defaultFormat: String?
    /// The key a table names the string by, when it is not made from the literal
    /// (`String(localized: "greeting", defaultValue: …)`).
    var explicitKey: String?
    /// Whether `markdownSource` holds a character Markdown could read as markup.
    let hasMarkup: Bool
    /// The key's pieces when a value in it has a format style, so a Text can format it in its
    /// environment; `key` and `markdownSource` hold it formatted in the default environment.
    var formattedParts: FormattedParts?

    /// Creates a key from a string value; a text made from it renders the string's inline Markdown,
    /// as a literal's.
    public init(_ value: String) { self.init(key: value, markdownSource: value) }
    /// The key as written, for frameworks that name things with keys (a chart's axis titles).
    package var plainKey: String { key }
    public init(stringLiteral value: String) { self.init(key: value, markdownSource: value) }

    init(key: String, markdownSource: String) {
        self.key = key
        self.markdownSource = markdownSource
        hasMarkup = InlineMarkdown.mayHaveMarkup(markdownSource)
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var source = ""
        var parts = FormattedParts()
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            source += literal
            parts.segments.append(.literal(literal))
        }
        /// Inserts a value as `String(describing:)` writes it; its characters are never read as
        /// Markdown.
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }
        /// Inserts a string as written; its characters are never read as Markdown.
        public mutating func appendInterpolation(_ value: String) { append(value) }
        /// Inserts a value formatted with a format style.
        ///
        /// Foundation's date and number styles take the environment's locale (and a date style
        /// its time zone and calendar), as `Text(value, format: style)` does: a Text formats the
        /// value where it resolves; elsewhere (a title, an alert) the default environment's
        /// en_US_POSIX, UTC and Gregorian decide.
        ///
        /// - Parameters:
        ///   - input: The value to format.
        ///   - format: The format style, such as `.number` or `.dateTime.year()`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            let formatting = TextFormatting(input, format: format)
            appendFormatted(formatting)
        }
        /// A text inside a literal keeps its own modifiers (a smaller unit after a number), as in SwiftUI.
        public mutating func appendInterpolation(_ text: Text) { appendText(text) }
        /// Formatted with the default locale, time zone and reference date (TextEnvironmentValues.swift).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(style.format(date, in: EnvironmentValues()))
        }
        @available(*, unavailable, message: "Trellis cannot draw an image inside a text yet: put the Image and the Text in an HStack")
        public mutating func appendInterpolation(_ image: Image) {}

        private mutating func append(_ value: String) {
            output += value
            source += InlineMarkdown.escaped(value)
            parts.segments.append(.value(value))
        }
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(key: stringInterpolation.output, markdownSource: stringInterpolation.source)
        if stringInterpolation.parts.isFormatted { formattedParts = stringInterpolation.parts }
        interpolation = stringInterpolation.parts
    }
}

extension EnvironmentValues {
    /// The color text and unstyled shapes paint with: the foreground style, else the theme's text.
    var resolvedForeground: Color.Resolved {
        foregroundStyle?._resolveColor(in: self) ?? themeColor(\.text).resolve(in: self)
    }

    /// The paint unstyled shapes fill with: the foreground style, gradients included.
    var resolvedForegroundPaint: ResolvedPaint {
        foregroundStyle?._resolvePaint(in: self) ?? .color(themeColor(\.text).resolve(in: self))
    }

    /// The concrete font in force for text that sets none itself.
    var resolvedFont: Font.Resolved {
        var font = self.font ?? themeValue(\.fonts.body)
        if let fontWeight { font = font.weight(fontWeight) }
        if isItalic { font = font.italic() }
        return font.resolve(in: self)
    }
}
