import Testing
import Trellis
import TrellisGallery
@testable import TrellisTestSupport

/// The gallery as the site writer sees it: the public catalog, resolved under each theme.
@MainActor
@Suite struct GalleryTests {
    func resolve(_ id: String, under theme: Theme = .marigold) throws -> ResolvedTree {
        let page = try #require(Gallery.page(id: id), "no gallery page \(id)")
        var environment = EnvironmentValues()
        environment.theme = theme
        return page.makeView().resolved(in: environment)
    }

    @Test func catalogListsTheSeedExamplesAndTheDrawingScreenWithSlugs() {
        #expect(Gallery.pages.map(\.id) == ["plant-app", "bar-charts", "captions", "style-protocol", "list-and-buttons", "activity"])
        for page in Gallery.pages {
            #expect(page.id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(page.id) is not a slug")
            #expect(!page.title.isEmpty)
            #expect(page.summary.hasSuffix("."), "\(page.id): the summary is one sentence")
            #expect(!page.summary.dropLast().contains(". "), "\(page.id): the summary is one sentence")
        }
    }

    @Test(arguments: Gallery.pages.map(\.id), Theme.all)
    func everyPageResolvesUnderEveryTheme(id: String, theme: Theme) throws {
        let tree = try resolve(id, under: theme)
        #expect(tree.themeName == theme.name)
        #expect(tree.title?.isEmpty == false)
        #expect(tree.root.texts.count >= 3, "\(id) under \(theme.name) draws almost nothing:\n\(tree.dump())")
        // Every page sits in a NavigationStack whose bar takes the theme's colors: its bar fill, or
        // for iOS's own bar (the system theme's) what lies behind it, the screen's background or
        // a grouped list's. The plant app picks Marigold itself where the page's theme is not one
        // of the seed's three, as the seed's app does.
        let drawn = id == "plant-app" && !Theme.presets.contains(theme) ? Theme.marigold : theme
        let bar = try #require(tree.root.navigationBar)
        if let fill = drawn.colors.navigationBar {
            #expect(bar.background == fill.resolve(in: .init()))
        } else {
            let behind = [drawn.colors.background.resolve(in: .init()), Color(SemanticColor.systemGroupedBackground).resolve(in: .init())]
            #expect(behind.contains(bar.background), "\(id) under \(theme.name): bar \(bar.background.hexString)")
        }
        #expect(bar.titleColor == drawn.colors.text.resolve(in: .init()))
    }

    @Test func resolvingTwiceGivesTheSameTree() throws {
        for page in Gallery.pages {
            #expect(try resolve(page.id, under: .brinjal) == resolve(page.id, under: .brinjal))
        }
    }
}
