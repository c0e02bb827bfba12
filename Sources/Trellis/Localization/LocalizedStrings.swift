import Foundation
import Synchronization

/// An app's localized strings: every strings table in every language, as Xcode builds them from
/// String Catalogs (`.xcstrings`), `.lproj/*.strings` and `.lproj/*.stringsdict` files.
///
/// The environment carries it (`\.localizedStrings`), and `Text("key")`, every view titled by a
/// `LocalizedStringKey` and `String(localized:)` look their keys up in it in the language of the
/// environment's `locale`, as an app looks them up in its bundle. Read a folder of the app's
/// resources with `init(directory:)`, or build one in code with `add(_:forKey:language:table:)`.
///
/// A value, like `NamedAssets`, so renders with different strings run side by side. Keys the
/// lookups did not find are noted (`missingKeys`) so that a run can list them once.
public struct LocalizedStrings: Sendable {
    /// The language the app is written in: the String Catalog's `sourceLanguage`, else `en`. A key
    /// missing from the language looked up falls back to this language's value, else to the key.
    public var developmentLanguage: String

    /// Tables by name (`Localizable` for `Localizable.xcstrings` or `Localizable.strings`), keys by
    /// name, values by language.
    var tables: [String: [String: [String: LocalizedFormat]]] = [:]

    /// Keys looked up and not found in the language asked for (so shown in the development
    /// language or as the key), shared by every copy of these strings.
    let misses = MissedKeys()

    /// The keys lookups with these strings (or any copy of them) did not find in the language they
    /// asked for, sorted by language, table and key; each is returned once, so a run lists the
    /// misses of its own renders.
    public func takeMissingKeys() -> [MissingKey] { misses.take() }

    /// Creates strings with no table: every key shows its development-language value, the key itself.
    public init(developmentLanguage: String = "en") {
        self.developmentLanguage = developmentLanguage
    }

    /// Whether no table holds a string.
    public var isEmpty: Bool { tables.values.allSatisfy(\.isEmpty) }

    /// Every language a table has a string in, the development language included, sorted.
    public var languages: [String] {
        var found: Set<String> = [developmentLanguage]
        for table in tables.values {
            for values in table.values { found.formUnion(values.keys) }
        }
        return found.sorted()
    }

    /// The table names, sorted.
    public var tableNames: [String] { tables.keys.sorted() }

    /// Every key of `table` (default `Localizable`), sorted.
    public func keys(inTable table: String? = nil) -> [String] {
        (tables[table ?? Self.defaultTable] ?? [:]).keys.sorted()
    }

    /// The table a lookup without a table name reads, as in Apple's bundles.
    public static let defaultTable = "Localizable"

    /// Adds the plain string `value` of `key` in `language` to `table`, replacing one already there.
    public mutating func add(_ value: String, forKey key: String, language: String, table: String? = nil) {
        add(.string(value), forKey: key, language: language, table: table)
    }

    mutating func add(_ format: LocalizedFormat, forKey key: String, language: String, table: String? = nil) {
        tables[table ?? Self.defaultTable, default: [:]][key, default: [:]][Self.canonical(language)] = format
    }

    /// Adds every string of `other`, replacing those of the same table, key and language.
    public mutating func merge(_ other: LocalizedStrings) {
        for (table, keys) in other.tables {
            for (key, values) in keys {
                tables[table, default: [:]][key, default: [:]].merge(values) { _, new in new }
            }
        }
    }

    /// The language of these strings that `locale` reads: its identifier if a table has it
    /// (`pt-BR`), else its language and script (`zh-Hans`), else its language (`de` for `de_CH`),
    /// else nil.
    public func language(for locale: Locale) -> String? {
        let known = Set(languages)
        let identifier = Self.canonical(locale.identifier)
        if known.contains(identifier) { return identifier }
        guard let code = locale.language.languageCode?.identifier else { return nil }
        if let script = locale.language.script?.identifier, known.contains(code + "-" + script) { return code + "-" + script }
        return known.contains(code) ? code : nil
    }

