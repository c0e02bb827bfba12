/// A complete look for an app: colors, spacing, fonts and icons, pushed down the tree through the
/// environment with `.theme(_:)`.
///
/// Built-in views take their defaults from it: the screen background, the default text color, the
/// tint of buttons, links and pickers, the navigation bar and the fonts. With no theme chosen the
/// theme is `.system`, iOS's own look, so SwiftUI code that picks no colors draws as the iPhone
/// does. Its fields and the three presets Marigold, Sunflower and Brinjal are those of the
/// `Styling` struct in the seed article "How to Apply Global Styling in SwiftUI Apps".
public struct Theme: Hashable, Sendable, Identifiable {
    /// The theme's name, shown in the gallery and used (lowercased) in file names.
    public var name: String
    /// The colors built-in views take their defaults from.
    public var colors: Colors
    /// The spacing of stacks and padding when a view asks for none.
    public var spacing: Spacing
    /// The fonts of titles and of text that sets none.
    public var fonts: Fonts
    /// The symbol names of the theme's icons.
    public var icons: Icons

    public var id: String { name }

    /// A theme named `name`; fields left out take the system theme's values (iOS's own colors).
    public init(
        name: String,
        colors: Colors = Colors(),
        spacing: Spacing = Spacing(),
        fonts: Fonts = Fonts(),
        icons: Icons = Icons()
    ) {
        self.name = name
        self.colors = colors
        self.spacing = spacing
        self.fonts = fonts
        self.icons = icons
    }

    /// Each color is a light and dark pair (`Color(light:dark:)`); a single color serves both.
    /// The defaults are iOS's system colors (UIKit's semantic colors, each a light and a dark
    /// value), so a theme that sets only some roles keeps iOS's look for the others.
    public struct Colors: Hashable, Sendable {
        /// The screen background, also behind the navigation bar: UIKit's `systemBackground`.
        public var background = Color(SemanticColor.systemBackground)
        /// The color of text and unstyled shapes, and of `.primary`: UIKit's `label`.
        public var text = Color(SemanticColor.label)
        /// The color of secondary text (`.secondary`): UIKit's `secondaryLabel`.
        public var subText = Color(SemanticColor.secondaryLabel)
        /// The tint of buttons, links, toggles and pickers (`.accentColor`): system blue.
        public var tint = Color.blue
        /// Further brand colors.
        public var palette = Palette()
        /// The seed's `primary`, which defaults to its navy blue.
        public var primary = Palette().navyBlue
        /// The rows of a list and the background a grouped list lies on, in each scheme; nil keeps
        /// iOS's system colors (white and #F2F2F7 in light, #1C1C1E and black in dark).
        public var listRowBackground: Color? = nil
        /// The background a grouped or inset-grouped list lies on; nil keeps iOS's system color.
        public var groupedBackground: Color? = nil
        /// The navigation bar's fill, with a hairline below it, as an app's
        /// `UINavigationBarAppearance` sets it; nil draws iOS's own bar at the top of a screen
        /// (iOS 15 and later): no fill of its own and no hairline, so what lies behind it shows, a
        /// grouped list's background included.
        public var navigationBar: Color? = nil

        /// iOS's system colors.
        public init() {}
    }

    /// Colors a theme offers beyond its roles.
    public struct Palette: Hashable, Sendable {
        /// The brand's yellow.
        public var yellow = Color.yellow
        /// The brand's purple.
        public var purple = Color.purple
        /// The brand's navy blue, the default `primary`.
        public var navyBlue = Color(light: Color(rgb: 0x3D73CD), dark: Color(rgb: 0x7FA8EE))

        /// The seed's palette: system yellow and purple, and its navy blue.
        public init() {}
    }

    /// The lengths, in points, that views use when they are given none.
    public struct Spacing: Hashable, Sendable {
        /// Stacks' default spacing.
        public var small: CGFloat = 8
        /// A medium gap, for app code to use.
        public var medium: CGFloat = 12
        /// The inset of `.padding()` without a length.
        public var large: CGFloat = 16
        /// The screen margin.
        public var margin: CGFloat = 20

        /// SwiftUI's spacing, which every preset keeps: 8, 12, 16 and 20.
        public init() {}
    }

    /// The fonts of the theme's text roles.
    public struct Fonts: Hashable, Sendable {
        /// The font of titles.
        public var title = Font.system(.headline)
        /// The font of text that sets none.
        public var body = Font.system(.body)

        /// The headline and body text styles.
        public init() {}
    }

