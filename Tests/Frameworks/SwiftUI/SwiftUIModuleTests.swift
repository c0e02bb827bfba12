import Foundation
import SwiftUI
import Testing
import TrellisSite
import TrellisValidation

/// App code that keeps `import SwiftUI` and `import Combine` on Linux through the products of
/// those names, with each of Trellis's macros written in a file that imports SwiftUI only
/// (RecipeRow.swift), Trellis only (ShoppingToggle.swift) or both (RecipeList.swift): that this
/// target compiles is the check that every expansion names only what such a file can see. The
/// previews then render as a site's pages.
@MainActor @Suite struct SwiftUIModuleTests {
    private let files = ["RecipeRow.swift", "RecipeList.swift", "ShoppingToggle.swift"]

    /// This target's previews (the test executable links other targets' too), in file and line order.
    private var previews: [Preview] {
        Preview.all.filter { $0.fileID.hasPrefix("SwiftUIModuleTests/") }
    }

    /// Each file's `#Preview` lines, read from the source rather than copied into the test.
    private func previewLines(in file: String) throws -> [Int] {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(file)
        let lines = try String(contentsOf: source, encoding: .utf8).components(separatedBy: "\n")
        return lines.indices.filter { lines[$0].hasPrefix("#Preview") }.map { $0 + 1 }
    }

    private func render(_ pages: [SitePage]) async -> SiteRenderer.Output {
        let check: DocumentCheck = { document, path in
            let report = Validator().validate(document, as: DocumentKind(path: path) ?? .html)
            return report.isValid ? nil : report.formatted(documentName: path)
        }
        return await SiteRenderer(check: check, writesSVG: true).render(SitePlan.make(pages: pages, themes: [.marigold]))
    }

    private func page(_ path: String, in output: SiteRenderer.Output) throws -> String {
        let file = try #require(output.files.first { $0.path == path }, "no \(path) in \(output.files.map(\.path))")
        return String(decoding: file.contents, as: UTF8.self)
    }

    @Test func everyPreviewIsFoundWhereItIsWritten() throws {
        for file in files {
            let found = previews.filter { $0.fileID == "SwiftUIModuleTests/" + file }
            #expect(found.map(\.line) == (try previewLines(in: file)), "\(file)")
        }
        #expect(previews.count == (try files.map { try previewLines(in: $0).count }.reduce(0, +)))
    }

    @Test func previewsRenderAsValidPagesShowingTheirState() async throws {
        let pages = SitePage.previews(previews)
        let output = await render(pages)
        #expect(output.failures.isEmpty, "\(output.failures)")
        for id in pages.map(\.id) {
            #expect(output.files.contains { $0.path == "marigold/\(id).html" }, "no page for \(id)")
            #expect(output.files.contains { $0.path == "marigold/\(id).svg" }, "no SVG for \(id)")
        }
        // @Entry's default, and the value a preview sets.
        #expect(try page("marigold/recipe-row.html", in: output).contains(">25 min<"))
        let compact = try page("marigold/compact-recipe-row.html", in: output)
        #expect(compact.contains(">Lentil soup<") && !compact.contains(" min<"))
        // @Previewable state: an @Observable model and a String set through the environment.
        #expect(try page("marigold/timer-badge.html", in: output).contains(">12 min left<"))
        #expect(try page("marigold/soups.html", in: output).contains(">Soups<"))
        // The Combine view model's results are the recipes it starts with.
        let list = try page("marigold/recipe-list.html", in: output)
        #expect(list.contains(">Recipes<") && list.contains(">Green salad<"))
        // A Trellis-only file's preview: its @Entry set to 4 and its toggle on.
        let toggle = try page("marigold/shopping-toggle.html", in: output)
        #expect(toggle.contains(">Shop for 4<") && toggle.contains("aria-checked=\"true\""))
    }

    @Test func entriesReadTheirDefaultsAndTheValuesSet() {
        var environment = EnvironmentValues()
        #expect(environment.showsRecipeMinutes && environment.recipeListTitle == "Recipes" && environment.servings == 2)
        environment.servings = 6
        environment.recipeListTitle = "Soups"
        #expect(environment.servings == 6 && environment.recipeListTitle == "Soups")
    }

    @Test func theCombineViewModelKeepsItsResultsInASnapshot() {
        let model = RecipeSearchModel(recipes: Recipe.samples)
        model.query = "soup"
        #expect(model.results == Recipe.samples)
    }
}
