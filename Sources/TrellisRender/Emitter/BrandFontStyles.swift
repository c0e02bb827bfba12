import Trellis

// How the pages name a font's face. DejaVu has two weights, so its texts say bold or not; a brand
// face is named by its own OS/2 weight, which resolution gave the font (`Font.resolve(in:)`), so
// a browser's font matching lands on exactly the face the engine measured and never synthesizes
// a bolder one.
extension Font.Resolved {
    /// CSS `font-weight`.
    var cssWeight: String {
        customFamily == nil ? (isBold ? "700" : "400") : String(weight.value)
    }

    /// SVG's `font-weight` attribute; nil for the regular weight, the attribute's default.
    var svgWeight: String? {
        guard customFamily != nil else { return isBold ? "bold" : nil }
        return weight.value == 400 ? nil : String(weight.value)
    }

    /// SVG's `font-family` list: the face's family, then the generic one. A brand family is
    /// quoted, since its name may not be a CSS identifier ("Acme 2").
    var svgFamilyList: String {
        (customFamily == nil ? family : CSS.string(family, quote: "'")) + ", " + genericFamily
    }
}

extension CSS {
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
