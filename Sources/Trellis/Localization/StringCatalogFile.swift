import Foundation

/// A String Catalog (`.xcstrings`): Xcode's JSON file of one strings table in every language,
/// each value a `stringUnit`, or `variations` by plural category or device, with `substitutions`
/// for strings that vary on more than one number.
struct StringCatalogFile {
    /// The table the catalog is: its file name without `.xcstrings`.
    var table: String
    /// The language the app is written in.
    var sourceLanguage: String
    /// Values by key, then language.
    var strings: [String: [String: LocalizedFormat]] = [:]

    static func read(_ url: URL, name: String) throws(LocalizedStringsError) -> StringCatalogFile {
        func fail(_ reason: String, at location: String? = nil) -> LocalizedStringsError {
            LocalizedStringsError(file: name, location: location, reason: reason)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw fail("cannot be read")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw LocalizedStringsError(
                file: name, line: Self.line(ofJSONError: error, in: data),
                reason: "is not valid JSON (" + Self.reason(ofJSONError: error) + ")")
        }
        guard let root = object as? [String: Any] else { throw fail("is not a JSON object") }
        guard let sourceLanguage = root["sourceLanguage"] as? String else { throw fail("has no \"sourceLanguage\" string") }
        guard let strings = root["strings"] as? [String: Any] else { throw fail("has no \"strings\" object") }
        var catalog = StringCatalogFile(
            table: url.deletingPathExtension().lastPathComponent, sourceLanguage: LocalizedStrings.canonical(sourceLanguage))
        for key in strings.keys.sorted() {
            let place = "'" + key + "'"
            guard let entry = strings[key] as? [String: Any] else { throw fail("is not an object", at: place) }
            guard let localizations = entry["localizations"] else { continue }
            guard let languages = localizations as? [String: Any] else { throw fail("\"localizations\" is not an object", at: place) }
            for language in languages.keys.sorted() {
                let format = try value(languages[language]!, at: place + " › " + language, fail: fail)
                catalog.strings[key, default: [:]][LocalizedStrings.canonical(language)] = format
            }
        }
        return catalog
    }

    /// A localization: `{"stringUnit": {"value": …}}` or `{"variations": {"plural" | "device": {…}}}`,
    /// with optional `substitutions`.
    private static func value(
        _ object: Any, at place: String, fail: (String, String?) -> LocalizedStringsError
    ) throws(LocalizedStringsError) -> LocalizedFormat {
        guard let localization = object as? [String: Any] else { throw fail("is not an object", place) }
        var format: LocalizedFormat
        if let unit = localization["stringUnit"] {
            guard let value = (unit as? [String: Any])?["value"] as? String else {
                throw fail("\"stringUnit\" has no \"value\" string", place)
            }
            format = .string(value)
        } else if let variations = localization["variations"] {
            format = try self.variations(variations, at: place + " › variations", fail: fail)
        } else {
            throw fail("has neither \"stringUnit\" nor \"variations\"", place)
        }
        if let substitutions = localization["substitutions"] {
            guard let named = substitutions as? [String: Any] else { throw fail("\"substitutions\" is not an object", place) }
            var parsed: [String: LocalizedFormat.Substitution] = [:]
            for name in named.keys.sorted() {
                let where_ = place + " › substitutions › " + name
                guard let substitution = named[name] as? [String: Any] else { throw fail("is not an object", where_) }
                guard let variations = substitution["variations"],
                      case .plural(let forms) = try self.variations(variations, at: where_ + " › variations", fail: fail) else {
                    throw fail("needs plural \"variations\"", where_)
                }
                let number = substitution["argNum"] as? Int
                let specifier = substitution["formatSpecifier"] as? String ?? "@"
                parsed[name] = LocalizedFormat.Substitution(argumentNumber: number, specifier: specifier, forms: forms)
            }
            format = .substituted(format, parsed)
        }
        return format
    }

    private static func variations(
        _ object: Any, at place: String, fail: (String, String?) -> LocalizedStringsError
    ) throws(LocalizedStringsError) -> LocalizedFormat {
        guard let variations = object as? [String: Any] else { throw fail("is not an object", place) }
        if let plural = variations["plural"] {
            guard let forms = plural as? [String: Any] else { throw fail("is not an object", place + " › plural") }
            var parsed: [PluralCategory: LocalizedFormat] = [:]
            for name in forms.keys.sorted() {
                guard let category = PluralCategory(rawValue: name) else {
                    throw fail("'\(name)' is not a plural category (zero, one, two, few, many, other)", place + " › plural")
                }
                parsed[category] = try value(forms[name]!, at: place + " › plural › " + name, fail: fail)
            }
            return .plural(parsed)
        }
        if let device = variations["device"] {
            guard let forms = device as? [String: Any] else { throw fail("is not an object", place + " › device") }
            var parsed: [String: LocalizedFormat] = [:]
            for name in forms.keys.sorted() {
                parsed[name] = try value(forms[name]!, at: place + " › device › " + name, fail: fail)
            }
            return .device(parsed)
        }
        throw fail("has neither \"plural\" nor \"device\"", place)
    }

    /// Foundation's JSON errors say "around character N" (a byte offset) in their debug
    /// description; the line is counted from it.
    private static func reason(ofJSONError error: Error) -> String {
        let info = (error as NSError).userInfo
        return (info[NSDebugDescriptionErrorKey] as? String) ?? (error as NSError).localizedDescription
    }

    private static func line(ofJSONError error: Error, in data: Data) -> Int? {
        LocalizedStringsError.line(in: reason(ofJSONError: error), of: data)
    }
}
