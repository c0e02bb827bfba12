/// A color that resolves against the environment: system colors follow the color scheme, and the
/// hierarchical colors (`.primary`, `.secondary`, `.accentColor`) follow the theme.
public struct Color: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case rgba(Resolved)
        case system(SystemColorName)
        case semantic(SemanticColor)
        case primary
        case secondary
        case accent
        case opacity(Box, Double)
    }

    /// Lets `.opacity(_:)` wrap another color without making Storage infinitely sized.
    final class Box: Hashable, Sendable {
        let color: Color
        init(_ color: Color) { self.color = color }
        static func == (a: Box, b: Box) -> Bool { a.color == b.color }
        func hash(into hasher: inout Hasher) { hasher.combine(color) }
    }

    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .rgba(Resolved(red: red, green: green, blue: blue, opacity: opacity))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }

    /// A semantic system color, as `Color(.secondarySystemBackground)` is written in SwiftUI.
    public init(_ semantic: SemanticColor) {
        storage = .semantic(semantic)
    }

    /// `Color(rgb: 0xFFDDFF)`. Deliberately not `Color(hex:)`: user code often defines that itself.
    public init(rgb: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            opacity: opacity)
    }

    public init(_ resolved: Resolved) {
        storage = .rgba(resolved)
    }

    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(Box(self), opacity))
    }

    public static let red = Color(storage: .system(.red))
    public static let orange = Color(storage: .system(.orange))
    public static let yellow = Color(storage: .system(.yellow))
    public static let green = Color(storage: .system(.green))
    public static let mint = Color(storage: .system(.mint))
    public static let teal = Color(storage: .system(.teal))
    public static let cyan = Color(storage: .system(.cyan))
    public static let blue = Color(storage: .system(.blue))
    public static let indigo = Color(storage: .system(.indigo))
    public static let purple = Color(storage: .system(.purple))
    public static let pink = Color(storage: .system(.pink))
    public static let brown = Color(storage: .system(.brown))
    public static let gray = Color(storage: .system(.gray))
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The theme's text color.
    public static let primary = Color(storage: .primary)
    /// The theme's secondary text color.
    public static let secondary = Color(storage: .secondary)
    /// The tint in force: `.tint(_:)`, else the theme's tint.
    public static let accentColor = Color(storage: .accent)

    /// The concrete color in `environment`.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        let dark = environment.colorScheme == .dark
        switch storage {
        case .rgba(let value): return value
        case .system(let name): return name.value(dark: dark)
        case .semantic(let semantic): return semantic.value(dark: dark)
        case .primary: return environment.theme.colors.text.resolve(in: environment)
        case .secondary: return environment.theme.colors.subText.resolve(in: environment)
        case .accent: return (environment.tint ?? environment.theme.colors.tint).resolve(in: environment)
        case .opacity(let box, let opacity):
            var value = box.color.resolve(in: environment)
            value.opacity *= opacity
            return value
        }
    }

    /// A color with every component concrete, in sRGB.
    public struct Resolved: Hashable, Sendable {
        public var red: Double
        public var green: Double
        public var blue: Double
        public var opacity: Double

        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = Self.clamp(red)
            self.green = Self.clamp(green)
            self.blue = Self.clamp(blue)
            self.opacity = Self.clamp(opacity)
        }

        public init(rgb: UInt32, opacity: Double = 1) {
            self.init(
                red: Double((rgb >> 16) & 0xFF) / 255,
                green: Double((rgb >> 8) & 0xFF) / 255,
                blue: Double(rgb & 0xFF) / 255,
                opacity: opacity)
        }

        private static func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }

        /// `#RRGGBB`, the color without its opacity.
        public var hexString: String {
            func byte(_ x: Double) -> String {
                let value = Int((x * 255).rounded())
                let digits = String(value, radix: 16, uppercase: true)
                return value < 16 ? "0" + digits : digits
            }
            return "#" + byte(red) + byte(green) + byte(blue)
        }
    }
}

/// The named system colors, with iOS's light and dark values.
enum SystemColorName: String, Hashable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray

    func value(dark: Bool) -> Color.Resolved {
        let (light, darkValue): (UInt32, UInt32) = switch self {
        case .red: (0xFF3B30, 0xFF453A)
        case .orange: (0xFF9500, 0xFF9F0A)
        case .yellow: (0xFFCC00, 0xFFD60A)
        case .green: (0x34C759, 0x30D158)
        case .mint: (0x00C7BE, 0x63E6E2)
        case .teal: (0x30B0C7, 0x40C8E0)
        case .cyan: (0x32ADE6, 0x64D2FF)
        case .blue: (0x007AFF, 0x0A84FF)
        case .indigo: (0x5856D6, 0x5E5CE6)
        case .purple: (0xAF52DE, 0xBF5AF2)
        case .pink: (0xFF2D55, 0xFF375F)
        case .brown: (0xA2845E, 0xAC8E68)
        case .gray: (0x8E8E93, 0x8E8E93)
        }
        return Color.Resolved(rgb: dark ? darkValue : light)
    }
}

/// iOS's semantic colors, for `Color(.secondarySystemBackground)` and friends.
public struct SemanticColor: Hashable, Sendable {
    let light: Color.Resolved
    let dark: Color.Resolved

    func value(dark isDark: Bool) -> Color.Resolved { isDark ? dark : light }

    private init(_ light: UInt32, _ lightOpacity: Double = 1, dark: UInt32, _ darkOpacity: Double = 1) {
        self.light = Color.Resolved(rgb: light, opacity: lightOpacity)
        self.dark = Color.Resolved(rgb: dark, opacity: darkOpacity)
    }

    public static let systemBackground = SemanticColor(0xFFFFFF, dark: 0x000000)
    public static let secondarySystemBackground = SemanticColor(0xF2F2F7, dark: 0x1C1C1E)
    public static let tertiarySystemBackground = SemanticColor(0xFFFFFF, dark: 0x2C2C2E)
    public static let systemGroupedBackground = SemanticColor(0xF2F2F7, dark: 0x000000)
    public static let secondarySystemGroupedBackground = SemanticColor(0xFFFFFF, dark: 0x1C1C1E)
    public static let label = SemanticColor(0x000000, dark: 0xFFFFFF)
    public static let secondaryLabel = SemanticColor(0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6)
    public static let tertiaryLabel = SemanticColor(0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    public static let separator = SemanticColor(0x3C3C43, 0.29, dark: 0x545458, 0.6)
    public static let systemFill = SemanticColor(0x787880, 0.2, dark: 0x787880, 0.36)
    public static let tertiarySystemFill = SemanticColor(0x767680, 0.12, dark: 0x767680, 0.24)
    public static let systemGray6 = SemanticColor(0xF2F2F7, dark: 0x1C1C1E)
}

public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light, dark
}
