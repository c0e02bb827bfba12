import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// A theme that gives list colors paints the rows and the grouped background with them in each
/// scheme; one that doesn't keeps iOS's system colors.
@MainActor @Suite struct ListThemeColorTests {
    private func listStyle(_ theme: Theme, _ scheme: ColorScheme, _ style: some ListStyle = .insetGrouped) -> ResolvedListStyle {
        var environment = EnvironmentValues()
        environment.theme = theme
        environment.colorScheme = scheme
        return style._resolve(in: environment)
    }

    private static var acme: Theme {
        var theme = Theme(name: "Acme")
        theme.colors.listRowBackground = Color(light: Color(rgb: 0xFFFFFF), dark: Color(rgb: 0x1B2A3A))
        theme.colors.groupedBackground = Color(light: Color(rgb: 0xEEF4FF), dark: Color(rgb: 0x0B1830))
        return theme
    }

    @Test func theThemesRowAndGroupedColorsFollowTheScheme() {
        #expect(listStyle(Self.acme, .dark).rowBackground == Color.Resolved(rgb: 0x1B2A3A))
        #expect(listStyle(Self.acme, .dark).background == Color.Resolved(rgb: 0x0B1830))
        #expect(listStyle(Self.acme, .light).background == Color.Resolved(rgb: 0xEEF4FF))
        // A plain list lies on the system background, not a grouped one.
        #expect(listStyle(Self.acme, .dark, .plain).background == Color.Resolved(rgb: 0x000000))
        #expect(listStyle(Self.acme, .dark, .plain).rowBackground == Color.Resolved(rgb: 0x1B2A3A))
    }

    @Test func withoutThemListsKeepIOSSystemColors() {
        #expect(listStyle(.marigold, .dark).rowBackground == Color.Resolved(rgb: 0x1C1C1E))
        #expect(listStyle(.marigold, .dark).background == Color.Resolved(rgb: 0x000000))
        #expect(listStyle(.marigold, .light).rowBackground == Color.Resolved(rgb: 0xFFFFFF))
        #expect(listStyle(.marigold, .light).background == Color.Resolved(rgb: 0xF2F2F7))
    }

    @Test func theDarkRowIsDrawnInBothOutputs() throws {
        var environment = EnvironmentValues()
        environment.theme = Self.acme
        environment.colorScheme = .dark
        let view = List { Text("Profile") }
        let tree = view.resolved(in: environment)
        let html = try HTMLEmitter().render(tree) { _ in nil }
        #expect((html.body + html.css).uppercased().contains("#1B2A3A"))
        let svg = try SVGEmitter().render(tree)
        #expect(svg.uppercased().contains("#1B2A3A"))
    }
}
