import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// iOS draws a Label in a navigation or bottom bar as its icon alone, and VoiceOver names it by
/// the title; an app that chose a label style keeps it.
@MainActor
struct ToolbarLabelTests {
    private func html<V: View>(_ view: V) throws -> String {
        try HTMLEmitter().render(view.resolved()) { _ in nil }.body
    }

    private func notes(trailing label: some View) -> some View {
        NavigationStack {
            Text("Body").navigationTitle("Notes").toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button { } label: { label } }
            }
        }
    }

    @Test func aToolbarLabelIsItsIconNamedByItsTitle() throws {
        let page = try html(notes(trailing: Label("Add note", systemImage: "plus")))
        #expect(!page.contains(">Add note<"), "the title is not drawn in the bar")
        #expect(page.contains("aria-label=\"Add note\""))
        let svg = try SVGEmitter().render(notes(trailing: Label("Add note", systemImage: "plus")).resolved())
        #expect(!svg.contains(">Add note</text>"))
    }

    @Test func aLabelStyleTheAppChoseIsKept() throws {
        let page = try html(notes(trailing: Label("Add note", systemImage: "plus").labelStyle(.titleAndIcon)))
        #expect(page.contains(">Add note<"))
    }

    @Test func anIconOnlyLabelAnywhereIsNamedByItsTitle() throws {
        let page = try html(Label("Favorites", systemImage: "star.fill").labelStyle(.iconOnly))
        #expect(page.contains("aria-label=\"Favorites\""))
    }
}
