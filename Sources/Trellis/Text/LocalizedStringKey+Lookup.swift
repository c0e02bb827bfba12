import Foundation

/// A key's lookup in the environment's strings. A key is made before any environment exists, so
/// a Text keeps the key and looks it up where it resolves, in that environment's locale.
struct LocalizedLookup: Sendable {
    var key: LocalizedStringKey
    /// The table to look in; `Localizable` when nil.
    var table: String?
    /// What the text shows where nothing localizes: the key as written, exactly as before strings
    /// tables existed, so a render without them is unchanged.
    var unlocalized: Text.Storage

    func storage(in environment: EnvironmentValues) -> Text.Storage {
        guard environment.localizes else { return unlocalized }
        return LocalizedStringKey.FormattedParts(segments: key.localizedSegments(table: table, in: environment))
            .storage(in: environment)
    }
}

extension LocalizedStringKey {
    /// The key as a strings table names it: the literal text with `%` doubled, and a placeholder
    /// for each interpolated value (`%@`, `%lld`, `%lf`, or the specifier given), as SwiftUI
    /// writes it; a key without interpolation is its literal.
    public var formatKey: String { explicitKey ?? interpolation?.formatKey ?? key }

    /// The key's value in `environment` as pieces: its translation in the locale's language, else
    /// the development language's, else the key, with the values in its placeholders and the
    /// pseudo-language applied.
    func localizedSegments(table: String?, in environment: EnvironmentValues) -> [FormattedParts.Segment] {
        let arguments = interpolation?.arguments(in: environment) ?? []
        let strings = environment.localizedStrings
        let found = strings?.lookUp(formatKey, table: table, locale: environment.locale)
        let pseudo = environment.pseudoLanguage
        if arguments.isEmpty, found == nil || found.map({ if case .string = $0.format { true } else { false } }) == true {
            // A key without arguments is shown as its value is written: no placeholder to fill.
            var value = defaultFormat ?? key
            if let found, case .string(let string) = found.format { value = string }
            let segments: [FormattedParts.Segment] = [.literal(value)]
            return pseudo?.transform(segments) ?? segments
        }
        let language = found?.language ?? strings?.developmentLanguage
            ?? environment.locale.language.languageCode?.identifier ?? "en"
        let formatter = LocalizedFormatter(arguments: arguments, language: language, locale: environment.locale, pseudoLanguage: pseudo)
        return formatter.segments(of: found?.format ?? .string(defaultFormat ?? formatKey))
    }

    /// The key's characters in `environment`, without Markdown read or styles: what a title made
    /// from a key (a navigation bar's) shows. The key as written where nothing localizes.
    func resolvedString(in environment: EnvironmentValues, table: String? = nil) -> String {
        guard environment.localizes else { return key }
        return localizedSegments(table: table, in: environment).map { segment in
            switch segment {
            case .literal(let text), .value(let text): text
            case .formatted(let formatting): formatting.format(in: environment)
            case .text(let text): text.plainString(in: environment)
            }
        }.joined()
    }
}

extension LocalizedStringKey.FormattedParts {
    /// The format key of these pieces (see `LocalizedStringKey.formatKey`).
    var formatKey: String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text.replacingOccurrences(of: "%", with: "%%")
            case .value, .text: "%@"
            case .formatted(let formatting): formatting.placeholder
            }
        }.joined()
    }

    /// The interpolated values in order, as a translation's placeholders take them.
    func arguments(in environment: EnvironmentValues) -> [FormatArgument] {
        segments.compactMap { segment in
            switch segment {
            case .literal: nil
            case .value(let text): .string(text)
            case .formatted(let formatting): formatting.argument ?? .string(formatting.format(in: environment))
            case .text(let text): .text(text)
            }
        }
    }
}
