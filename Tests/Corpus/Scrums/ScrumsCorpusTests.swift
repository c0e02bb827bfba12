import CorpusSupport
import Foundation
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Scrumdinger's list of scrums as Apple's tutorial writes it: `List($scrums) { $scrum in … }`
/// of cards over bound data, each row a `NavigationLink(destination:)` to the scrum's detail
/// screen and painted by `.listRowBackground` in its theme's color (a colorset of the app's
/// asset catalog, `Color(rawValue)`), a toolbar + button, and the new-scrum sheet with the
/// tutorial's edit form. Its models import only Foundation.
@MainActor @Suite struct ScrumsCorpusTests {
    static let assets: AssetCatalog = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Assets.xcassets")
        do { return try AssetCatalog(url: folder) } catch { fatalError("\(error)") }
    }()

    private func texts(of view: some View) -> [String] {
        view.environment(\.namedAssets, Self.assets.namedAssets).resolved().root
            .subtree(includingDestinations: false).compactMap { node -> String? in
                if case .text(let text) = node.kind { text.string } else { nil }
            }
    }

    @Test func everyScrumIsACardWithItsAttendeesAndLength() {
        let shown = texts(of: ScrumsView(scrums: .constant(DailyScrum.sampleData), saveAction: {}))
        for scrum in DailyScrum.sampleData {
            #expect(shown.contains(scrum.title), "\(scrum.title)")
            #expect(shown.contains("\(scrum.attendees.count)"), "\(scrum.title)'s attendees")
        }
        #expect(shown.contains("Daily Scrums"))
        #expect(!shown.contains("Meeting Info"), "no sheet until + is tapped")
    }

    @Test func theSheetShowsTheEmptyScrumsEditForm() {
        let shown = texts(of: ScrumsView(scrums: .constant(DailyScrum.sampleData), isPresentingNewScrumView: true, saveAction: {}))
        let expected = ["MEETING INFO", "Title", "5 minutes", "Theme", "Sky", "ATTENDEES", "New Attendee", "Dismiss", "Add"]
        #expect(expected.filter { !shown.contains($0) }.isEmpty, "\(shown)")
    }

    @Test func rowsArePaintedInTheirThemesCatalogColor() {
        let tree = ScrumsView(scrums: .constant(DailyScrum.sampleData), saveAction: {})
            .environment(\.namedAssets, Self.assets.namedAssets).resolved()
        #expect(tree.unknownColorNames.isEmpty, "\(tree.unknownColorNames)")
        let yellow = try! #require(Self.assets.color(named: "yellow")).light
        let painted = tree.root.subtree(includingDestinations: false).contains { node in
            if case .color(let color) = node.kind { color == yellow } else { false }
        }
        #expect(painted, "the Design row's yellow background")
    }

    @Test func rendersValidHTMLAndSVGWithADetailPageForEachScrum() async {
        let rendering = await renderCorpus([
            (id: "scrums", view: { AnyView(ScrumsView(scrums: .constant(DailyScrum.sampleData), saveAction: {})) }),
            (id: "new-scrum", view: { AnyView(ScrumsView(scrums: .constant(DailyScrum.sampleData), isPresentingNewScrumView: true, saveAction: {})) }),
            (id: "previews", view: { AnyView(ScrumsView_Previews.previews) }),
            (id: "card", view: { AnyView(CardView_Previews.previews) }),
            (id: "detail", view: { AnyView(DetailView_Previews.previews) }),
            (id: "edit", view: { AnyView(DetailEditView_Previews.previews) }),
        ], assets: Self.assets)
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        let details = rendering.documents.keys.filter { $0.hasPrefix("marigold/scrums--") && $0.hasSuffix(".html") }
        #expect(details.count == DailyScrum.sampleData.count, "\(details.sorted())")
        for path in details { #expect(rendering.documents[path]!.contains("Start Meeting"), "\(path)") }
    }

    @Test func theListTheSheetAndTheDetailKeepTheirGoldens() {
        let named = Self.assets.namedAssets
        assertGolden(
            of: ScrumsView(scrums: .constant(DailyScrum.sampleData), saveAction: {}).environment(\.namedAssets, named),
            as: [.dump, .html, .svg], named: "scrums", colorSchemes: [.light, .dark])
        assertGolden(
            of: ScrumsView(scrums: .constant(DailyScrum.sampleData), isPresentingNewScrumView: true, saveAction: {}).environment(\.namedAssets, named),
            as: [.dump, .html, .svg], named: "new-scrum", colorSchemes: [.light, .dark])
        assertGolden(
            of: DetailView_Previews.previews.environment(\.namedAssets, named),
            as: [.dump, .html, .svg], named: "detail", colorSchemes: [.light, .dark])
    }
}
