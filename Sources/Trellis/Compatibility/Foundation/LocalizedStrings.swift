import Foundation

// Apple's Foundation localizes with `String(localized:)`, `String.LocalizationValue` and
// `LocalizedStringResource`; Linux's Foundation has none of them, so model and view code using them
// could not compile. Trellis has no strings tables, so each returns its key's own value (or the
// default value given), with interpolated values in place, as a lookup that finds no table does.

extension String {
    /// A localizable string: a key with its interpolated values, as `String(localized:)` takes it.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The key with its interpolated values written in, which is also its value without a table.
        let value: String

        /// A value of a string, read as written.
        public init(_ value: String) { self.value = value }
        public init(stringLiteral value: String) { self.value = value }
        public init(stringInterpolation: StringInterpolation) { value = stringInterpolation.output }

        /// Builds the value as a literal with interpolations is written.
        public struct StringInterpolation: StringInterpolationProtocol {
            var output = ""
            public init(literalCapacity: Int, interpolationCount: Int) {
                output.reserveCapacity(literalCapacity)
            }
            public mutating func appendLiteral(_ literal: String) { output += literal }
            /// Inserts a value as `String(describing:)` writes it.
            public mutating func appendInterpolation<T>(_ value: T) { output += String(describing: value) }
            /// Inserts a string as written.
            public mutating func appendInterpolation(_ value: String) { output += value }
            /// Inserts a value formatted with a format style.
            public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
                output += format.format(input)
            }
            /// Inserts a number written with a printf-style specifier, such as `"%.1f"`.
            public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
                output += String(format: specifier, value)
            }
        }
    }

    /// The localized string of `keyAndValue`: without strings tables, its own value.
    ///
    /// - Parameters:
    ///   - keyAndValue: The key, which is also the value when no table has it.
    ///   - table: The strings table to look in; Trellis has none.
    ///   - bundle: The bundle of the table; not used.
    ///   - locale: The locale to look up; not used.
    ///   - comment: Context for translators; not used.
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = keyAndValue.value
    }

    /// The localized string of `key`: without strings tables, `defaultValue`.
    ///
    /// - Parameters:
    ///   - key: The key to look up.
    ///   - defaultValue: The value when no table has the key.
    ///   - table: The strings table to look in; Trellis has none.
    ///   - bundle: The bundle of the table; not used.
    ///   - locale: The locale to look up; not used.
    ///   - comment: Context for translators; not used.
    public init(localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self = defaultValue.value
    }

    /// The string of a localized resource: without strings tables, its default value.
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.value
    }
}

/// A reference to a localized string, looked up where it is shown, as App Intents, widgets and
/// `Text` take it. Without strings tables, its value is its default value.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The key to look up.
    public var key: String
    /// The value when no table has the key.
    public var defaultValue: String.LocalizationValue
    /// The strings table to look in.
    public var table: String?
    /// The locale to look up.
    public var locale: Locale

    /// A resource whose key is also its value.
    public init(_ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        key = keyAndValue.value
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
    /// A text showing a localized resource: its value, with its inline Markdown, as a literal's.
    /// Disfavored, so that a literal stays a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(LocalizedStringKey(String(localized: resource)))
    }
}
