/// A color that resolves against the environment: system colors follow the color scheme, and the
/// hierarchical colors (`.primary`, `.secondary`, `.accentColor`) follow the theme.
public struct Color: Hashable, Sendable {
    package enum Storage: Hashable, Sendable {
        case rgba(Resolved)
        case semantic(SemanticColor)
        case primary
        case secondary
        case accent
        /// The theme's tint, whatever theme is in force: what `.accentColor` means inside a tint
        /// set where no other tint is in force (see `EnvironmentValues.tint`).
        case themeTint
        case opacity(Box, Double)
        /// A theme's color for each scheme (see `init(light:dark:)`).
        case schemes(light: Box, dark: Box)
        /// `Color("name")`, looked up in the environment's `namedAssets` where it is used.
        case named(String)
        /// `mix(with:by:)`: the two colors mixed where they resolve (Color+Mix.swift).
        case mix(Box, Box, Double)
    }

    /// Lets `.opacity(_:)` wrap another color without making Storage infinitely sized.
    package final class Box: Hashable, Sendable {
        package let color: Color
        package init(_ color: Color) { self.color = color }
        package static func == (a: Box, b: Box) -> Bool { a.color == b.color }
        package func hash(into hasher: inout Hasher) { hasher.combine(color) }
    }

    package let storage: Storage

    package init(storage: Storage) { self.storage = storage }

    /// The RGB color space a color's components are given in; converted to sRGB for output.
    public enum RGBColorSpace: Hashable, Sendable {
        /// The standard web and display color space.
        case sRGB
        /// sRGB's primaries with a linear transfer function.
        case sRGBLinear
        /// Apple's wide-gamut display space.
        case displayP3
    }

    /// A color from sRGB components between 0 and 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .rgba(Resolved(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// A color from components between 0 and 1 in `colorSpace`, converted to sRGB
    /// (Color+ColorSpace.swift): `.sRGBLinear` by sRGB's transfer function, `.displayP3` through
    /// linear light and clamped to sRGB's gamut, since both outputs draw in sRGB.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = colorSpace.sRGBComponents(red: red, green: green, blue: blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A gray from its sRGB white level between 0 and 1.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// A gray from its white level between 0 and 1 in `colorSpace`, converted to sRGB as
    /// ``init(_:red:green:blue:opacity:)`` converts its components.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A semantic system color. Disfavored, so that `Color(.secondarySystemBackground)` is
    /// `Color(UIColor)`, as in SwiftUI, which draws the same.
    @_disfavoredOverload
    public init(_ semantic: SemanticColor) {
        storage = .semantic(semantic)
    }

    private init(light: UInt32, dark: UInt32) {
        self.init(SemanticColor(light, dark: dark))
    }

