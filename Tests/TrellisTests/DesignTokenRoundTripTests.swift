import Foundation
import Testing
import Trellis

/// A Swift theme written as tokens and read back is the same theme: every color in both schemes,
/// the spacing, fonts, icons and name.
@Suite struct DesignTokenRoundTripTests {
    private func colors(_ theme: Theme, _ scheme: ColorScheme) -> [Color.Resolved] {
        var environment = EnvironmentValues()
        environment.theme = theme
        environment.colorScheme = scheme
        let c = theme.colors
        return [c.background, c.text, c.subText, c.tint, c.primary, c.palette.yellow, c.palette.purple, c.palette.navyBlue]
            .map { $0.resolve(in: environment) }
            + [c.listRowBackground, c.groupedBackground].map { $0?.resolve(in: environment) ?? Color.Resolved(rgb: 0x123456) }
    }

    private func roundTrip(_ theme: Theme) throws -> Theme {
        let folder = TokenFolder()
        let file = folder.write("export.resolver.json", theme.designTokensResolver())
        return try Theme(designTokensFile: file)
    }

    private static var custom: Theme {
        var theme = Theme(name: "Acme")
        theme.colors.background = Color(light: Color(red: 0.1, green: 0.2, blue: 0.3), dark: .black)
        theme.colors.text = Color(.label)
        theme.colors.subText = Color(.secondaryLabel)
        theme.colors.tint = .teal
        theme.spacing.small = 6
        theme.spacing.margin = 24
        theme.fonts.body = .system(.callout, design: .serif)
        theme.fonts.title = .system(size: 31, weight: .heavy)
        theme.icons.home = "house"
        theme.colors.listRowBackground = Color(light: .white, dark: Color(rgb: 0x1B2A3A))
        return theme
    }

    @Test(arguments: Theme.all + [custom])
    func aThemeReadsBackFromItsExportUnchanged(theme: Theme) throws {
        let back = try roundTrip(theme)
        #expect(back.name == theme.name)
        #expect(colors(back, .light) == colors(theme, .light))
        #expect(colors(back, .dark) == colors(theme, .dark))
        #expect(back.spacing == theme.spacing)
        #expect(back.fonts == theme.fonts)
        #expect(back.icons == theme.icons)
    }

    @Test func theExportIsDeterministicAndHasTheFormatsShape() throws {
        let text = Theme.sunflower.designTokensResolver()
        #expect(text == Theme.sunflower.designTokensResolver())
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "2025.10")
        let set = try #require((document["sets"] as? [String: Any])?["base"] as? [String: Any])
        let source = try #require((set["sources"] as? [[String: Any]])?.first)
        let background = try #require(((source["colors"] as? [String: Any])?["background"] as? [String: Any])?["$value"] as? [String: Any])
        #expect(background["colorSpace"] as? String == "srgb")
        #expect(background["hex"] as? String == "#34c759")
        // Keys are written in the theme's order, not the dictionary's.
        #expect(text.range(of: "\"background\"")!.lowerBound < text.range(of: "\"text\"")!.lowerBound)
        #expect(text.range(of: "\"$schema\"")!.lowerBound < text.range(of: "\"resolutionOrder\"")!.lowerBound)
    }
}
