/// A complete look for an app: colors, spacing, fonts and icons, pushed down the tree through the
/// environment with `.theme(_:)`.
///
/// Its fields and the three presets are those of the `Styling` struct in the seed article "How to
/// Apply Global Styling in SwiftUI Apps". Built-in views take their defaults from it: the screen
/// background, the default text color, the tint of buttons, links and pickers, the navigation bar
/// and the fonts.
public struct Theme: Hashable, Sendable, Identifiable {
    public var name: String
    public var colors: Colors
    public var spacing: Spacing
    public var fonts: Fonts
    public var icons: Icons

    public var id: String { name }

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
        public var background = Color(light: Color(rgb: 0xFFDDFF), dark: Color(rgb: 0x2A1B2A))
        public var text = Color(light: Color(rgb: 0x181A1B), dark: Color(rgb: 0xF4EAF4))
        public var subText = Color(light: Color(rgb: 0x94999E), dark: Color(rgb: 0xB4B9BE))
        public var tint = Color.red
        public var palette = Palette()
        /// The seed's `primary`, which defaults to its navy blue.
        public var primary = Palette().navyBlue
        /// The rows of a list and the background a grouped list lies on, in each scheme; nil keeps
        /// iOS's system colors (white and #F2F2F7 in light, #1C1C1E and black in dark).
        public var listRowBackground: Color? = nil
        public var groupedBackground: Color? = nil

        public init() {}
    }

    /// Colors a theme offers beyond its roles.
    public struct Palette: Hashable, Sendable {
        public var yellow = Color.yellow
        public var purple = Color.purple
        public var navyBlue = Color(light: Color(rgb: 0x3D73CD), dark: Color(rgb: 0x7FA8EE))

        public init() {}
    }

    public struct Spacing: Hashable, Sendable {
        public var small: CGFloat = 8
        public var medium: CGFloat = 12
        public var large: CGFloat = 16
        public var margin: CGFloat = 20

        public init() {}
    }

    public struct Fonts: Hashable, Sendable {
        public var title = Font.system(.headline)
        public var body = Font.system(.body)

        public init() {}
    }

    public struct Icons: Hashable, Sendable {
        public var home = "checkmark.circle.fill"
        public var style = "smallcircle.fill.circle.fill"

        public init() {}

        @MainActor public var homeImage: Image { Image(systemName: home) }
        @MainActor public var styleImage: Image { Image(systemName: style) }
    }
}

extension Theme {
    public static let marigold = Theme(name: "Marigold")

    /// Marigold, the theme in force when none is set.
    public static let `default` = marigold

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
    public let name: String
    public let known: [String]

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
