import Foundation

// Apple's Foundation localizes with `String(localized:)`, `String.LocalizationValue` and
// `LocalizedStringResource`; Linux's Foundation has none of them. Trellis's look their keys up in
// the strings and locale of the screen being resolved (`LocalizationScope`), as a Text does; with
// no strings and no pseudo-language in force, each returns its key's own value (or the default
// value given), with the interpolated values in place, as a lookup that finds no table does.

extension String {
    /// A localizable string: a key with its interpolated values, as `String(localized:)` takes it.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The key with its interpolated values written in, which is also its value without a table.
        let value: String
        /// The literal text and the values, from which the format key (`%lld items`) and a
        /// translation's arguments are made; nil for a value without interpolation.
        var parts: LocalizedStringKey.FormattedParts?

        /// A value of a string, read as written.
        public init(_ value: String) { self.value = value }
        public init(stringLiteral value: String) { self.value = value }
        public init(stringInterpolation: StringInterpolation) {
            value = stringInterpolation.output
            if stringInterpolation.parts.segments.contains(where: { if case .literal = $0 { false } else { true } }) {
                parts = stringInterpolation.parts
            }
        }

        /// The value as a key a Text or a lookup reads: its format key, its arguments, its value.
        var key: LocalizedStringKey {
            var key = LocalizedStringKey(key: value, markdownSource: value)
            key.interpolation = parts
            return key
        }

        public static func == (a: LocalizationValue, b: LocalizationValue) -> Bool {
            a.value == b.value && a.key.formatKey == b.key.formatKey
        }
        public func hash(into hasher: inout Hasher) { hasher.combine(value) }

        /// Builds the value as a literal with interpolations is written.
        public struct StringInterpolation: StringInterpolationProtocol {
            var output = ""
            var parts = LocalizedStringKey.FormattedParts()
            public init(literalCapacity: Int, interpolationCount: Int) {
                output.reserveCapacity(literalCapacity)
            }
            public mutating func appendLiteral(_ literal: String) {
                output += literal
                parts.segments.append(.literal(literal))
            }
            /// Inserts a value as `String(describing:)` writes it.
            public mutating func appendInterpolation<T>(_ value: T) { appendValue(String(describing: value)) }
            /// Inserts a string as written.
            public mutating func appendInterpolation(_ value: String) { appendValue(value) }
            /// Inserts an integer: `%lld` in the key, written in the locale where it is localized.
            public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
                let text = String(describing: value)
                guard let number = Int64(exactly: value) else { return appendValue(text) }
                appendNumber(text, placeholder: "%lld", argument: .integer(number))
            }
            /// Inserts a floating-point number: `%lf` in the key.
            public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
                appendNumber(String(describing: value), placeholder: "%lf", argument: .double(Double(value)))
            }
            /// Inserts a value formatted with a format style.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                output += format.format(input)
                parts.segments.append(.formatted(TextFormatting(input, format: format)))
            }
            /// Inserts a number written with a printf-style specifier, such as `"%.1f"`.
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
                appendNumber(String(format: specifier, value), placeholder: specifier, argument: FormatArgument(cValue: value))
            }

            private mutating func appendValue(_ text: String) {
                output += text
                parts.segments.append(.value(text))
            }

            private mutating func appendNumber(_ text: String, placeholder: String, argument: FormatArgument) {
                output += text
                var formatting = TextFormatting { _ in text }
                formatting.placeholder = placeholder
                formatting.argument = argument
                parts.segments.append(.formatted(formatting))
            }
        }

        /// The value looked up as `key` (its own format key when nil) in `table`, in the
        /// resolution's strings and `locale` (the screen's when it is `Locale.current`).
        func localized(key explicitKey: String?, table: String?, locale: Locale) -> String {
            guard let scope = LocalizationScope.current, scope.localizes else { return value }
            var environment = EnvironmentValues()
            environment.localizedStrings = scope.strings
            environment.pseudoLanguage = scope.pseudoLanguage
            environment.locale = locale.identifier == Locale.current.identifier ? scope.locale : locale
            var key = self.key
            if let explicitKey, explicitKey != key.formatKey {
                key.defaultFormat = key.formatKey
                key.explicitKey = explicitKey
            }
            return key.resolvedString(in: environment, table: table)
        }
    }

    /// The localized string of `keyAndValue`: its value in the strings of the screen being
    /// resolved, in its locale's language; without strings, its own value.
    ///
    /// - Parameters:
    ///   - keyAndValue: The key, which is also the value when no table has it.
    ///   - table: The strings table to look in; `Localizable` when nil.
    ///   - bundle: The bundle of the table; Trellis has the screen's strings only.
    ///   - locale: The locale to look up; `.current` means the screen's.
    ///   - comment: Context for translators; not used.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.localized(key: nil, table: table, locale: locale)
    }

    /// The localized string of `key`: its value in the strings of the screen being resolved, else
    /// `defaultValue`.
    ///
    /// - Parameters:
    ///   - key: The key to look up.
    ///   - defaultValue: The value when no table has the key.
    ///   - table: The strings table to look in; `Localizable` when nil.
    ///   - bundle: The bundle of the table; Trellis has the screen's strings only.
    ///   - locale: The locale to look up; `.current` means the screen's.
    ///   - comment: Context for translators; not used.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.localized(key: key.description, table: table, locale: locale)
    }

    /// The string of a localized resource, looked up as `String(localized:)` looks up its key.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.localized(key: resource.key, table: resource.table, locale: resource.locale)
    }
}

/// A reference to a localized string, looked up where it is shown, as App Intents, widgets and
/// `Text` take it: a Text shows it in its environment's strings and locale.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key to look up.
    public var key: String
    /// The value when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The strings table to look in.
    public var table: String?
    /// The locale to look up; `.current` means the screen's.
    public var locale: Locale

    /// A resource whose key is also its value.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        key = keyAndValue.key.formatKey
        defaultValue = keyAndValue
        self.table = table
        self.locale = locale
    }

    /// A resource of `key`, with the value to show when no table has it.
    public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.key = key.description
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }
}

extension Text {
    /// A text showing a localized resource: its key looked up in the environment's strings, else its
    /// default value, with its inline Markdown, as a literal's.
    /// Disfavored, so that a literal stays a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        var key = resource.defaultValue.key
        if resource.key != key.formatKey {
            key.defaultFormat = key.formatKey
            key.explicitKey = resource.key
        }
        self.init(key, tableName: resource.table)
    }
}

/// The strings, locale and pseudo-language of the screen being resolved, for the lookups that
/// have no environment (`String(localized:)` in a view's body or its model): resolution sets it
/// around the walk, as an app's bundle and preferred language are there for its whole run.
enum LocalizationScope {
    struct Values: Sendable {
        var strings: LocalizedStrings?
        var locale: Locale
        var pseudoLanguage: PseudoLanguage?
        var localizes: Bool { strings != nil || pseudoLanguage != nil }
    }

    @TaskLocal static var current: Values?

    /// Runs `body` with `environment`'s strings in force.
    static func with<T>(_ environment: EnvironmentValues, _ body: () -> T) -> T {
        $current.withValue(Values(
            strings: environment.localizedStrings, locale: environment.locale, pseudoLanguage: environment.pseudoLanguage
        )) { body() }
    }
}
