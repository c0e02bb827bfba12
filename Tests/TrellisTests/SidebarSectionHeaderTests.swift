import Testing
@testable import Trellis

/// A `.sidebar` list's section headers are drawn as iOS draws them: a larger bold title as
/// written (not a grouped list's capitals), and a disclosure chevron on the trailing side.
@MainActor @Suite struct SidebarSectionHeaderTests {
    private func header(_ list: some View) -> ResolvedNode? {
        list.resolved().root.subtree().first { $0.kind == .listHeader }
    }

    private func chevrons(_ node: ResolvedNode?) -> [String] {
        (node?.subtree() ?? []).compactMap { if case .image(let image) = $0.kind { image.systemName } else { nil } }
    }

    @Test func aSidebarHeaderIsATitleAsWrittenInBoldPrimary() {
        let node = header(List { Section("Favorites") { Text("Recents") } }.listStyle(.sidebar))
        let title = node?.subtree().compactMap { if case .text(let text) = $0.kind { text } else { nil } }.first
        #expect(title?.string == "Favorites")
        #expect(title?.font.size == 20)
        #expect(title?.font.weight == .bold)
        #expect(title?.color == Color.primary.resolve(in: EnvironmentValues()))
    }

    @Test func aSidebarSectionShowsAChevronThatPointsDownWhileExpanded() {
        let open = header(List { Section("Places", isExpanded: .constant(true)) { Text("Home") } }.listStyle(.sidebar))
        let shut = header(List { Section("Places", isExpanded: .constant(false)) { Text("Home") } }.listStyle(.sidebar))
        #expect(chevrons(open) == ["chevron.down"])
        #expect(chevrons(shut) == ["chevron.right"])
    }

    @Test func aGroupedListKeepsItsCapitalsAndNoChevron() {
        let node = header(List { Section("Places", isExpanded: .constant(true)) { Text("Home") } }.listStyle(.insetGrouped))
        #expect(node?.subtree().contains { if case .text(let text) = $0.kind { text.string == "PLACES" } else { false } } == true)
        #expect(chevrons(node).isEmpty)
    }
}
