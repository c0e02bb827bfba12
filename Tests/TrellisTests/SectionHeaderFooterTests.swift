import Testing
@testable import Trellis

/// `Section(header:footer:content:)` and the footer-only forms, as tutorials write them, put
/// their views in the list section's header and footer.
@MainActor @Suite struct SectionHeaderFooterTests {
    private func parts(_ view: some View) -> (header: [String], footer: [String]) {
        let root = view.resolved().root
        func texts(of kind: ResolvedNode.Kind) -> [String] {
            root.subtree().filter { $0.kind == kind }.flatMap { $0.subtree() }.compactMap { node in
                if case .text(let text) = node.kind { text.string } else { nil }
            }
        }
        return (texts(of: .listHeader), texts(of: .listFooter))
    }

    @Test func headerAndFooterViewsBecomeTheSectionsHeaderAndFooter() {
        let shown = parts(List { Section(header: Text("Alert"), footer: Text("Before it starts.")) { Text("Row") } })
        #expect(shown.header == ["ALERT"])
        #expect(shown.footer == ["Before it starts."])
    }

    @Test func aFooterAloneLeavesNoHeader() {
        let value = parts(List { Section(footer: Text("Only a footer")) { Text("Row") } })
        #expect(value.header.isEmpty && value.footer == ["Only a footer"])
        let closure = parts(List { Section { Text("Row") } footer: { Text("Closure footer") } })
        #expect(closure.header.isEmpty && closure.footer == ["Closure footer"])
    }
}
