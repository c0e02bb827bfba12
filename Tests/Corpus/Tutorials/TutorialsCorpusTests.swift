import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Follow-along tutorial projects as learners' repos write them (Hacking with Swift's 100 Days of
/// SwiftUI, Stanford CS193p's Memorize and Set, Kodeco's Kuchi, a Fruta-like menu), compiled with
/// only `import SwiftUI` changed. Each screen renders to valid HTML and SVG in both schemes.
@MainActor @Suite struct TutorialsCorpusTests {
    /// The apps' asset catalogs (flags, mission badges, portraits, covers, resort photos), drawn as
    /// small SVG stand-ins for the tutorials' pictures.
    static let assets: AssetCatalog = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Assets.xcassets")
        do { return try AssetCatalog(url: folder) } catch { fatalError("\(error)") }
    }()

    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(TutorialsScreens.all, assets: Self.assets, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-k")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in TutorialsScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
        if let path = ProcessInfo.processInfo.environment["TRELLIS_UNKNOWN_SYMBOLS_OUT"] {
            try? (rendering.unknownSymbols.sorted().joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    private func texts(of view: some View) -> [String] {
        view.resolved().root.subtree(includingDestinations: false).compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
    }

    private struct Facility { let name: String; let summary: String }

    private struct CheckoutFailure: LocalizedError {
        var errorDescription: String? { "Checkout failed" }
        var recoverySuggestion: String? { "Check your connection." }
    }

    @Test func anAlertTitledByAStringShowsWhileItsDataIsThere() {
        let facility = Facility(name: "Family", summary: "Popular with families.")
        let shown = texts(of: Text("Resort").alert(facility.name, isPresented: .constant(true), presenting: facility) { _ in
            Button("OK") {}
        } message: { Text($0.summary) })
        #expect(shown.contains("Family"))
        #expect(shown.contains("Popular with families."))
        let noData = texts(of: Text("Resort").alert("Family", isPresented: .constant(true), presenting: Facility?.none) { _ in
            Button("OK") {}
        } message: { Text($0.summary) })
        #expect(noData == ["Resort"])
        let titled = texts(of: Text("Resort").alert(Text("More"), isPresented: .constant(true), presenting: facility) { _ in Button("Close") {} })
        #expect(titled.contains("More") && titled.contains("Close"))
    }

    @Test func anErrorAlertIsTitledByTheErrorsDescription() {
        let shown = texts(of: Text("Cart").alert(isPresented: .constant(true), error: CheckoutFailure()) { _ in
            Button("Retry") {}
        } message: { Text($0.recoverySuggestion ?? "") })
        #expect(shown.contains("Checkout failed") && shown.contains("Check your connection.") && shown.contains("Retry"))
        let none = texts(of: Text("Cart").alert(isPresented: .constant(true), error: CheckoutFailure?.none) { Button("OK") {} })
        #expect(none == ["Cart"])
    }

    @Test func aDialogTitledByATextShowsItsTitleOnlyWhenAskedTo() {
        let visible = texts(of: Text("Book").confirmationDialog(Text("Delete book"), isPresented: .constant(true), titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        })
        #expect(visible.contains("Delete book") && visible.contains("Delete"))
        let hidden = texts(of: Text("Book").confirmationDialog(Text("Delete book"), isPresented: .constant(true)) {
            Button("Delete", role: .destructive) {}
        })
        #expect(!hidden.contains("Delete book") && hidden.contains("Delete"))
    }

    @Test func aSearchFieldWithSuggestionsDrawsItsPromptAndNoSuggestions() {
        let shown = texts(of: NavigationStack {
            List { Text("Berry Blue") }
                .navigationTitle("Menu")
                .searchable(text: .constant(""), prompt: "Find a smoothie") {
                    Text("Kiwi Cutie").searchCompletion("Kiwi Cutie")
                }
        })
        #expect(shown.contains("Find a smoothie"))
        #expect(!shown.contains("Kiwi Cutie"))
    }

    @Test func fiveScreensKeepTheirGoldens() {
        // Screens that shuffle nothing, format nothing with the machine's locale and draw only
        // symbols Trellis has (SnowSeeker's list
        // links to Chamonix, whose eco-friendly symbol is not drawn, so Aspen's page stands in).
        let card = SetGame.Card(number: .two, shape: .squiggle, shading: .striped, color: .purple, isSelected: true, id: 0)
        assertGolden(of: SetCardView(card: card).frame(width: 120).padding(), as: [.dump, .html, .svg], named: "set-card", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: DrawingView(), as: [.dump, .html, .svg], named: "drawing", themes: [.marigold])
        assertGolden(of: NavigationStack { ResortView(resort: .example) }.environment(Favorites()).environment(\.namedAssets, Self.assets.namedAssets), as: [.dump, .html, .svg], named: "resort", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: FlashzillaCardView(card: .example).padding(30), as: [.dump, .html, .svg], named: "flashzilla-card", themes: [.marigold])
        assertGolden(of: RatingView(rating: .constant(4)).padding(), as: [.dump, .html, .svg], named: "rating", themes: [.marigold], colorSchemes: [.light, .dark])
    }

    private func bar(of view: some View) -> ResolvedNavigationBar? {
        view.resolved().root.subtree(includingDestinations: false).lazy.compactMap { node -> ResolvedNavigationBar? in
            if case .navigationStack(let bar) = node.kind { bar } else { nil }
        }.first
    }

    @Test func aPreferredColorSchemeInsideTheStackRedrawsItsBar() throws {
        // Moonshot asks for dark inside its NavigationStack; iOS darkens the whole window, bar too.
        let preferred = try #require(bar(of: NavigationStack { Text("Apollo").navigationTitle("Moonshot").preferredColorScheme(.dark) }))
        let dark = try #require(bar(of: NavigationStack { Text("Apollo").navigationTitle("Moonshot") }.environment(\.colorScheme, .dark)))
        let light = try #require(bar(of: NavigationStack { Text("Apollo").navigationTitle("Moonshot") }))
        #expect(preferred.background == dark.background && preferred.titleColor == dark.titleColor)
        #expect(preferred.background != light.background)
        let stillLight = try #require(bar(of: NavigationStack { Text("Apollo").navigationTitle("Moonshot").preferredColorScheme(nil) }))
        #expect(stillLight.background == light.background)
    }
}