    /// The SF Symbols names a theme's icons are drawn from.
    public struct Icons: Hashable, Sendable {
        /// The symbol of the home icon.
        public var home = "checkmark.circle.fill"
        /// The symbol of the style icon.
        public var style = "smallcircle.fill.circle.fill"

        /// The seed's first icons, a check mark and a target.
        public init() {}

        /// The home icon as an image view.
        @MainActor public var homeImage: Image { Image(systemName: home) }
        /// The style icon as an image view.
        @MainActor public var styleImage: Image { Image(systemName: style) }
    }
}

extension Theme {
    /// iOS's own look, the theme in force when none is set: UIKit's semantic colors in light and
    /// dark (`systemBackground`, `label`, `secondaryLabel`; grouped lists on
    /// `systemGroupedBackground` with `secondarySystemGroupedBackground` rows) and the system blue
    /// tint. The values are those Apple documents for iOS 15 and later (the Human Interface
    /// Guidelines' color tables and UIKit's UI Element Colors); `SemanticColor` lists them.
    public static let system = Theme(name: "System")

    /// The seed's first theme: pink background, near-black text, red tint, and a navigation bar
    /// in the background color, as the seed's `UINavigationBarAppearance` sets it. Its light
    /// colors are the seed's; its dark ones were chosen so that text and subText read at WCAG
    /// 4.5:1 or better on the dark background (ThemeContrastTests).
    public static let marigold: Theme = {
        var theme = Theme(name: "Marigold")
        theme.colors.background = Color(light: Color(rgb: 0xFFDDFF), dark: Color(rgb: 0x2A1B2A))
        theme.colors.text = Color(light: Color(rgb: 0x181A1B), dark: Color(rgb: 0xF4EAF4))
        theme.colors.subText = Color(light: Color(rgb: 0x94999E), dark: Color(rgb: 0xB4B9BE))
        theme.colors.tint = .red
        theme.colors.navigationBar = theme.colors.background
        return theme
    }()

    /// The system theme, in force when none is set, as SwiftUI code with no colors of its own
    /// draws on iOS.
    public static let `default` = system

    /// Green background, red text and tint, yellow secondary text.
    public static let sunflower: Theme = {
        var theme = Theme(name: "Sunflower")
        theme.colors.background = Color(light: .green, dark: Color(rgb: 0x0F3D1F))
        theme.colors.subText = theme.colors.palette.yellow
        theme.colors.text = Color(light: .red, dark: Color(rgb: 0xFFB4AB))
        theme.colors.tint = Color(light: .red, dark: Color(rgb: 0xFF8A80))
        theme.colors.navigationBar = theme.colors.background
        theme.icons.home = "paperplane.fill"
        theme.icons.style = "tray.2"
        return theme
    }()

    /// Yellow background, purple text, red tint.
    public static let brinjal: Theme = {
        var theme = Theme(name: "Brinjal")
        theme.colors.text = Color(light: .purple, dark: Color(rgb: 0xE8C6FF))
        theme.colors.subText = Color(light: theme.colors.palette.purple, dark: Color(rgb: 0xD9A6F5))
        theme.colors.background = Color(light: theme.colors.palette.yellow, dark: Color(rgb: 0x3A2E00))
        theme.colors.tint = Color(light: .red, dark: Color(rgb: 0xFF8A80))
        theme.colors.navigationBar = theme.colors.background
        theme.icons.home = "bookmark.fill"
        theme.icons.style = "person.circle"
        return theme
    }()

    /// The seed article's three themes, in the order its picker lists them.
    public static let presets: [Theme] = [.marigold, .sunflower, .brinjal]

    /// The built-in themes: the system theme, then the presets.
    public static let all: [Theme] = [.system] + presets

    /// The theme called `name` among `themes` (the built-in ones unless given), ignoring case.
    public init(named name: String, in themes: [Theme] = Theme.all) throws(UnknownThemeError) {
        let wanted = name.lowercased()
        guard let theme = themes.first(where: { $0.name.lowercased() == wanted }) else {
            throw UnknownThemeError(name: name, known: themes.map(\.name))
        }
        self = theme
    }
}

/// Raised by `Theme(named:)`; its message lists the names that would have worked.
public struct UnknownThemeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name that was asked for.
    public let name: String
    /// The names of the themes that exist, for the error message.
    public let known: [String]

    /// An error for a theme name that none of `known` matches.
    public init(name: String, known: [String]) {
        self.name = name
        self.known = known
    }

    public var description: String {
        "unknown theme '\(name)'; known themes: \(known.joined(separator: ", "))"
    }
}

extension View {
    /// Sets the theme for this view and everything below it.
    public func theme(_ theme: Theme) -> some View {
        environment(\.theme, theme)
    }
}
