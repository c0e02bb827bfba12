/// A run of text. Its own modifiers (`.font`, `.bold()`, …) return `Text`, as in SwiftUI, and win
/// over the environment's values.
///
/// As in SwiftUI, the View conformance is declared in an extension, so that the type is not
/// main-actor isolated: model code (a struct of icons and titles, say) can make a Text anywhere.
public struct Text: Sendable {
    enum Modifier: Hashable, Sendable {
        case font(Font?)
        case weight(Font.Weight?)
        case italic
        case color(Color?)
        case underline(Bool)
        case strikethrough(Bool)
    }

    let string: String
    var modifiers: [Modifier] = []

    public init(verbatim content: String) {
        string = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        string = String(content)
    }

    /// Literals: SwiftUI treats them as localization keys; Trellis has no localization tables, so a
    /// key renders as itself.
    public init(_ key: LocalizedStringKey) {
        string = key.key
    }

    private func adding(_ modifier: Modifier) -> Text {
        var copy = self
        copy.modifiers.append(modifier)
        return copy
    }

    public func font(_ font: Font?) -> Text { adding(.font(font)) }
    public func fontWeight(_ weight: Font.Weight?) -> Text { adding(.weight(weight)) }
    public func bold() -> Text { adding(.weight(.bold)) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { adding(.italic) }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundColor(_ color: Color?) -> Text { adding(.color(color)) }
    public func underline(_ isActive: Bool = true) -> Text { adding(.underline(isActive)) }
    public func strikethrough(_ isActive: Bool = true) -> Text { adding(.strikethrough(isActive)) }

    func resolvedText(in environment: EnvironmentValues) -> ResolvedText {
        var font = environment.font ?? .body
        var weight = environment.fontWeight
        var italic = environment.isItalic
        var color: Color.Resolved?
        var underline = false
        var strikethrough = false
        for modifier in modifiers {
            switch modifier {
            case .font(let value): font = value ?? environment.font ?? .body
            case .weight(let value): weight = value
            case .italic: italic = true
            case .color(let value): color = value?.resolve(in: environment)
            case .underline(let value): underline = value
            case .strikethrough(let value): strikethrough = value
            }
        }
        if let weight { font = font.weight(weight) }
        if italic { font = font.italic() }
        return ResolvedText(
            string: string,
            font: font.resolve(dynamicTypeSize: environment.dynamicTypeSize),
            color: color ?? environment.resolvedForeground,
            lineLimit: environment.lineLimit,
            alignment: environment.multilineTextAlignment,
            isUnderlined: underline,
            isStrikethrough: strikethrough,
            truncationMode: environment.truncationMode)
    }
}

extension Text: View {
    public typealias Body = Never

    public static func _resolve(_ view: Text, in context: _ResolveContext) -> [ResolvedNode] {
        [ResolvedNode(.text(view.resolvedText(in: context.environment)))]
    }
}

/// A string literal used as a localization key. Trellis renders the key itself.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
        public mutating func appendInterpolation(_ value: String) { output += value }
    }

    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }
}

extension EnvironmentValues {
    /// The color text and unstyled shapes paint with: the foreground style, else the theme's text.
    var resolvedForeground: Color.Resolved {
        foregroundStyle?._resolveColor(in: self) ?? themeColor(\.text).resolve(in: self)
    }

    /// The concrete font in force for text that sets none itself.
    var resolvedFont: Font.Resolved {
        var font = self.font ?? .body
        if let fontWeight { font = font.weight(fontWeight) }
        if isItalic { font = font.italic() }
        return font.resolve(dynamicTypeSize: dynamicTypeSize)
    }
}
