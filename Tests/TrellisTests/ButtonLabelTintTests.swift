import Testing
@testable import Trellis

/// SwiftUI paints a borderless button's label with a foreground style set around the button
/// (the tint is only the fallback); Trellis's own container styling keeps the tint.
@MainActor
struct ButtonLabelTintTests {
    @Test func foregroundStyleAroundAButtonPaintsItsLabelInsteadOfTheTint() {
        let view = HStack {
            Button("Restore") {}
            Text("·")
            Button("Terms") {}.buttonStyle(.borderless)
        }
        .foregroundStyle(.white)
        .tint(.indigo)
        let root = view.resolved().root
        #expect(root.text("Restore")?.color == .hex(0xFFFFFF))
        #expect(root.text("Terms")?.color == .hex(0xFFFFFF))
    }

    @Test func foregroundColorOnTheButtonItselfPaintsItsLabel() {
        let root = Button("Delete") {}.foregroundColor(.green).tint(.indigo).resolved().root
        #expect(root.text("Delete")?.color == .hex(0x34C759))
    }

    @Test func aLinkTakesTheForegroundStyleAroundIt() {
        let link = Link("Terms", destination: URL(string: "https://example.com")!)
        let root = link.foregroundStyle(.white).resolved().root
        #expect(root.text("Terms")?.color == .hex(0xFFFFFF))
        #expect(link.tint(.indigo).resolved().root.text("Terms")?.color == .hex(0x5856D6))
    }

    @Test func aButtonInAListSectionHeaderKeepsTheTint() {
        let list = List {
            Section {
                Text("Row")
            } header: {
                Button("Edit") {}
            }
        }
        .tint(.indigo)
        #expect(list.resolved().root.text("EDIT")?.color == .hex(0x5856D6))
    }

    @Test func foregroundColorNilLeavesTheTint() {
        let root = Button("Tap") {}.foregroundColor(nil).tint(.indigo).resolved().root
        #expect(root.text("Tap")?.color == .hex(0x5856D6))
    }
}
