/// A run of text. Its own modifiers (`.font`, `.bold()`, …) return `Text`, as in SwiftUI, and win
/// over the environment's values; `Text + Text` keeps each part's own (TextConcatenation.swift).
///
/// A string literal is a `LocalizedStringKey`, and as in SwiftUI its inline Markdown is rendered
/// (`**bold**`, `*italic*`, `` `code` ``, `~~struck~~`, `[link](url)`; TextMarkdown.swift);
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
        case underline(Bool)
        case strikethrough(Bool)
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
    }

    let storage: Storage
    var modifiers: [Modifier] = []

    init(storage: Storage) {
        self.storage = storage
    }

    public init(verbatim content: String) {
        storage = .verbatim(content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        storage = .verbatim(String(content))
    }

    /// Literals: SwiftUI treats them as localization keys, whose Markdown it renders. Trellis has no
    /// localization tables, so a key renders as itself, Markdown and all.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = key.hasMarkup ? .markdown(key.markdownSource) : .verbatim(key.key)
    }

    func adding(_ modifier: Modifier) -> Text {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    public func fontDesign(_ design: Font.Design?) -> Text { adding(.design(design ?? .default)) }
    public func bold() -> Text { adding(.weight(.bold)) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { adding(.italic) }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// Sans Mono, the family Trellis draws every monospaced font in.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? adding(.design(.monospaced)) : self }
    /// DejaVu's digits all have one advance already, so this changes nothing that is drawn.
    public func monospacedDigit() -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { adding(.color(color)) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { adding(.style(AnyShapeStyle(style))) }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.underline(isActive)) }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.underline(isActive))
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { adding(.strikethrough(isActive)) }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        adding(.strikethrough(isActive))
    }
    /// Space added after every character, in points (kerning and tracking differ only for
    /// ligatures, which DejaVu's Latin text does not form).
    public func kerning(_ kerning: CGFloat) -> Text { adding(.kerning(kerning)) }
    public func tracking(_ tracking: CGFloat) -> Text { adding(.kerning(tracking)) }
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { adding(.baselineOffset(baselineOffset)) }

    /// The text's characters as the environment shows them (formatted, Markdown markup removed),
    /// without its styles: what a navigation title made from a Text shows.
    func plainString(in environment: EnvironmentValues = EnvironmentValues()) -> String {
        resolvedText(in: environment).string
    }

    /// The characters with the default environment: what chrome that shows a Text as a plain
    /// string (an alert's title, a bar's label) draws.
    var string: String { plainString() }

    /// `underline(pattern:)`'s and `strikethrough(pattern:)`'s line styles; every pattern is drawn
    /// solid.
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()
    }
}

extension Text: View {
    public typealias Body = Never

    public static func _resolve(_ view: Text, in context: _ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(.text(view.resolvedText(in: context.environment)))]
    }
}

/// A string literal used as a localization key. Trellis renders the key itself.
///
/// Interpolated values are inserted as they are: their characters are never read as Markdown,
/// as SwiftUI formats them into the key's placeholders after parsing it.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String
    /// `key` with each interpolated value's Markdown characters escaped.
    let markdownSource: String
    /// Whether `markdownSource` holds a character Markdown could read as markup.
    let hasMarkup: Bool

    public init(_ value: String) { self.init(key: value, markdownSource: value) }
    public init(stringLiteral value: String) { self.init(key: value, markdownSource: value) }

    init(key: String, markdownSource: String) {
        self.key = key
        self.markdownSource = markdownSource
        hasMarkup = InlineMarkdown.mayHaveMarkup(markdownSource)
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        var source = ""
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }
        public mutating func appendLiteral(_ literal: String) {
            output += literal
            source += literal
        }
        public mutating func appendInterpolation<T>(_ value: T) { append(String(describing: value)) }
        public mutating func appendInterpolation(_ value: String) { append(value) }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            append(format.format(input))
        }
        /// A text inside a literal shows its characters in the literal's style.
        public mutating func appendInterpolation(_ text: Text) { append(text.plainString()) }
        /// Formatted with the default locale, time zone and reference date (TextEnvironmentValues.swift).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            append(style.format(date, in: EnvironmentValues()))
        }
        @available(*, unavailable, message: "Trellis cannot draw an image inside a text yet: put the Image and the Text in an HStack")
        public mutating func appendInterpolation(_ image: Image) {}

        private mutating func append(_ value: String) {
            output += value
            source += InlineMarkdown.escaped(value)
        }
    }

    public init(stringInterpolation: StringInterpolation) {
        self.init(key: stringInterpolation.output, markdownSource: stringInterpolation.source)
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