    /// `Color(rgb: 0xFFDDFF)`. Deliberately not `Color(hex:)`: user code often defines that itself.
    public init(rgb: UInt32, opacity: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            opacity: opacity)
    }

    /// The color of resolved components, the same in light and dark.
    public init(_ resolved: Resolved) {
        storage = .rgba(resolved)
    }

    /// A color that is `light` under the light color scheme and `dark` under the dark one, as an
    /// asset catalog's color with a dark appearance is. Each side may itself follow the scheme
    /// (`Color(light: .green, dark: …)` keeps system green's light value).
    public init(light: Color, dark: Color) {
        storage = light == dark ? light.storage : .schemes(light: Box(light), dark: Box(dark))
    }

    /// The color with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: .opacity(Box(self), opacity))
    }

    // iOS's system colors. Like the semantic colors, each is a fixed light and a fixed dark value.
    /// Apple's system red: #FF3B30, #FF453A in dark.
    public static let red = Color(light: 0xFF3B30, dark: 0xFF453A)
    /// Apple's system orange: #FF9500, #FF9F0A in dark.
    public static let orange = Color(light: 0xFF9500, dark: 0xFF9F0A)
    /// Apple's system yellow: #FFCC00, #FFD60A in dark.
    public static let yellow = Color(light: 0xFFCC00, dark: 0xFFD60A)
    /// Apple's system green: #34C759, #30D158 in dark.
    public static let green = Color(light: 0x34C759, dark: 0x30D158)
    /// Apple's system mint: #00C7BE, #63E6E2 in dark.
    public static let mint = Color(light: 0x00C7BE, dark: 0x63E6E2)
    /// Apple's system teal: #30B0C7, #40C8E0 in dark.
    public static let teal = Color(light: 0x30B0C7, dark: 0x40C8E0)
    /// Apple's system cyan: #32ADE6, #64D2FF in dark.
    public static let cyan = Color(light: 0x32ADE6, dark: 0x64D2FF)
    /// Apple's system blue: #007AFF, #0A84FF in dark.
    public static let blue = Color(light: 0x007AFF, dark: 0x0A84FF)
    /// Apple's system indigo: #5856D6, #5E5CE6 in dark.
    public static let indigo = Color(light: 0x5856D6, dark: 0x5E5CE6)
    /// Apple's system purple: #AF52DE, #BF5AF2 in dark.
    public static let purple = Color(light: 0xAF52DE, dark: 0xBF5AF2)
    /// Apple's system pink: #FF2D55, #FF375F in dark.
    public static let pink = Color(light: 0xFF2D55, dark: 0xFF375F)
    /// Apple's system brown: #A2845E, #AC8E68 in dark.
    public static let brown = Color(light: 0xA2845E, dark: 0xAC8E68)
    /// Apple's system gray, #8E8E93 in both schemes.
    public static let gray = Color(light: 0x8E8E93, dark: 0x8E8E93)
    /// Black in both schemes.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// White in both schemes.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// A fully transparent color.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The theme's text color.
    public static let primary = Color(storage: .primary)
    /// The theme's secondary text color.
    public static let secondary = Color(storage: .secondary)
    /// The tint in force: `.tint(_:)`, else the theme's tint.
    public static let accentColor = Color(storage: .accent)

    /// This color with every `.accentColor` in it replaced by `tint`: a tint written in terms of
    /// the accent color means the tint in force where it is set.
    package func replacingAccent(with tint: Color) -> Color {
        switch storage {
        case .accent:
            return tint
        case .opacity(let box, let opacity):
            let inner = box.color.replacingAccent(with: tint)
            return inner == box.color ? self : Color(storage: .opacity(Box(inner), opacity))
        case .schemes(let light, let dark):
            return Color(light: light.color.replacingAccent(with: tint), dark: dark.color.replacingAccent(with: tint))
        case .mix(let a, let b, let fraction):
            return Color(storage: .mix(Box(a.color.replacingAccent(with: tint)), Box(b.color.replacingAccent(with: tint)), fraction))
        case .rgba, .semantic, .primary, .secondary, .themeTint, .named:
            return self
        }
    }

    /// The theme's tint, as a color that follows the theme in force where it is used.
    package static let themeTint = Color(storage: .themeTint)

    /// A color with every component concrete, in sRGB.
    public struct Resolved: Hashable, Sendable {
        /// The red component in sRGB, 0 to 1.
        public var red: Double
        /// The green component in sRGB, 0 to 1.
        public var green: Double
        /// The blue component in sRGB, 0 to 1.
        public var blue: Double
        /// The opacity, 0 (transparent) to 1.
        public var opacity: Double

        /// Components in sRGB between 0 and 1.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            self.red = Self.clamp(red)
            self.green = Self.clamp(green)
            self.blue = Self.clamp(blue)
            self.opacity = Self.clamp(opacity)
        }

        /// Components from a 0xRRGGBB number.
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

/// iOS's semantic colors, for `Color(.secondarySystemBackground)` and friends.
public struct SemanticColor: Hashable, Sendable {
    package let light: Color.Resolved
    package let dark: Color.Resolved

    package func value(dark isDark: Bool) -> Color.Resolved { isDark ? dark : light }

    package init(_ light: UInt32, _ lightOpacity: Double = 1, dark: UInt32, _ darkOpacity: Double = 1) {
        self.light = Color.Resolved(rgb: light, opacity: lightOpacity)
        self.dark = Color.Resolved(rgb: dark, opacity: darkOpacity)
    }

    /// UIKit's systemBackground: white, black in dark.
    public static let systemBackground = SemanticColor(0xFFFFFF, dark: 0x000000)
    /// UIKit's secondarySystemBackground.
    public static let secondarySystemBackground = SemanticColor(0xF2F2F7, dark: 0x1C1C1E)
    /// UIKit's tertiarySystemBackground.
    public static let tertiarySystemBackground = SemanticColor(0xFFFFFF, dark: 0x2C2C2E)
    /// UIKit's systemGroupedBackground, behind inset-grouped lists.
    public static let systemGroupedBackground = SemanticColor(0xF2F2F7, dark: 0x000000)
    /// UIKit's secondarySystemGroupedBackground, the rows of grouped lists.
    public static let secondarySystemGroupedBackground = SemanticColor(0xFFFFFF, dark: 0x1C1C1E)
    /// UIKit's label: black, white in dark.
    public static let label = SemanticColor(0x000000, dark: 0xFFFFFF)
    /// UIKit's secondaryLabel.
    public static let secondaryLabel = SemanticColor(0x3C3C43, 0.6, dark: 0xEBEBF5, 0.6)
    /// UIKit's tertiaryLabel.
    public static let tertiaryLabel = SemanticColor(0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    /// UIKit's separator, between list rows.
    public static let separator = SemanticColor(0x3C3C43, 0.29, dark: 0x545458, 0.6)
    /// UIKit's systemFill, the tracks of sliders and progress bars.
    public static let systemFill = SemanticColor(0x787880, 0.2, dark: 0x787880, 0.36)
    /// UIKit's tertiarySystemFill, the backgrounds of search and text fields.
    public static let tertiarySystemFill = SemanticColor(0x767680, 0.12, dark: 0x767680, 0.24)
    /// UIKit's systemGray6.
    public static let systemGray6 = SemanticColor(0xF2F2F7, dark: 0x1C1C1E)
}

/// Whether a page is drawn light or dark.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    /// The two appearances.
    case light, dark
}
