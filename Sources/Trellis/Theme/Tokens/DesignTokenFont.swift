import Foundation

/// Dimension, fontWeight, fontFamily and typography values, read into a `Font`.
///
/// A typography token whose size and weight are one of Apple's text styles at the default Dynamic
/// Type size (17 px regular is `.body`) becomes that text style, so it scales with Dynamic Type
/// as a Swift theme's `.system(.body)` does; any other size is a fixed size.
enum DesignTokenFont {
    /// Family names that mean the system font, by the design they ask for. CSS's generic names
    /// first: they are what an exported theme writes.
    static let systemFamilies: [(name: String, design: Font.Design)] = [
        ("system-ui", .default), ("ui-serif", .serif), ("ui-monospace", .monospaced), ("ui-rounded", .rounded),
        ("sans-serif", .default), ("serif", .serif), ("monospace", .monospaced),
        ("-apple-system", .default), ("SF Pro", .default), ("SF Pro Text", .default), ("SF Pro Display", .default),
        ("SF Pro Rounded", .rounded), ("SF Mono", .monospaced), ("New York", .serif),
        ("DejaVu Sans", .default), ("DejaVu Serif", .serif), ("DejaVu Sans Mono", .monospaced),
    ]

    /// The 2025.10 names for weights, besides numbers from 1 to 1000.
    static let weightNames: [String: Int] = [
        "thin": 100, "hairline": 100, "extra-light": 200, "ultra-light": 200, "light": 300,
        "normal": 400, "regular": 400, "book": 400, "medium": 500, "semi-bold": 600, "demi-bold": 600,
        "bold": 700, "extra-bold": 800, "ultra-bold": 800, "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]

    /// Points from `{ "value": 16, "unit": "px" }` (1 rem is 16 px); a plain number is taken as points.
    static func dimension(_ value: Any) -> Result<CGFloat, TokenValueProblem> {
        if let number = jsonNumber(value) { return .success(CGFloat(number)) }
        guard let object = value as? [String: Any], let amount = object["value"].flatMap(jsonNumber),
              let unit = object["unit"] as? String
        else { return .problem("a dimension is an object with a numeric value and a unit (px or rem)") }
        switch unit {
        case "px": return .success(CGFloat(amount))
        case "rem": return .success(CGFloat(amount * 16))
        default: return .problem("unknown dimension unit '\(unit)'; units: px, rem")
        }
    }

    static func weight(_ value: Any) -> Result<Font.Weight, TokenValueProblem> {
        if let weight = jsonNumber(value) {
            guard weight >= 1, weight <= 1000 else { return .problem("a font weight is a number from 1 to 1000") }
            return .success(Font.Weight(value: Int(weight.rounded())))
        }
        if let name = value as? String, let weight = weightNames[name] { return .success(Font.Weight(value: weight)) }
        return .problem(
            "'\(value)' is not a font weight; a number from 1 to 1000 or one of "
                + weightNames.keys.sorted().joined(separator: ", "))
    }

    /// The design of the first family in `value` (a name or a list of names) that is known: the
    /// system ones, then `families` (the brand fonts given to the run).
    static func family(_ value: Any, families: [String]) -> Result<FontFamilyChoice, TokenValueProblem> {
        let names: [String]
        if let name = value as? String {
            names = [name]
        } else if let list = value as? [Any], !list.isEmpty, list.allSatisfy({ $0 is String }) {
            names = list.compactMap { $0 as? String }
        } else {
            return .problem("a font family is a name or an array of names")
        }
        for name in names {
            if let brand = families.first(where: { $0.lowercased() == name.lowercased() }) { return .success(.custom(brand)) }
            if let system = systemFamilies.first(where: { $0.name.lowercased() == name.lowercased() }) {
                return .success(.system(system.design))
            }
        }
        let known = families.isEmpty ? "no font files were given (--fonts DIR)" : "the fonts given: " + families.joined(separator: ", ")
        return .problem(
            "unknown font family " + names.map { "'\($0)'" }.joined(separator: ", ") + "; " + known
                + "; system families: " + systemFamilies.prefix(7).map(\.name).joined(separator: ", "))
    }

    enum FontFamilyChoice: Equatable {
        case system(Font.Design)
        case custom(String)
    }

    static func typography(_ value: Any, families: [String]) -> Result<Font, TokenValueProblem> {
        guard let object = value as? [String: Any] else {
            return .problem("a typography value is an object with fontFamily, fontSize and fontWeight")
        }
        guard let familyValue = object["fontFamily"], let sizeValue = object["fontSize"] else {
            return .problem("a typography value needs fontFamily and fontSize")
        }
        let family: FontFamilyChoice
        let size: CGFloat
        var weight = Font.Weight.regular
        switch self.family(familyValue, families: families) {
        case .success(let value): family = value
        case .failure(let problem): return .problem("fontFamily: " + problem.message)
        }
        switch dimension(sizeValue) {
        case .success(let value): size = value
        case .failure(let problem): return .problem("fontSize: " + problem.message)
        }
        if let weightValue = object["fontWeight"] {
            switch self.weight(weightValue) {
            case .success(let value): weight = value
            case .failure(let problem): return .problem("fontWeight: " + problem.message)
            }
        }
        return .success(font(family: family, size: size, weight: weight))
    }

    static func font(family: FontFamilyChoice, size: CGFloat, weight: Font.Weight) -> Font {
        switch family {
        case .custom(let name):
            return brandFont(name, size: size, weight: weight)
        case .system(let design):
            let wanted = design == .default ? nil : design
            if let style = Font.TextStyle.allCases.first(where: { $0.metrics.size == size && $0.metrics.weight == weight }) {
                return .system(style, design: wanted)
            }
            if let style = Font.TextStyle.allCases.first(where: { $0.metrics.size == size }) {
                return .system(style, design: wanted, weight: weight)
            }
            return .system(size: size, weight: weight == .regular ? nil : weight, design: wanted)
        }
    }
}
