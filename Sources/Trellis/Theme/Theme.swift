/// A complete look for an app: colors, spacing, fonts and icons, pushed down the tree through the
/// environment with `.theme(_:)`.
///
/// Its fields and the three presets are those of the `Styling` struct in the seed article "How to
/// Apply Global Styling in SwiftUI Apps". Built-in views take their defaults from it: the screen
/// background, the default text color, the tint of buttons, links and pickers, the navigation bar
/// and the fonts.
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

    /// A theme named `name`; fields left out take Marigold's values.
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
    /// The defaults are Marigold's: the seed's light values, and dark values chosen so that text
    /// and subText read at WCAG 4.5:1 or better on the dark background (ThemeContrastTests).
    public struct Colors: Hashable, Sendable {
        /// The screen background, also behind the navigation bar.
        public var background = Color(light: Color(rgb: 0xFFDDFF), dark: Color(rgb: 0x2A1B2A))
        /// The color of text and unstyled shapes, and of `.primary`.
        public var text = Color(light: Color(rgb: 0x181A1B), dark: Color(rgb: 0xF4EAF4))
        /// The color of secondary text (`.secondary`).
        public var subText = Color(light: Color(rgb: 0x94999E), dark: Color(rgb: 0xB4B9BE))
        /// The tint of buttons, links, toggles and pickers (`.accentColor`).
        public var tint = Color.red
        /// Further brand colors.
        public var palette = Palette()
        /// The seed's `primary`, which defaults to its navy blue.
        public var primary = Palette().navyBlue
        /// The rows of a list and the background a grouped list lies on, in each scheme; nil keeps
        /// iOS's system colors (white and #F2F2F7 in light, #1C1C1E and black in dark).
        public var listRowBackground: Color? = nil
        /// The background a grouped or inset-grouped list lies on; nil keeps iOS's system color.
        public var groupedBackground: Color? = nil

        /// Marigold's colors.
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

        /// Marigold's palette.
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

        /// Marigold's spacing: 8, 12, 16 and 20.
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

        /// Marigold's icons.
        public init() {}

        /// The home icon as an image view.
        @MainActor public var homeImage: Image { Image(systemName: home) }
        /// The style icon as an image view.
        @MainActor public var styleImage: Image { Image(systemName: style) }
    }
}

extension Theme {
    /// The seed's first theme: pink background, near-black text, red tint; the default.
    public static let marigold = Theme(name: "Marigold")

    /// Marigold, the theme in force when none is set.
    public static let `default` = marigold

    /// Green background, red text and tint, yellow secondary text.
    public static let sunflower: Theme = {
        var theme = Theme(name: "Sunflower")
        theme.colors.background = Color(light: .green, dark: Color(rgb: 0x0F3D1F))
        theme.colors.subText = theme.colors.palette.yellow
        theme.colors.text = Color(light: .red, dark: Color(rgb: 0xFFB4AB))
        theme.colors.tint = Color(light: .red, dark: Color(rgb: 0xFF8A80))
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
        theme.icons.home = "bookmark.fill"
        theme.icons.style = "person.circle"
        return theme
    }()

    /// The built-in themes, in the order the seed's picker lists them.
    public static let all: [Theme] = [.marigold, .sunflower, .brinjal]

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
