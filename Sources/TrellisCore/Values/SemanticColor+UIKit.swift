// SwiftUI code names UIKit's colors as values: `Color(.systemGray5)`, `Color(uiColor:
// .systemGroupedBackground)`. The colors are only data: here they are, with UIKit's light and dark
// values (iOS 15+; the system hues equal Color's); Trellis's UIColor draws its system colors with
// them, so those calls compile unchanged and draw as iOS.

extension SemanticColor {
    /// UIKit's base gray, from which the numbered grays step toward the background.
    ///
    /// #8E8E93 in both schemes.
    public static let systemGray = SemanticColor(0x8E8E93, dark: 0x8E8E93)
    /// A gray one step lighter than `systemGray` in light mode and darker in dark mode.
    ///
    /// Light: #AEAEB2; dark: #636366.
    public static let systemGray2 = SemanticColor(0xAEAEB2, dark: 0x636366)
    /// A gray two steps from `systemGray`, toward the background.
    ///
    /// Light: #C7C7CC; dark: #48484A.
    public static let systemGray3 = SemanticColor(0xC7C7CC, dark: 0x48484A)
    /// A gray three steps from `systemGray`, toward the background.
    ///
    /// Light: #D1D1D6; dark: #3A3A3C.
    public static let systemGray4 = SemanticColor(0xD1D1D6, dark: 0x3A3A3C)
    /// A gray close to the background, for fills such as search fields and chips.
    ///
    /// Light: #E5E5EA; dark: #2C2C2E.
    public static let systemGray5 = SemanticColor(0xE5E5EA, dark: 0x2C2C2E)
    /// The background of content inside a cell of a grouped list.
    ///
    /// Light: #F2F2F7; dark: #2C2C2E.
    public static let tertiarySystemGroupedBackground = SemanticColor(0xF2F2F7, dark: 0x2C2C2E)
    /// The faintest text color, for watermarks and disabled text.
    ///
    /// Light: #3C3C43 at 18% opacity; dark: #EBEBF5 at 16% opacity.
    public static let quaternaryLabel = SemanticColor(0x3C3C43, 0.18, dark: 0xEBEBF5, 0.16)
    /// The color of a text field's placeholder.
    ///
    /// Light: #3C3C43 at 30% opacity; dark: #EBEBF5 at 30% opacity.
    public static let placeholderText = SemanticColor(0x3C3C43, 0.3, dark: 0xEBEBF5, 0.3)
    /// A translucent fill for medium-sized shapes, such as a switch's track.
    ///
    /// Light: #787880 at 16% opacity; dark: #787880 at 32% opacity.
    public static let secondarySystemFill = SemanticColor(0x787880, 0.16, dark: 0x787880, 0.32)
    /// The faintest translucent fill, for large areas such as a search field.
    ///
    /// Light: #747480 at 8% opacity; dark: #767680 at 18% opacity.
    public static let quaternarySystemFill = SemanticColor(0x747480, 0.08, dark: 0x767680, 0.18)
    /// A solid separator line, for where a translucent one would blend into the content behind.
    ///
    /// Light: #C6C6C8; dark: #38383A.
    public static let opaqueSeparator = SemanticColor(0xC6C6C8, dark: 0x38383A)
    /// The color of links.
    ///
    /// Light: #007AFF; dark: #0984FF.
    public static let link = SemanticColor(0x007AFF, dark: 0x0984FF)