    /// The value of `key` in `table` for `language`, or nil; no fallback.
    func format(forKey key: String, table: String?, language: String) -> LocalizedFormat? {
        tables[table ?? Self.defaultTable]?[key]?[language]
    }

    /// `key`'s value for `locale` as an app finds it, with the language it is in (whose plural
    /// rules then apply): the locale's language, else the development language's (noting the
    /// miss), else nil (the key is shown, and the miss noted).
    func lookUp(_ key: String, table: String?, locale: Locale) -> (format: LocalizedFormat, language: String)? {
        let language = self.language(for: locale)
            ?? Self.canonical(locale.language.languageCode?.identifier ?? developmentLanguage)
        if let found = format(forKey: key, table: table, language: language) { return (found, language) }
        // The development language shows the key when its table has no value: a catalog leaves
        // out a source-language value that equals its key. Only a translation is missing.
        if language != developmentLanguage {
            misses.insert(MissingKey(key: key, table: table ?? Self.defaultTable, language: language))
        }
        return format(forKey: key, table: table, language: developmentLanguage).map { ($0, developmentLanguage) }
    }

    /// Language identifiers as catalogs and `.lproj` folders spell them, with a hyphen
    /// (`pt_BR` → `pt-BR`); `Base` stands for the development language and is kept.
    static func canonical(_ language: String) -> String {
        language.replacingOccurrences(of: "_", with: "-")
    }

    /// A key a lookup did not find in the language it asked for.
    public struct MissingKey: Hashable, Sendable, Comparable {
        /// The key as the code wrote it (`%lld items` for `"\(count) items"`).
        public var key: String
        /// The table looked in.
        public var table: String
        /// The language looked up.
        public var language: String

        /// A key `table` lacks in `language`.
        public init(key: String, table: String, language: String) {
            self.key = key
            self.table = table
            self.language = language
        }

        public static func < (a: MissingKey, b: MissingKey) -> Bool {
            (a.language, a.table, a.key) < (b.language, b.table, b.key)
        }
    }

    final class MissedKeys: Sendable {
        private let keys = Mutex<Set<MissingKey>>([])

        func insert(_ key: MissingKey) { _ = keys.withLock { $0.insert(key) } }

        /// Sorted by language, table and key, and forgotten, so each resolution reports its own.
        func take() -> [MissingKey] { keys.withLock { keys in defer { keys = [] }; return keys.sorted() } }
    }
}

extension LocalizedStrings: Equatable {
    public static func == (a: LocalizedStrings, b: LocalizedStrings) -> Bool {
        a.developmentLanguage == b.developmentLanguage && a.tables == b.tables
    }
}

private struct LocalizedStringsKey: EnvironmentKey { static let defaultValue: LocalizedStrings? = nil }
private struct PseudoLanguageKey: EnvironmentKey { static let defaultValue: PseudoLanguage? = nil }

extension EnvironmentValues {
    /// The strings `Text("key")` and every localized title look up, in the language of `locale`;
    /// nil (the default) shows each key as written, as an app without strings tables does.
    public var localizedStrings: LocalizedStrings? {
        get { self[LocalizedStringsKey.self] }
        set { self[LocalizedStringsKey.self] = newValue }
    }

    /// A pseudo-language applied to every localized string, as Xcode's scheme option does for
    /// testing: longer, accented, bracketed or reversed text, with or without strings tables.
    public var pseudoLanguage: PseudoLanguage? {
        get { self[PseudoLanguageKey.self] }
        set { self[PseudoLanguageKey.self] = newValue }
    }

    /// Whether a localized string is looked up or transformed at all here; when not, a key shows
    /// as written, exactly as before strings existed.
    var localizes: Bool { localizedStrings != nil || pseudoLanguage != nil }
}
