import Foundation
import Synchronization

// A number interpolated into a key is not text on iOS: SwiftUI writes a printf placeholder into
// the key (`%lld` for an integer, `%lf` for a Double, `%f` for a Float) and fills it with
// `String(format:locale:)` in the environment's locale. So `Text("\(1_000)")` shows "1,000" in
// en_US and `Text("\(3.5)")` "3.500000", where `Text(verbatim:)` and `Text(someString)` show the
// value as Swift describes it. Trellis fills the placeholder the same way, where the text
// resolves; Foundation's formatting data ships with the toolchain, so every machine writes the
// same bytes.

extension LocalizedStringKey.StringInterpolation {
    /// Inserts an integer as SwiftUI does: with the environment's locale's grouping ("1,000" in
    /// en_US), through the `%lld` (or, unsigned, `%llu`) placeholder a key gives it.
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
        if let signed = Int64(exactly: value) {
            appendPlaceholder("%lld", signed)
        } else {
            // Above Int64.max: Foundation on Linux writes `%llu` as a signed number, so the
            // locale's number style writes it, with the same grouping.
            let unsigned = UInt64(truncatingIfNeeded: value)
            appendFormatted(TextFormatting { environment in
                unsigned.formatted(IntegerFormatStyle<UInt64>(locale: environment.locale))
            })
        }
    }

    /// Inserts a floating-point number as SwiftUI does: through the `%lf` placeholder a key
    /// gives it, so with six decimals and the locale's grouping ("1,234.500000" in en_US).
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
        appendPlaceholder("%lf", Double(value))
    }

    /// Inserts a number written with a `printf` format, as `"\(value, specifier: "%.1f")"`, in
    /// the environment's locale as SwiftUI writes it ("1,234.5" in en_US).
    ///
    /// - Parameters:
    ///   - value: The number (or other C value) to write.
    ///   - specifier: The format, such as `"%.2f"` or `"%d"`.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendPlaceholder(specifier, value)
    }

    /// `value` through `specifier`, filled in where the text resolves, with its locale.
    private mutating func appendPlaceholder(_ specifier: String, _ value: any CVarArg) {
        // A C argument is a plain number here, copied into the closure and only read.
        nonisolated(unsafe) let argument = value
        var formatting = TextFormatting { environment in
            FilledPlaceholders.string(specifier, locale: environment.locale, argument)
        }
        formatting.placeholder = specifier
        formatting.argument = FormatArgument(cValue: value)
        appendFormatted(formatting)
    }
}

/// Placeholders filled before, by specifier, locale and number, in a bounded cache.
///
/// Foundation's `String(format:locale:)` sets up the locale's number formatting on every call,
/// which costs far more than the text it writes: a screen of interpolated labels resolved once
/// per state page it led to spent most of its 10 s there. The same number in the same locale
/// always reads the same, so a filled placeholder is kept and used again; the cache is bounded
/// (`BoundedCache`), so a process that fills millions of different numbers keeps a share of them,
/// not all. A number is any integer or floating-point C argument, told apart by its type and
/// the words it is passed to `printf` as; anything else (an object) is filled every time.
enum FilledPlaceholders {
    private struct Key: Hashable {
        let specifier: String
        let locale: Locale
        let type: ObjectIdentifier
        /// The argument as `printf` reads it: an integer's value, a floating-point number's bits
        /// (NaN is then one key, as it is one text).
        let words: [Int]
    }

    /// Some hundred bytes an entry (a short string, a locale and the key's words), so about
    /// 40,000 numbers are kept.
    private static let budget = 4 << 20

    private static let filled = Mutex(BoundedCache<Key, String>(budget: budget))

    static func string(_ specifier: String, locale: Locale, _ argument: any CVarArg) -> String {
        guard argument is any BinaryInteger || argument is any BinaryFloatingPoint else {
            return String(format: specifier, locale: locale, argument)
        }
        let key = Key(specifier: specifier, locale: locale, type: ObjectIdentifier(type(of: argument)), words: argument._cVarArgEncoding)
        if let kept = filled.withLock({ $0.value(for: key) }) { return kept }
        let string = String(format: specifier, locale: locale, argument)
        let bytes = 96 + specifier.utf8.count + string.utf8.count + 8 * key.words.count
        filled.withLock { $0.store(string, for: key, bytes: bytes) }
        return string
    }
}
