import CorpusSupport
import Foundation
import Testing
import Trellis
import TrellisTesting

/// An edit form as Scrumdinger's DetailEditView writes one: a `Form` of sections over a
/// `@Binding` to a Foundation-only model, with TextField, Toggle, DatePicker (the date its
/// binding holds), Stepper (both the title and the label forms), Slider and TextEditor, in a
/// sheet's `NavigationStack` with Cancel and a confirmation button disabled while the title is
/// empty.
@MainActor @Suite struct EditFormCorpusTests {
    private func nodes(of view: some View) -> [ResolvedNode] {
        view.resolved().root.subtree(includingDestinations: false)
    }

    private func texts(of view: some View) -> [String] {
        nodes(of: view).compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
    }

    private func controls(of view: some View) -> [ResolvedControlRole] {
        nodes(of: view).compactMap { if case .accessibility(let value) = $0.kind { value.control } else { nil } }
    }

    @Test func theFormShowsWhatTheEventHolds() {
        let form = EditEventSheet(event: Event.sampleData[0], onSave: { _ in })
        let shown = texts(of: form)
        #expect(["Edit Event", "Team offsite", "Harbor Room", "15 minutes before", "6 guests", "Done"].allSatisfy(shown.contains), "\(shown)")
        // 1_767_690_000 is 2026-01-06 09:00 UTC; the form shows the binding's date, never the clock's.
        #expect(shown.contains("Jan 6, 2026") && shown.contains("9:00\u{202F}AM") && shown.contains("11:00\u{202F}AM"), "\(shown)")
        #expect(controls(of: form).contains(.toggle(isOn: false)))
        #expect(controls(of: form).contains(.slider(value: 0.7, lowerBound: 0, upperBound: 1)))
    }

    @Test func aNewEventShowsPlaceholdersOnlyTheDateAndADisabledAdd() {
        let form = EditEventSheet(event: Event.sampleData[1], onSave: { _ in })
        let shown = texts(of: form)
        #expect(["New Event", "Title", "Location", "Add", "Jan 1, 2026"].allSatisfy(shown.contains), "\(shown)")
        #expect(!shown.contains { $0.hasSuffix("AM") || $0.hasSuffix("PM") }, "an all-day event's pickers show no time")
        #expect(controls(of: form).contains(.toggle(isOn: true)))
    }

    @Test func rendersValidHTMLAndSVG() async {
        let rendering = await renderCorpus([
            (id: "edit", view: { AnyView(EditEventSheet(event: Event.sampleData[0], onSave: { _ in })) }),
            (id: "new", view: { AnyView(EditEventSheet(event: Event.sampleData[1], onSave: { _ in })) }),
            (id: "previews", view: { AnyView(EventEditView_Previews.previews) }),
            (id: "sheet-previews", view: { AnyView(EditEventSheet_Previews.previews) }),
        ])
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for document in rendering.documents(ofPage: "edit.") {
            #expect(document.text.contains("Harbor Room"), "\(document.path)")
        }
    }

    @Test func theFormKeepsItsGoldens() {
        assertGolden(of: EditEventSheet(event: Event.sampleData[0], onSave: { _ in }), as: [.dump, .html, .svg], named: "edit", colorSchemes: [.light, .dark])
        assertGolden(of: EditEventSheet(event: Event.sampleData[1], onSave: { _ in }), as: [.dump, .html, .svg], named: "new")
    }
}
