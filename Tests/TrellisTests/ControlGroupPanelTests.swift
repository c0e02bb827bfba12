import Testing
@testable import Trellis

/// A ControlGroup in content is one rounded panel of equal segments with hairlines between
/// them, as iOS draws it; in a toolbar it stays a row of bar buttons.
@MainActor @Suite struct ControlGroupPanelTests {
    private var group: some View {
        ControlGroup {
            Button("Bold", systemImage: "bold") {}
            Button("Italic", systemImage: "italic") {}
            Button("Underline", systemImage: "underline") {}
        }
    }

    @Test func inContentTheControlsAreEqualSegmentsOfOnePanel() {
        let nodes = group.resolved().root.subtree()
        let dividers = nodes.filter { if case .divider = $0.kind { true } else { false } }
        #expect(dividers.count == 2)
        let panels = nodes.filter { if case .shape(let shape) = $0.kind { shape.kind == .roundedRectangle(cornerRadius: 12, style: .continuous) } else { false } }
        #expect(panels.count == 1)
        let segments = nodes.filter { if case .flexibleFrame(let frame) = $0.kind { frame.maxWidth == .infinity } else { false } }
        #expect(segments.count == 3)
    }

    @Test func inAToolbarTheControlsStayARowOfBarButtons() {
        let screen = NavigationStack {
            Text("Body").toolbar { ToolbarItem(placement: .topBarTrailing) { group } }
        }
        let nodes = screen.resolved().root.subtree()
        #expect(!nodes.contains { if case .divider = $0.kind { true } else { false } })
    }
}
