import Foundation

struct PaletteColor: Identifiable, Hashable, Codable {
    var id: String { hex }
    var name: String
    var red: Double
    var green: Double
    var blue: Double

    var hex: String {
        String(format: "#%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255))
    }

    var rgbDescription: String {
        "rgb(\(Int(red * 255)), \(Int(green * 255)), \(Int(blue * 255)))"
    }

    /// Relative luminance per WCAG, used to pick a readable label colour.
    var luminance: Double {
        func channel(_ c: Double) -> Double {
            c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
    }
}

struct Palette: Identifiable, Hashable, Codable {
    var id: String { name }
    var name: String
    var colors: [PaletteColor]

    static let samples: [Palette] = [
        Palette(name: "Sunset", colors: [
            PaletteColor(name: "Ember", red: 0.93, green: 0.33, blue: 0.23),
            PaletteColor(name: "Apricot", red: 0.98, green: 0.62, blue: 0.35),
            PaletteColor(name: "Sand", red: 0.99, green: 0.86, blue: 0.62),
            PaletteColor(name: "Dusk", red: 0.42, green: 0.26, blue: 0.48),
            PaletteColor(name: "Night", red: 0.13, green: 0.12, blue: 0.24),
        ]),
        Palette(name: "Forest", colors: [
            PaletteColor(name: "Moss", red: 0.33, green: 0.47, blue: 0.24),
            PaletteColor(name: "Fern", red: 0.55, green: 0.70, blue: 0.40),
            PaletteColor(name: "Bark", red: 0.40, green: 0.29, blue: 0.20),
            PaletteColor(name: "Mist", red: 0.88, green: 0.91, blue: 0.87),
        ]),
    ]
}
