import Testing
@testable import Trellis

/// `.pickerStyle(.navigationLink)`, as Apple's Scrumdinger writes it: a row with the label, the
/// selected option in secondary gray and a chevron, where the menu style shows the option tinted.
@MainActor @Suite struct NavigationLinkPickerTests {
    private enum Flavor: String, CaseIterable, Hashable { case vanilla, mint }

    private struct Screen: View {
        let style: Bool
        var body: some View {
            let picker = Picker("Flavor", selection: .constant(Flavor.mint)) {
                ForEach(Flavor.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            if style { picker.pickerStyle(.navigationLink) } else { picker.pickerStyle(.menu) }
        }
    }

    @Test func theRowShowsTheSelectionInSecondaryGrayAndAChevron() throws {
        let environment = EnvironmentValues()
        let row = try #require(firstStack(in: Screen(style: true).resolved(in: environment).root))
        let texts = row.children.compactMap { node -> ResolvedText? in if case .text(let text) = node.kind { text } else { nil } }
        #expect(texts.map(\.string) == ["Flavor", "mint"])
        #expect(texts.last?.color == Color.secondary.resolve(in: environment))
        guard case .image(let chevron) = row.children.last?.kind else {
            Issue.record("no chevron at the row's end: \(row.children.map(\.kind.name))")
            return
        }
        #expect(chevron.systemName == "chevron.right")

        let menu = try #require(firstStack(in: Screen(style: false).resolved(in: environment).root))
        // The menu style draws its up-and-down chevrons instead (MenuPickerTests).
        #expect(!menu.children.contains { if case .image(let image) = $0.kind { image.systemName == "chevron.right" } else { false } })
    }

    private func firstStack(in node: ResolvedNode) -> ResolvedNode? {
        if case .stack(let stack) = node.kind, stack.axis == .horizontal { return node }
        for child in node.children { if let found = firstStack(in: child) { return found } }
        return nil
    }
}
