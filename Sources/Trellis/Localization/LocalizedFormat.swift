import Foundation

/// A localized value as a catalog holds it: a format string, or variations of one by plural
/// category or device, with named substitutions (`%#@files@`) that vary on their own argument.
indirect enum LocalizedFormat: Hashable, Sendable {
    /// A format string: `%@`, `%lld`, `%.2f`, positional `%2$@` and `%#@name@` placeholders.
    case string(String)
    /// Forms by the plural category of the format's first numeric argument.
    case plural([PluralCategory: LocalizedFormat])
    /// Forms by device (`iphone`, `ipad`, `mac`, `other`…).
    case device([String: LocalizedFormat])
    /// A format with the substitutions its `%#@name@` placeholders name.
    case substituted(LocalizedFormat, [String: Substitution])

    /// A `%#@name@` placeholder's forms, each varying on one argument.
    struct Substitution: Hashable, Sendable {
        /// The argument it varies on, counted from 1; nil takes the next argument in order.
        var argumentNumber: Int?
        /// The specifier `%arg` (or a form's own placeholder) formats the argument with (`lld`).
        var specifier: String
        /// Its forms by plural category.
        var forms: [PluralCategory: LocalizedFormat]
    }

    /// The device a Trellis canvas stands for: an iPhone.
    static let devices = ["iphone", "other"]
}

/// A value inserted into a localized format, as the key's interpolation made it.
indirect enum FormatArgument: Sendable {
    case integer(Int64)
    case double(Double)
    /// A string, or a value already written as one (`%@`).
    case string(String)
    /// An interpolated `Text` with its own modifiers, inserted as a part of its own.
    case text(Text)

    /// The number a plural form is chosen by.
    var operands: PluralRules.Operands {
        switch self {
        case .integer(let value): PluralRules.Operands(integer: value)
        case .double(let value): PluralRules.Operands(value)
        case .string(let value): PluralRules.Operands(Double(value) ?? 0)
        case .text(let text): PluralRules.Operands(Double(text.plainString()) ?? 0)
        }
    }

    var isNumber: Bool {
        switch self {
        case .integer, .double: true
        case .string, .text: false
        }
    }
}

/// Fills a localized format with its arguments, as `String(format:)` and Foundation's plural
/// rules do on Apple platforms, into the pieces a `Text` draws: the format's own characters (read
/// as Markdown) and the arguments (never read as Markdown).
struct LocalizedFormatter {
    var arguments: [FormatArgument]
    /// The language whose plural rules choose forms.
    var language: String
    var locale: Locale
    var pseudoLanguage: PseudoLanguage?

    typealias Segment = LocalizedStringKey.FormattedParts.Segment

    func segments(of format: LocalizedFormat) -> [Segment] {
        var next = 0
        var segments: [Segment] = []
        fill(format, substitutions: [:], next: &next, into: &segments)
        return pseudoLanguage?.transform(segments) ?? segments
    }

    private func fill(
        _ format: LocalizedFormat, substitutions: [String: LocalizedFormat.Substitution], next: inout Int,
        into segments: inout [Segment]
    ) {
        switch format {
        case .string(let string):
            fill(string, substitutions: substitutions, next: &next, into: &segments)
        case .plural(let forms):
            let argument = arguments.first(where: \.isNumber) ?? arguments.first
            fill(form(forms, for: argument), substitutions: substitutions, next: &next, into: &segments)
        case .device(let forms):
            let form = LocalizedFormat.devices.lazy.compactMap { forms[$0] }.first ?? forms.sorted { $0.key < $1.key }.first?.value
            fill(form ?? .string(""), substitutions: substitutions, next: &next, into: &segments)
        case .substituted(let base, let more):
            fill(base, substitutions: substitutions.merging(more) { _, new in new }, next: &next, into: &segments)
        }
    }

