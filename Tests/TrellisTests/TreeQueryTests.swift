import Testing
import Trellis

@MainActor
@Suite struct TreeQueryTests {
    @Test func subtreeIsReadingOrderAndCanFollowLinks() {
        let root = VStack {
            Text("a")
            NavigationLink("link") { Text("inside") }
            Text("b")
        }.resolved().root
        func strings(_ nodes: [ResolvedNode]) -> [String] {
            nodes.compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
        }
        #expect(strings(root.subtree()) == ["a", "link", "b"])
        #expect(strings(root.subtree(includingDestinations: true)) == ["a", "inside", "link", "b"])
    }
}
