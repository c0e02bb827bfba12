import Foundation

// SwiftUI code converts colors both ways with UIKit: `Color(UIColor.systemBackground)`,
// `Color(uiColor: .secondaryLabel)`, `UIColor(Color.accentColor)`, `UIColor(red:green:blue:alpha:)`.
// A UIColor here is a SwiftUI `Color` under UIKit's name, so each converts without loss and draws
// as iOS draws it: the system colors keep their light and dark values.

#if !(os(iOS) || os(tvOS) || os(visionOS))
/// UIKit's color: a SwiftUI `Color` under UIKit's name, with UIKit's initializers and system colors.
public final class UIColor: Hashable, Sendable, _UIKitSubset {
    /// The SwiftUI color this UIKit color draws as.
    let color: Color

    /// The UIKit color of a SwiftUI color, as `UIColor(Color.accentColor)` is written.
    public init(_ color: Color) {
        self.color = color
    }

    /// A color from red, green and blue components between 0 and 1, in sRGB.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A color from Display P3 components, converted to sRGB.
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }

    /// A color from hue, saturation and brightness between 0 and 1.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
    }

    /// A gray from its white level between 0 and 1.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(white: Double(white), opacity: Double(alpha))
    }

    /// The color of a Core Graphics color.
    public init(cgColor: CGColor) {
        color = Color(cgColor: cgColor)
    }

    /// A color of the asset catalogs the render was given, by name. Never nil: the catalog is read
    /// when the screen resolves, which reports a name it lacks.
    public init?(named name: String) {
        color = Color(name)
    }

    /// A color that UIKit asks for in each appearance; Trellis asks for the light and the dark one.
    public init(dynamicProvider: (UITraitCollection) -> UIColor) {
        color = Color(
            light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color,
            dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color)
    }

    /// This color with its opacity multiplied by `alpha`, as `.withAlphaComponent(0.5)` is written.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(color.opacity(Double(alpha)))
    }

    /// The color's components in the light appearance, as UIKit resolves it outside any view.
    public var cgColor: CGColor {
        let resolved = color.resolve(in: EnvironmentValues())
        return CGColor(red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue), alpha: CGFloat(resolved.opacity))
    }

    /// This color as UIKit resolves it in `traitCollection`'s appearance.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        var environment = EnvironmentValues()
        environment.colorScheme = traitCollection.userInterfaceStyle == .dark ? .dark : .light
        return UIColor(Color(color.resolve(in: environment)))
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }

    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    private convenience init(_ semantic: SemanticColor) {
        self.init(Color(semantic))
    }

    /// The app's tint, as SwiftUI's accent color.
    public static var tintColor: UIColor { UIColor(Color.accentColor) }

    /// The background of a plain screen: white, black in dark.
    public static var systemBackground: UIColor { UIColor(SemanticColor.systemBackground) }
    /// The background of content layered on the system background.
    public static var secondarySystemBackground: UIColor { UIColor(SemanticColor.secondarySystemBackground) }
    /// The background of content layered on the secondary background.
    public static var tertiarySystemBackground: UIColor { UIColor(SemanticColor.tertiarySystemBackground) }
    /// The background behind a grouped list.
    public static var systemGroupedBackground: UIColor { UIColor(SemanticColor.systemGroupedBackground) }
    /// The background of a grouped list's rows.
    public static var secondarySystemGroupedBackground: UIColor { UIColor(SemanticColor.secondarySystemGroupedBackground) }
    /// The background of content inside a grouped list's rows.
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(SemanticColor.tertiarySystemGroupedBackground) }
    /// The color of primary text.
    public static var label: UIColor { UIColor(SemanticColor.label) }
    /// The color of secondary text.
    public static var secondaryLabel: UIColor { UIColor(SemanticColor.secondaryLabel) }
    /// The color of tertiary text.
    public static var tertiaryLabel: UIColor { UIColor(SemanticColor.tertiaryLabel) }
    /// The color of the faintest text.
    public static var quaternaryLabel: UIColor { UIColor(SemanticColor.quaternaryLabel) }
    /// The color of a text field's placeholder.
    public static var placeholderText: UIColor { UIColor(SemanticColor.placeholderText) }
    /// The color of a translucent separator line.
    public static var separator: UIColor { UIColor(SemanticColor.separator) }
    /// The color of a solid separator line.
    public static var opaqueSeparator: UIColor { UIColor(SemanticColor.opaqueSeparator) }
    /// The color of links.
    public static var link: UIColor { UIColor(SemanticColor.link) }
    /// A translucent fill for thin and small shapes.
    public static var systemFill: UIColor { UIColor(SemanticColor.systemFill) }
    /// A translucent fill for medium-sized shapes.
    public static var secondarySystemFill: UIColor { UIColor(SemanticColor.secondarySystemFill) }
    /// A translucent fill for large shapes.
    public static var tertiarySystemFill: UIColor { UIColor(SemanticColor.tertiarySystemFill) }
    /// The faintest translucent fill, for large areas.
    public static var quaternarySystemFill: UIColor { UIColor(SemanticColor.quaternarySystemFill) }
    /// UIKit's base gray.
    public static var systemGray: UIColor { UIColor(SemanticColor.systemGray) }
    /// A gray one step from `systemGray` toward the background.
    public static var systemGray2: UIColor { UIColor(SemanticColor.systemGray2) }
    /// A gray two steps from `systemGray` toward the background.
    public static var systemGray3: UIColor { UIColor(SemanticColor.systemGray3) }
    /// A gray three steps from `systemGray` toward the background.
    public static var systemGray4: UIColor { UIColor(SemanticColor.systemGray4) }
    /// A gray four steps from `systemGray` toward the background.
    public static var systemGray5: UIColor { UIColor(SemanticColor.systemGray5) }
    /// The gray closest to the background.
    public static var systemGray6: UIColor { UIColor(SemanticColor.systemGray6) }
    /// UIKit's adaptive red.
    public static var systemRed: UIColor { UIColor(SemanticColor.systemRed) }
    /// UIKit's adaptive orange.
    public static var systemOrange: UIColor { UIColor(SemanticColor.systemOrange) }
    /// UIKit's adaptive yellow.
    public static var systemYellow: UIColor { UIColor(SemanticColor.systemYellow) }
    /// UIKit's adaptive green.
    public static var systemGreen: UIColor { UIColor(SemanticColor.systemGreen) }
    /// UIKit's adaptive mint.
    public static var systemMint: UIColor { UIColor(SemanticColor.systemMint) }
    /// UIKit's adaptive teal.
    public static var systemTeal: UIColor { UIColor(SemanticColor.systemTeal) }
    /// UIKit's adaptive cyan.
    public static var systemCyan: UIColor { UIColor(SemanticColor.systemCyan) }
    /// UIKit's adaptive blue.
    public static var systemBlue: UIColor { UIColor(SemanticColor.systemBlue) }
    /// UIKit's adaptive indigo.
    public static var systemIndigo: UIColor { UIColor(SemanticColor.systemIndigo) }
    /// UIKit's adaptive purple.
    public static var systemPurple: UIColor { UIColor(SemanticColor.systemPurple) }
    /// UIKit's adaptive pink.
    public static var systemPink: UIColor { UIColor(SemanticColor.systemPink) }
    /// UIKit's adaptive brown.
    public static var systemBrown: UIColor { UIColor(SemanticColor.systemBrown) }
    /// Black in both appearances.
    public static var black: UIColor { UIColor(SemanticColor.black) }
    /// White in both appearances.
    public static var white: UIColor { UIColor(SemanticColor.white) }
    /// Fully transparent.
    public static var clear: UIColor { UIColor(SemanticColor.clear) }
    /// A fixed dark gray (one third white).
    public static var darkGray: UIColor { UIColor(SemanticColor.darkGray) }
    /// A fixed light gray (two thirds white).
    public static var lightGray: UIColor { UIColor(SemanticColor.lightGray) }
    /// A fixed mid gray (half white).
    public static var gray: UIColor { UIColor(SemanticColor.gray) }
    /// Pure red, unlike `systemRed`.
    public static var red: UIColor { UIColor(SemanticColor.red) }
    /// Pure green, unlike `systemGreen`.
    public static var green: UIColor { UIColor(SemanticColor.green) }
    /// Pure blue, unlike `systemBlue`.
    public static var blue: UIColor { UIColor(SemanticColor.blue) }
    /// Pure cyan.
    public static var cyan: UIColor { UIColor(SemanticColor.cyan) }
    /// Pure yellow, unlike `systemYellow`.
    public static var yellow: UIColor { UIColor(SemanticColor.yellow) }
    /// Pure magenta.
    public static var magenta: UIColor { UIColor(SemanticColor.magenta) }
    /// A fixed orange, unlike `systemOrange`.
    public static var orange: UIColor { UIColor(SemanticColor.orange) }
    /// A fixed purple, unlike `systemPurple`.
    public static var purple: UIColor { UIColor(SemanticColor.purple) }
    /// A fixed brown, unlike `systemBrown`.
    public static var brown: UIColor { UIColor(SemanticColor.brown) }
}

/// UIKit's light or dark appearance, which a dynamic color is asked for.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
    /// No appearance chosen (read as light), light, or dark.
    case unspecified, light, dark
}

/// UIKit's description of the environment a view is drawn in; Trellis models its appearance.
public final class UITraitCollection: Sendable, _UIKitSubset {
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle

    /// A trait collection of one appearance.
    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
    }
}

extension Color {
    /// SwiftUI's color of a UIKit color, as `Color(uiColor: .secondarySystemBackground)` is written.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// SwiftUI's color of a UIKit color, as `Color(UIColor.systemBackground)` is written.
    public init(_ color: UIColor) {
        self = color.color
    }
}
#endif
