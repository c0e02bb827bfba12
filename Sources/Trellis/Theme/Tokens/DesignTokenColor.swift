import Foundation

/// The Color module's value: `{ "colorSpace": "srgb", "components": [r, g, b], "alpha": 1, "hex": "#rrggbb" }`.
///
/// sRGB, linear sRGB and HSL are converted here; for any other space the value's `hex` fallback is
/// used, and without one the token is an error that says so, rather than a guess.
enum DesignTokenColor {
    static let convertedSpaces = ["srgb", "srgb-linear", "hsl"]

    static func parse(_ value: Any) -> Result<Color.Resolved, TokenValueProblem> {
        if let hex = value as? String {
            // Not the 2025.10 form, but what every earlier draft and most tools wrote.
            guard let color = parseHex(hex) else { return .problem("'\(hex)' is not a color (#rrggbb or #rrggbbaa)") }
            return .success(color)
        }
        guard let object = value as? [String: Any] else {
            return .problem("a color is an object with colorSpace and components")
        }
        guard let space = object["colorSpace"] as? String else { return .problem("the color has no colorSpace") }
        let alpha = object["alpha"].flatMap(jsonNumber) ?? 1
        guard let raw = object["components"] as? [Any], raw.count == 3 else {
            return .problem("components must be an array of three numbers")
        }
        var components: [Double] = []
        for component in raw {
            if let number = jsonNumber(component) {
                components.append(number)
            } else if component as? String == "none" {
                components.append(0)
            } else {
                return .problem("components must be numbers or \"none\"")
            }
        }
        let hex = object["hex"] as? String
        switch space {
        case "srgb":
            return .success(Color.Resolved(red: components[0], green: components[1], blue: components[2], opacity: alpha))
        case "srgb-linear":
            let encoded = components.map(encodeSRGB)
            return .success(Color.Resolved(red: encoded[0], green: encoded[1], blue: encoded[2], opacity: alpha))
        case "hsl":
            let (r, g, b) = hslToRGB(hue: components[0], saturation: components[1] / 100, lightness: components[2] / 100)
            return .success(Color.Resolved(red: r, green: g, blue: b, opacity: alpha))
        default:
            if let hex, var color = parseHex(hex) {
                color.opacity = min(max(alpha, 0), 1)
                return .success(color)
            }
            return .problem(
                "colorSpace '\(space)' is converted only through its hex fallback, and this color has none; "
                    + "converted spaces: " + convertedSpaces.joined(separator: ", "))
        }
    }

    static func parseHex(_ string: String) -> Color.Resolved? {
        guard string.hasPrefix("#") else { return nil }
        let digits = string.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        if digits.count == 6 { return Color.Resolved(rgb: UInt32(value)) }
        return Color.Resolved(rgb: UInt32(value >> 8), opacity: Double(value & 0xFF) / 255)
    }

    private static func encodeSRGB(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    private static func hslToRGB(hue: Double, saturation: Double, lightness: Double) -> (Double, Double, Double) {
        // CSS Color 4's hslToRgb.
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (channel(0), channel(8), channel(4))
    }
}
