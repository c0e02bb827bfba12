import Foundation
import Testing
import Trellis

/// The controls corpus resolves to what its bindings hold.
@MainActor
@Suite struct CorpusControlsTests {
    private func strings(_ tree: ResolvedTree) -> [String] {
        tree.root.subtree().compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
    }

    private func controls(_ tree: ResolvedTree) -> [ResolvedControlRole] {
        tree.root.subtree().compactMap { if case .accessibility(let value) = $0.kind { value.control } else { nil } }
    }

    @Test func theEditFormShowsTheEventsValues() {
        let tree = CorpusControls.EventEditorPreview().resolved()
        let texts = strings(tree)
        #expect(texts.contains("Design review"))
        #expect(texts.contains("Notes"), "the empty notes field shows its placeholder")
        #expect(texts.contains("Jan 5, 2026"))
        #expect(texts.contains("Remind 15 min before"))
        #expect(texts.contains("Attendees: 4"))
        #expect(controls(tree).contains(.toggle(isOn: false)))
        #expect(controls(tree).contains(.slider(value: 0.7, lowerBound: 0, upperBound: 1)))
    }

    @Test func theSettingsScreenShowsItsModelAndAccessibility() {
        let tree = CorpusControls.SettingsView().resolved()
        let texts = strings(tree)
        #expect(texts.contains("Required"), "the empty username shows its prompt")
        #expect(texts.contains("Text Size: 17"))
        #expect(texts.contains("Edit"))
        #expect(controls(tree).contains(.progress(fractionCompleted: 0.35)))
        #expect(controls(tree).contains(.progress(fractionCompleted: nil)))
        let values = tree.root.subtree().compactMap { node -> ResolvedAccessibility? in
            if case .accessibility(let value) = node.kind { value } else { nil }
        }
        #expect(values.contains { $0.label == "Volume" && $0.value == "40 percent" && $0.children == .combine })
        #expect(values.contains { $0.traits.contains(.isHeader) })
        #expect(values.contains { $0.label == "Version 2.1, build 340" && $0.hint == "Double-tap to copy" })
        #expect(values.contains { $0.identifier == "username-field" })
        // Sounds is disabled while notifications are off; they are on, so nothing is dimmed but
        // the button-styled rows' own looks.
        #expect(!tree.root.subtree().contains { $0.kind == .opacity(0.4) })
    }
}
