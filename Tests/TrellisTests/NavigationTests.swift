import Testing
import Trellis

private struct DetailScreen: View {
    var body: some View { Text("detail").navigationTitle("Details") }
}

@MainActor
@Suite struct DestinationNameTests {
    private func names<V: View>(_ view: V) -> [String] {
        view.resolved().root.preorder.compactMap { node in
            if case .navigationLink(let destination) = node.kind { destination.name } else { nil }
        }
    }

    @Test func aUserViewNamesItsDestinationEvenWithModifiers() {
        #expect(names(NavigationLink("Go") { DetailScreen() }) == ["DetailScreen"])
        #expect(names(NavigationLink("Go") { DetailScreen().padding().background(.red) }) == ["DetailScreen"])
    }

    @Test func trellisViewsAreNamedByTheirTitle() {
        #expect(names(NavigationLink("Go") { Text("More").navigationTitle("Details") }) == ["Details"])
        #expect(names(NavigationLink("Go") { VStack { Text("x") } }) == ["VStack"])
    }
}

extension DestinationNameTests {
    /// A destination built from Trellis's own views is named by its navigation title, which is
    /// any text; its page name is what links may use.
    @Test func aDestinationsPageNameIsSafeWhateverItsTitle() {
        let link = NavigationLink("Go") { Text("x").navigationTitle("javascript:alert(1)") }
        guard case .navigationLink(let destination) = link.resolved().root.kind else {
            Issue.record("expected a link")
            return
        }
        #expect(destination.name == "javascript:alert(1)")
        #expect(destination.pageName == "javascript-alert-1")
    }
}
