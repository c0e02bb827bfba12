import Testing
import Trellis
import TrellisGallery

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

extension ResolvedNode {
    /// This node and every node below it, including the screens links lead to.
    var subtree: [ResolvedNode] { subtree(includingDestinations: true) }

    /// Every text in the subtree, in reading order.
    var texts: [ResolvedText] {
        subtree.compactMap { if case .text(let text) = $0.kind { text } else { nil } }
    }

    func text(_ string: String) -> ResolvedText? {
        texts.first { $0.string == string }
    }

    /// The texts in reading order, without the empty ones.
    var strings: [String] {
        texts.map(\.string).filter { !$0.isEmpty }
    }

    var navigationBar: ResolvedNavigationBar? {
        for node in subtree { if case .navigationStack(let bar) = node.kind { return bar } }
        return nil
    }

    /// The links directly on this screen (not those on the screens they lead to).
    var links: [ResolvedDestination] {
        var found: [ResolvedDestination] = []
        func walk(_ node: ResolvedNode) {
            if case .navigationLink(let destination) = node.kind { found.append(destination) }
            node.children.forEach(walk)
        }
        walk(self)
        return found
    }

    /// The fill of the layer behind the innermost `.background` wrapper around a text `string`.
    func backgroundFill(behind string: String) -> String? {
        var result: String?
        for node in subtree {
            guard case .background = node.kind, node.children.count == 2,
                  node.children[0].text(string) != nil,
                  case .shape(let shape) = node.children[1].kind else { continue }
            result = shape.fill?.hexString
        }
        return result
    }

    var buttons: [ResolvedNode] {
        subtree.filter { if case .button = $0.kind { true } else { false } }
    }
}
