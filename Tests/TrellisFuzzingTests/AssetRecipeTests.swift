import Testing
import Trellis
@testable import TrellisFuzzing

/// `Image("name")` from the fuzz catalog: drawn by the generator, resolved at the catalog's
/// size, referenced by the page, printed as a user writes it.
@MainActor @Suite struct AssetRecipeTests {
    private func tree(_ root: ViewRecipe, scheme: ColorScheme = .light) -> FuzzTree {
        var tree = FuzzTree(seed: 0)
        tree.root = root
        tree.title = .literal("Fuzz")
        tree.colorScheme = scheme
        return tree
    }

    @Test func everyCatalogImageRendersValidPagesThatReferenceItsFile() async {
        for (name, scheme) in [("square", ColorScheme.light), ("banner", .dark), ("tall", .light), ("Icons/dot", .dark)] {
            var oracle = FuzzOracle(timeCap: .infinity)
            oracle.keepsFiles = true
            let outcome = await oracle.check(tree(.assetImage(name, resizable: name == "tall"), scheme: scheme))
            #expect(outcome.findings.isEmpty, "\(name): \(outcome.findings)")
            #expect(outcome.namedRenderErrors == 0, "\(name)")
            let pages = outcome.files.filter { $0.path.hasSuffix(".html") && !$0.path.hasSuffix("index.html") }
            let file = "assets/images/\(name)" + (name == "banner" ? "~dark.svg" : ".svg")
            #expect(pages.count == 1 && pages.allSatisfy { String(decoding: $0.contents, as: UTF8.self).contains(file) }, "\(name) in \(scheme): \(pages.map(\.path))")
        }
    }

    @Test func theImageHasTheCatalogsSizeAndThePrintedSourceNamesIt() throws {
        var environment = EnvironmentValues()
        environment.namedAssets = FuzzAssets.namedAssets
        let root = RecipeView(.assetImage("banner", resizable: false)).resolved(in: environment).root
        let image = try #require(root.subtree().compactMap { node -> ResolvedImage? in
            if case .image(let image) = node.kind { image } else { nil }
        }.first)
        #expect(image.asset?.size == CGSize(width: 320, height: 80))
        let source = SwiftSource.reproducer(for: tree(.assetImage("banner", resizable: true)))
        #expect(source.contains("Image(\"banner\").resizable()"))
        #expect(source.contains("assets: NamedAssets(images: [\"square\": NamedAssets.Image(size: CGSize(width: 40, height: 40), path: \"assets/images/square.svg\")"))
        #expect(!SwiftSource.reproducer(for: tree(.text(.literal("x"), []))).contains("assets:"), "no catalog unless used")
    }
}
