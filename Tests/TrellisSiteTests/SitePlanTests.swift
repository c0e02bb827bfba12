import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

private struct Leaf: View {
    var body: some View { Text("Leaf").navigationTitle("Leaf screen") }
}

private struct Middle: View {
    var body: some View {
        VStack {
            NavigationLink("Go deeper", destination: Leaf())
        }
        .navigationTitle("Middle screen")
    }
}

private struct Root: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("To middle", destination: Middle())
                HStack {
                    // The same destination twice: one page.
                    NavigationLink("Middle again", destination: Middle())
                }
                NavigationLink("Straight to leaf", destination: Leaf())
            }
            .navigationTitle("Root")
        }
    }
}

@MainActor @Suite struct SitePlanTests {
    private let page = SitePage(id: "Demo Page", title: "Demo", summary: "A demo.") { AnyView(Root()) }

    @Test func slugsAreLowercaseHyphenatedWords() {
        #expect(Slug.make("StyleUpdateDemoView") == "style-update-demo-view")
        #expect(Slug.make("Marigold") == "marigold")
        #expect(Slug.make("plant-app") == "plant-app")
        #expect(Slug.make("ModifiedContent<Leaf, _Caption>") == "modified-content-leaf-caption")
        #expect(Slug.make("View2D") == "view2-d")
        #expect(Slug.make("<>") == "page")
    }

    @Test func everyDestinationBecomesAPageNamedAfterIt() {
        let plan = SitePlan.make(pages: [page], themes: [.marigold])
        #expect(plan.documents.map(\.path) == [
            "marigold/demo-page.html",
            "marigold/demo-page--middle.html",
            "marigold/demo-page--leaf.html",
            // The leaf reached from the middle screen: its back button names "Middle screen", so
            // it is a different screen from the leaf reached from the root.
            "marigold/demo-page--leaf-2.html",
        ])
        #expect(plan.documents.map(\.title) == ["Demo", "Demo › Middle", "Demo › Leaf", "Demo › Middle › Leaf"])
        #expect(plan.documents.map(\.parent?.fileName) == [nil, "demo-page.html", "demo-page.html", "demo-page--middle.html"])
    }

    @Test func linksPointAtThePageOfTheirDestination() throws {
        let plan = SitePlan.make(pages: [page], themes: [.marigold])
        let root = plan.documents[0]
        #expect(Set(root.links.values) == ["demo-page--middle.html", "demo-page--leaf.html"])
        let middle = plan.documents[1]
        // The middle screen's own link leads to a leaf reached from "Middle screen", which differs
        // from the leaf reached from the root (its back button says so), so it has its own page.
        #expect(Array(middle.links.values) == ["demo-page--leaf-2.html"])
        #expect(plan.documents[3].links.isEmpty)
    }

    @Test func eachThemeGetsItsOwnFolderInTheGivenOrder() {
        let plan = SitePlan.make(pages: [page], themes: [.sunflower, .brinjal])
        #expect(plan.themes.map(\.slug) == ["sunflower", "brinjal"])
        #expect(plan.documents.first?.path == "sunflower/demo-page.html")
        #expect(plan.documents.first?.tree.themeName == "Sunflower")
        #expect(plan.documents.last?.path.hasPrefix("brinjal/") == true)
    }
}