    private func form(_ forms: [PluralCategory: LocalizedFormat], for argument: FormatArgument?) -> LocalizedFormat {
        let category = argument.map { PluralRules.category(of: $0.operands, language: language) } ?? .other
        // A zero form is used for 0 in any language that has it written, as Foundation does.
        if argument.map({ $0.operands.n == 0 }) == true, let zero = forms[.zero] { return zero }
        return forms[category] ?? forms[.other] ?? forms.sorted { $0.key.rawValue < $1.key.rawValue }.first?.value ?? .string("")
    }

    private func fill(
        _ string: String, substitutions: [String: LocalizedFormat.Substitution], next: inout Int,
        into segments: inout [Segment]
    ) {
        for token in FormatToken.parse(string) {
            switch token {
            case .literal(let text):
                if case .literal(let last)? = segments.last {
                    segments[segments.count - 1] = .literal(last + text)
                } else {
                    segments.append(.literal(text))
                }
            case .placeholder(let placeholder):
                let index = placeholder.position.map { $0 - 1 } ?? next
                if placeholder.position == nil { next += 1 }
                segments.append(value(placeholder, index < arguments.count ? arguments[index] : nil))
            case .substitution(let name, let position):
                guard let substitution = substitutions[name] else {
                    segments.append(.literal("%#@" + name + "@"))
                    continue
                }
                let index = (position ?? substitution.argumentNumber).map { $0 - 1 } ?? next
                if position == nil && substitution.argumentNumber == nil { next += 1 }
                let argument = index < arguments.count ? arguments[index] : nil
                // A form's placeholder (`%arg`, or a `.stringsdict` form's `%d`) is this argument.
                let inner = LocalizedFormatter(
                    arguments: argument.map { [$0] } ?? [], language: language, locale: locale, pseudoLanguage: nil)
                var formNext = 0
                let formFormat = form(substitution.forms, for: argument)
                var formSegments: [Segment] = []
                inner.fill(
                    Self.replacingArg(in: formFormat, specifier: substitution.specifier), substitutions: [:],
                    next: &formNext, into: &formSegments)
                for segment in formSegments {
                    if case .literal(let text) = segment, case .literal(let last)? = segments.last {
                        segments[segments.count - 1] = .literal(last + text)
                    } else {
                        segments.append(segment)
                    }
                }
            }
        }
    }

    /// A String Catalog's substitution forms write `%arg` for the argument; it is the
    /// substitution's specifier.
    private static func replacingArg(in format: LocalizedFormat, specifier: String) -> LocalizedFormat {
        switch format {
        case .string(let string): .string(string.replacingOccurrences(of: "%arg", with: "%1$" + specifier))
        case .plural(let forms): .plural(forms.mapValues { replacingArg(in: $0, specifier: specifier) })
        case .device(let forms): .device(forms.mapValues { replacingArg(in: $0, specifier: specifier) })
        case .substituted(let base, let more): .substituted(replacingArg(in: base, specifier: specifier), more)
        }
    }

    /// One argument written as its placeholder asks, in the locale (an integer's grouping, a
    /// decimal separator); a missing argument leaves the placeholder as written.
    private func value(_ placeholder: FormatToken.Placeholder, _ argument: FormatArgument?) -> Segment {
        guard let argument else { return .literal(placeholder.text) }
        switch (placeholder.kind, argument) {
        case (_, .text(let text)):
            return .text(text)
        case (.object, .string(let string)), (.string, .string(let string)):
            return .value(string)
        case (.object, .integer(let value)):
            return .value(String(value))
        case (.object, .double(let value)):
            return .value(String(value))
        case (.integer, _):
            let number: Int64
            switch argument {
            case .integer(let value): number = value
            case .double(let value): number = Int64(exactly: value.rounded(.towardZero)) ?? 0
            default:
                guard case .string(let string) = argument, let value = Int64(string) else {
                    if case .string(let string) = argument { return .value(string) }
                    return .literal(placeholder.text)
                }
                number = value
            }
            return .value(FilledPlaceholders.string(placeholder.integerSpecifier, locale: locale, number))
        case (.floatingPoint, _):
            let number: Double
            switch argument {
            case .integer(let value): number = Double(value)
            case .double(let value): number = value
            case .string(let string):
                guard let value = Double(string) else { return .value(string) }
                number = value
            case .text: number = 0
            }
            return .value(FilledPlaceholders.string(placeholder.floatingPointSpecifier, locale: locale, number))
        case (.string, .integer(let value)):
            return .value(String(value))
        case (.string, .double(let value)):
            return .value(String(value))
        }
    }
}

