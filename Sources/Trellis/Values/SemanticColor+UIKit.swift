// SwiftUI code names UIKit's colors as values: `Color(.systemGray5)`, `Color(uiColor:
// .systemGroupedBackground)`. UIColor itself can't exist on Linux (it is declared unavailable, with
// its reason), but its named colors are only data: here they are, with UIKit's light and dark
// values (iOS 15+; the system hues equal Color's), so those calls compile unchanged and draw as iOS.

extension SemanticColor {
    public static let systemGray = SemanticColor(0x8E8E93, dark: 0x8E8E93)
    public static let systemGray2 = SemanticColor(0xAEAEB2, dark: 0x636366)
    public static let systemGray3 = SemanticColor(0xC7C7CC, dark: 0x48484A)
    public static let systemGray4 = SemanticColor(0xD1D1D6, dark: 0x3A3A3C)
    public static let systemGray5 = SemanticColor(0xE5E5EA, dark: 0x2C2C2E)
    public static let tertiarySystemGroupedBackground = SemanticColor(0xF2F2F7, dark: 0x2C2C2E)
    public static let quaternaryLabel = SemanticColor(0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16)
    public static let placeholderText = SemanticColor(0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    public static let secondarySystemFill = SemanticColor(0x787880, 0.16, dark: 0x787880, 0.32)
    public static let quaternarySystemFill = SemanticColor(0x747480, 0.08, dark: 0x767680, 0.18)
    public static let opaqueSeparator = SemanticColor(0xC6C6C8, dark: 0x38383A)
    public static let link = SemanticColor(0x007AFF, dark: 0x0984FF)

    public static let systemRed = SemanticColor(0xFF3B30, dark: 0xFF453A)
    public static let systemOrange = SemanticColor(0xFF9500, dark: 0xFF9F0A)
    public static let systemYellow = SemanticColor(0xFFCC00, dark: 0xFFD60A)
    public static let systemGreen = SemanticColor(0x34C759, dark: 0x30D158)
    public static let systemMint = SemanticColor(0x00C7BE, dark: 0x63E6E2)
    public static let systemTeal = SemanticColor(0x30B0C7, dark: 0x40C8E0)
    public static let systemCyan = SemanticColor(0x32ADE6, dark: 0x64D2FF)
    public static let systemBlue = SemanticColor(0x007AFF, dark: 0x0A84FF)
    public static let systemIndigo = SemanticColor(0x5856D6, dark: 0x5E5CE6)
    public static let systemPurple = SemanticColor(0xAF52DE, dark: 0xBF5AF2)
    public static let systemPink = SemanticColor(0xFF2D55, dark: 0xFF375F)
    public static let systemBrown = SemanticColor(0xA2845E, dark: 0xAC8E68)

    // UIKit's fixed colors: the same in both schemes (UIColor.red is pure red, unlike .systemRed).
    public static let black = SemanticColor(0x000000, dark: 0x000000)
    public static let white = SemanticColor(0xFFFFFF, dark: 0xFFFFFF)
    public static let clear = SemanticColor(0x000000, 0, dark: 0x000000, 0)
    public static let darkGray = SemanticColor(0x555555, dark: 0x555555)
    public static let lightGray = SemanticColor(0xAAAAAA, dark: 0xAAAAAA)
    public static let gray = SemanticColor(0x808080, dark: 0x808080)
    public static let red = SemanticColor(0xFF0000, dark: 0xFF0000)
    public static let green = SemanticColor(0x00FF00, dark: 0x00FF00)
    public static let blue = SemanticColor(0x0000FF, dark: 0x0000FF)
    public static let cyan = SemanticColor(0x00FFFF, dark: 0x00FFFF)
    public static let yellow = SemanticColor(0xFFFF00, dark: 0xFFFF00)
    public static let magenta = SemanticColor(0xFF00FF, dark: 0xFF00FF)
    public static let orange = SemanticColor(0xFF8000, dark: 0xFF8000)
    public static let purple = SemanticColor(0x800080, dark: 0x800080)
    public static let brown = SemanticColor(0x996633, dark: 0x996633)
}

extension Color {
    /// A UIKit color by its name, as `Color(uiColor: .systemGroupedBackground)` is written.
    /// Only UIKit's named colors exist here; a UIColor made any other way is unavailable on Linux.
    public init(uiColor: SemanticColor) {
        self.init(uiColor)
    }
}
