import Trellis

/// The keys a run's screens looked up that a language lacks, listed once per run, as unknown
/// symbols are: such a key shows the development language's value, else the key itself, as an
/// app does, so the run goes on and the reader learns what to translate.
public struct MissingTranslations: Hashable, Sendable, CustomStringConvertible {
    /// Sorted by language, table and key.
    public var keys: [LocalizedStrings.MissingKey]

    /// nil when no key is missing.
    public init?(_ keys: [LocalizedStrings.MissingKey]) {
        guard !keys.isEmpty else { return nil }
        self.keys = keys
    }

    /// How many keys one language's line names before it counts the rest.
    static let keysPerLine = 8

    public var description: String {
        var lines = ["\(keys.count) key\(keys.count == 1 ? " has" : "s have") no translation and show the development language's value or the key:"]
        var byLanguage: [(String, [LocalizedStrings.MissingKey])] = []
        for key in keys {
            if byLanguage.last?.0 == key.language {
                byLanguage[byLanguage.count - 1].1.append(key)
            } else {
                byLanguage.append((key.language, [key]))
            }
        }
        for (language, missing) in byLanguage {
            var names = missing.prefix(Self.keysPerLine).map { key in
                "'" + key.key + "'" + (key.table == LocalizedStrings.defaultTable ? "" : " (" + key.table + ")")
            }.joined(separator: ", ")
            if missing.count > Self.keysPerLine { names += " and \(missing.count - Self.keysPerLine) more" }
            lines.append("  " + language + ": " + names)
        }
        return lines.joined(separator: "\n")
    }
}