/// A printf-style format split into its literal text and its placeholders.
enum FormatToken: Equatable {
    case literal(String)
    case placeholder(Placeholder)
    /// `%#@name@`, optionally positional (`%2$#@name@`).
    case substitution(String, position: Int?)

    struct Placeholder: Equatable {
        enum Kind: Equatable { case object, integer, floatingPoint, string }
        /// The placeholder as written.
        var text: String
        /// Counted from 1 (`%2$@`); nil takes the next argument.
        var position: Int?
        /// Flags, width and precision (`-08.2`), without the position.
        var options: String
        var conversion: Character
        var kind: Kind

        /// The specifier for a 64-bit integer argument (`%'5lld`).
        var integerSpecifier: String { "%" + options + "ll" + String(conversion) }
        /// The specifier for a Double argument.
        var floatingPointSpecifier: String { "%" + options + String(conversion) }
    }

    static func parse(_ format: String) -> [FormatToken] {
        var tokens: [FormatToken] = []
        var literal = ""
        let characters = Array(format)
        var index = 0
        func flush() {
            if !literal.isEmpty { tokens.append(.literal(literal)) }
            literal = ""
        }
        while index < characters.count {
            let character = characters[index]
            guard character == "%", index + 1 < characters.count else {
                literal.append(character)
                index += 1
                continue
            }
            if characters[index + 1] == "%" {
                literal.append("%")
                index += 2
                continue
            }
            var cursor = index + 1
            var position: Int?
            var digits = ""
            while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber {
                digits.append(characters[cursor])
                cursor += 1
            }
            if !digits.isEmpty, cursor < characters.count, characters[cursor] == "$" {
                position = Int(digits)
                cursor += 1
                digits = ""
            } else {
                cursor = index + 1
            }
            // `%#@name@`
            if cursor + 1 < characters.count, characters[cursor] == "#", characters[cursor + 1] == "@",
               let end = characters[(cursor + 2)...].firstIndex(of: "@") {
                flush()
                tokens.append(.substitution(String(characters[(cursor + 2)..<end]), position: position))
                index = end + 1
                continue
            }
            var options = ""
            while cursor < characters.count, "-+ #0'".contains(characters[cursor]) {
                options.append(characters[cursor])
                cursor += 1
            }
            while cursor < characters.count, characters[cursor].isASCII, characters[cursor].isNumber || characters[cursor] == "." {
                options.append(characters[cursor])
                cursor += 1
            }
            while cursor < characters.count, "hlqLzjt".contains(characters[cursor]) { cursor += 1 }
            guard cursor < characters.count, let kind = Self.kind(of: characters[cursor]) else {
                literal.append(character)
                index += 1
                continue
            }
            flush()
            tokens.append(.placeholder(Placeholder(
                text: String(characters[index...cursor]), position: position, options: options,
                conversion: characters[cursor], kind: kind)))
            index = cursor + 1
        }
        flush()
        return tokens
    }

    private static func kind(of conversion: Character) -> Placeholder.Kind? {
        switch conversion {
        case "@": .object
        case "d", "i", "u", "o", "x", "X", "c", "C": .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "s", "S": .string
        default: nil
        }
    }
}

extension FormatArgument {
    /// A C value as `String(format:)` would take it.
    init(cValue value: any CVarArg) {
        switch value {
        case let number as Int64: self = .integer(number)
        case let number as Int: self = .integer(Int64(number))
        case let number as Int32: self = .integer(Int64(number))
        case let number as UInt32: self = .integer(Int64(number))
        case let number as Double: self = .double(number)
        case let number as Float: self = .double(Double(number))
        case let string as String: self = .string(string)
        default: self = .string(String(describing: value))
        }
    }
}
