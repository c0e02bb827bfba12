import TrellisCore

// How the pages name a font's face. DejaVu Serif and Sans Mono have two weights, so their texts say
// bold or not; Inter's nine faces are named by their weights, and a brand face by its own OS/2 weight, which resolution gave the font (`Font.resolve(in:)`), so
// a browser's font matching lands on exactly the face the engine measured and never synthesizes
// a bolder one.
extension Font.Resolved {
    /// CSS `font-weight`.
    var cssWeight: String {
        hasTwoWeights ? (isBold ? "700" : "400") : String(weight.value)
    }

    /// SVG's `font-weight` attribute; nil for the regular weight, the attribute's default.
    var svgWeight: String? {
        guard !hasTwoWeights else { return isBold ? "bold" : nil }
        return weight.value == 400 ? nil : String(weight.value)
    }

    /// SVG's `font-family` list: the face's family, the fallback faces, then the generic one. A
    /// brand family whose words are not all CSS identifiers ("Acme 2") is quoted; others stay
    /// bare, as DejaVu's and Noto's do.
    var svgFamilyList: String {
        let own = customFamily == nil || CSS.isIdentifierSequence(family) ? family : CSS.string(family, quote: "'")
        return ([own] + fallbackFamilies.dropFirst() + [genericFamily]).joined(separator: ", ")
    }
}

extension CSS {
    /// Whether `name` can be written unquoted as a font family: words of letters, digits, `-` and
    /// `_`, none starting with a digit or `--`, none a generic family's keyword.
    static func isIdentifierSequence(_ name: String) -> Bool {
        let words = name.split(separator: " ", omittingEmptySubsequences: false)
        let keywords: Set<String> = ["serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "inherit", "initial", "default"]
        return !words.isEmpty && words.allSatisfy { word in
            guard let first = word.unicodeScalars.first, !word.hasPrefix("--"), !keywords.contains(word.lowercased()) else { return false }
            let isIdentifierCharacter = { (s: Unicode.Scalar) in s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_" }
            return !("0"..."9").contains(first) && word.unicodeScalars.allSatisfy(isIdentifierCharacter)
        }
    }

    /// `value` as a CSS string: quoted, with quotes, backslashes, `<` (a `</style>` in a family
    /// name would end the style element) and control characters escaped.
    static func string(_ value: String, quote: Character = "\"") -> String {
        var result = String(quote)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "<": result += "\\3c "
            case _ where Character(scalar) == quote: result += "\\" + String(quote)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\" + String(scalar.value, radix: 16) + " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + String(quote)
    }
}
