import Foundation

/// A `.stringsdict` file: an XML property list whose keys each hold a format
/// (`NSStringLocalizedFormatKey`, such as `%#@files@`) and, for each `%#@name@` in it, a plural
/// rule (`NSStringPluralRuleType`) with its forms by category and the specifier of its argument.
enum StringsDictFile {
    static func read(_ url: URL, name: String) throws(LocalizedStringsError) -> [(key: String, format: LocalizedFormat)] {
        func fail(_ reason: String, at location: String? = nil) -> LocalizedStringsError {
            LocalizedStringsError(file: name, location: location, reason: reason)
        }
        guard let data = try? Data(contentsOf: url) else { throw fail("cannot be read") }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let message = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "\(error)"
            throw LocalizedStringsError(
                file: name, line: LocalizedStringsError.line(in: message, of: data), reason: "is not a property list (" + message + ")")
        }
        guard let root = object as? [String: Any] else { throw fail("is not a dictionary of keys") }
        var entries: [(key: String, format: LocalizedFormat)] = []
        for key in root.keys.sorted() {
            let place = "'" + key + "'"
            guard let entry = root[key] as? [String: Any] else { throw fail("is not a dictionary", at: place) }
            guard let format = entry["NSStringLocalizedFormatKey"] as? String else {
                throw fail("has no NSStringLocalizedFormatKey string", at: place)
            }
            var substitutions: [String: LocalizedFormat.Substitution] = [:]
            for variable in entry.keys.sorted() where variable != "NSStringLocalizedFormatKey" {
                let where_ = place + " › " + variable
                guard let rule = entry[variable] as? [String: Any] else { throw fail("is not a dictionary", at: where_) }
                let type = rule["NSStringFormatSpecTypeKey"] as? String
                guard type == "NSStringPluralRuleType" else {
                    throw fail("NSStringFormatSpecTypeKey is \(type.map { "'\($0)'" } ?? "missing"); only NSStringPluralRuleType is read", at: where_)
                }
                var forms: [PluralCategory: LocalizedFormat] = [:]
                for category in PluralCategory.allCases {
                    if let form = rule[category.rawValue] {
                        guard let text = form as? String else { throw fail("is not a string", at: where_ + " › " + category.rawValue) }
                        forms[category] = .string(text)
                    }
                }
                guard forms[.other] != nil else { throw fail("has no 'other' form, which every language needs", at: where_) }
                substitutions[variable] = LocalizedFormat.Substitution(
                    argumentNumber: nil, specifier: rule["NSStringFormatValueTypeKey"] as? String ?? "@", forms: forms)
            }
            entries.append((key, substitutions.isEmpty ? .string(format) : .substituted(.string(format), substitutions)))
        }
        return entries
    }
}