    /// UIKit's adaptive red.
    ///
    /// Light: #FF3B30; dark: #FF453A.
    public static let systemRed = SemanticColor(0xFF3B30, dark: 0xFF453A)
    /// UIKit's adaptive orange.
    ///
    /// Light: #FF9500; dark: #FF9F0A.
    public static let systemOrange = SemanticColor(0xFF9500, dark: 0xFF9F0A)
    /// UIKit's adaptive yellow.
    ///
    /// Light: #FFCC00; dark: #FFD60A.
    public static let systemYellow = SemanticColor(0xFFCC00, dark: 0xFFD60A)
    /// UIKit's adaptive green.
    ///
    /// Light: #34C759; dark: #30D158.
    public static let systemGreen = SemanticColor(0x34C759, dark: 0x30D158)
    /// UIKit's adaptive mint.
    ///
    /// Light: #00C7BE; dark: #63E6E2.
    public static let systemMint = SemanticColor(0x00C7BE, dark: 0x63E6E2)
    /// UIKit's adaptive teal.
    ///
    /// Light: #30B0C7; dark: #40C8E0.
    public static let systemTeal = SemanticColor(0x30B0C7, dark: 0x40C8E0)
    /// UIKit's adaptive cyan.
    ///
    /// Light: #32ADE6; dark: #64D2FF.
    public static let systemCyan = SemanticColor(0x32ADE6, dark: 0x64D2FF)
    /// UIKit's adaptive blue, the default tint.
    ///
    /// Light: #007AFF; dark: #0A84FF.
    public static let systemBlue = SemanticColor(0x007AFF, dark: 0x0A84FF)
    /// UIKit's adaptive indigo.
    ///
    /// Light: #5856D6; dark: #5E5CE6.
    public static let systemIndigo = SemanticColor(0x5856D6, dark: 0x5E5CE6)
    /// UIKit's adaptive purple.
    ///
    /// Light: #AF52DE; dark: #BF5AF2.
    public static let systemPurple = SemanticColor(0xAF52DE, dark: 0xBF5AF2)
    /// UIKit's adaptive pink.
    ///
    /// Light: #FF2D55; dark: #FF375F.
    public static let systemPink = SemanticColor(0xFF2D55, dark: 0xFF375F)
    /// UIKit's adaptive brown.
    ///
    /// Light: #A2845E; dark: #AC8E68.
    public static let systemBrown = SemanticColor(0xA2845E, dark: 0xAC8E68)

    // UIKit's fixed colors: the same in both schemes (UIColor.red is pure red, unlike .systemRed).
    /// Black in both schemes.
    public static let black = SemanticColor(0x000000, dark: 0x000000)
    /// White in both schemes.
    public static let white = SemanticColor(0xFFFFFF, dark: 0xFFFFFF)
    /// Fully transparent.
    public static let clear = SemanticColor(0x000000, 0, dark: 0x000000, 0)
    /// A fixed dark gray (one third white).
    ///
    /// #555555 in both schemes.
    public static let darkGray = SemanticColor(0x555555, dark: 0x555555)
    /// A fixed light gray (two thirds white).
    ///
    /// #AAAAAA in both schemes.
    public static let lightGray = SemanticColor(0xAAAAAA, dark: 0xAAAAAA)
    /// A fixed mid gray (half white).
    ///
    /// #808080 in both schemes.
    public static let gray = SemanticColor(0x808080, dark: 0x808080)
    /// Pure red in both schemes, unlike `systemRed`.
    ///
    /// #FF0000.
    public static let red = SemanticColor(0xFF0000, dark: 0xFF0000)
    /// Pure green in both schemes, unlike `systemGreen`.
    ///
    /// #00FF00.
    public static let green = SemanticColor(0x00FF00, dark: 0x00FF00)
    /// Pure blue in both schemes, unlike `systemBlue`.
    ///
    /// #0000FF.
    public static let blue = SemanticColor(0x0000FF, dark: 0x0000FF)
    /// Pure cyan in both schemes.
    ///
    /// #00FFFF.
    public static let cyan = SemanticColor(0x00FFFF, dark: 0x00FFFF)
    /// Pure yellow in both schemes, unlike `systemYellow`.
    ///
    /// #FFFF00.
    public static let yellow = SemanticColor(0xFFFF00, dark: 0xFFFF00)
    /// Pure magenta in both schemes.
    ///
    /// #FF00FF.
    public static let magenta = SemanticColor(0xFF00FF, dark: 0xFF00FF)
    /// A fixed orange in both schemes, unlike `systemOrange`.
    ///
    /// #FF8000 in both schemes.
    public static let orange = SemanticColor(0xFF8000, dark: 0xFF8000)
    /// A fixed purple in both schemes, unlike `systemPurple`.
    ///
    /// #800080 in both schemes.
    public static let purple = SemanticColor(0x800080, dark: 0x800080)
    /// A fixed brown in both schemes, unlike `systemBrown`.
    ///
    /// #996633 in both schemes.
    public static let brown = SemanticColor(0x996633, dark: 0x996633)
}
