import Testing
import Trellis
import TrellisGallery
@testable import TrellisTestSupport

/// The plant app page: HomeView → StyleView → StyleUpdateDemoView, all under the rendered theme
/// when it is one of the seed's three, else under Marigold, the seed app's own `Styling.default`.
@MainActor
@Suite struct GalleryPlantAppTests {
    let gallery = GalleryTests()

    /// The theme the app draws in when the page is rendered under `theme`.
    private func styling(under theme: Theme) -> Theme { Theme.presets.contains(theme) ? theme : .marigold }

    @Test(arguments: Theme.all)
    func homeLinksToStyleViewWhichLinksToTheDemo(theme rendered: Theme) throws {
        let home = try gallery.resolve("plant-app", under: rendered)
        let theme = styling(under: rendered)
        #expect(home.title == theme.name)
        let toStyle = try #require(home.root.links.first)
        #expect(home.root.links.count == 1)
        #expect(toStyle.name == "StyleView")
        #expect(toStyle.tree.title == theme.name)

        let toDemo = try #require(toStyle.tree.root.links.first)
        #expect(toStyle.tree.root.links.count == 1)
        #expect(toDemo.name == "StyleUpdateDemoView")
        #expect(toDemo.tree.navigationBarBackTitle == theme.name)
    }

    @Test(arguments: Theme.all)
    func pickerSelectsTheThemeThePageIsRenderedIn(theme rendered: Theme) throws {
        let style = try #require(gallery.resolve("plant-app", under: rendered).root.links.first).tree
        let theme = styling(under: rendered)
        let segments = style.root.subtree.compactMap { node -> (String, Bool)? in
            guard case .segment(let isSelected) = node.kind else { return nil }
            return (node.strings.joined(), isSelected)
        }
        #expect(segments.map(\.0) == ["Marigold", "Sunflower", "Brinjal"])
        #expect(segments.filter(\.1).map(\.0) == [theme.name])
    }

    @Test func sunflowerPaintsTheTextRedTheSubtitleYellowAndTheBackgroundGreen() throws {
        let home = try gallery.resolve("plant-app", under: .sunflower)
        #expect(home.root.text("Customize Styles")?.color.hexString == "#FF3B30")
        #expect(home.root.subtree.contains { node in
            if case .image(let image) = node.kind { image.systemName == "paperplane.fill" } else { false }
        })
        let demo = try #require(home.root.links.first?.tree.root.links.first).tree
        #expect(demo.root.text("Title")?.color.hexString == "#FF3B30")
        #expect(demo.root.text("Subtitle")?.color.hexString == "#FFCC00")
        #expect(demo.root.backgroundFill(behind: "Title") == "#34C759")
    }

    @Test func brinjalPaintsTheTextPurpleOnYellow() throws {
        let home = try gallery.resolve("plant-app", under: .brinjal)
        #expect(home.root.text("Customize Styles")?.color.hexString == "#AF52DE")
        let demo = try #require(home.root.links.first?.tree.root.links.first).tree
        #expect(demo.root.text("Subtitle")?.color.hexString == "#AF52DE")
        #expect(demo.root.backgroundFill(behind: "Title") == "#FFCC00")
        #expect(demo.root.navigationBar?.background.hexString == "#FFCC00")
    }
}

extension ResolvedTree {
    var navigationBarBackTitle: String? { root.navigationBar?.backTitle }
}
