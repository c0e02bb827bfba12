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
        // Every page sits in a NavigationStack whose bar takes the theme's colors.
        let bar = try #require(tree.root.navigationBar)
        #expect(bar.background == theme.colors.background.resolve(in: .init()))
        #expect(bar.titleColor == theme.colors.text.resolve(in: .init()))
    }

    @Test func resolvingTwiceGivesTheSameTree() throws {
        for page in Gallery.pages {
            #expect(try resolve(page.id, under: .brinjal) == resolve(page.id, under: .brinjal))
        }
    }
}
