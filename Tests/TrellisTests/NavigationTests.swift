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
