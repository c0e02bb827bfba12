import Testing
@testable import Trellis

/// Style APIs a probe of app code found missing in session 7. The ones Trellis draws are checked
/// against their long spellings; the quiet ones (behaviour a still screen doesn't show) are
/// checked to leave the tree exactly as it was.
@MainActor @Suite struct QuietModifiersTests {
    private func shapeColors(_ root: ResolvedNode) -> [Color.Resolved] {
        root.preorder.compactMap { node -> Color.Resolved? in
            if case .shape(let shape) = node.kind, case .color(let color)? = shape.paint { color } else { nil }
        }
    }

    @Test func colorSchemeIsTheEnvironmentsColorScheme() {
        let modifier = Text("night").colorScheme(.dark).resolved().root
        let environment = Text("night").environment(\.colorScheme, .dark).resolved().root
        let light = Text("night").resolved().root
        #expect(modifier.text("night")?.color == environment.text("night")?.color)
        #expect(modifier.text("night")?.color != light.text("night")?.color)
    }

    @Test func backgroundInAShapePaintsTheBackgroundStyleInForce() {
        let screen = shapeColors(Text("card").background(in: Capsule()).resolved().root)
        let themed = shapeColors(Text("card").background(.background, in: Capsule()).resolved().root)
        #expect(screen == themed && screen.count == 1)
        let styled = shapeColors(Text("card").background(in: Capsule()).backgroundStyle(Color.orange).resolved().root)
        let orange = shapeColors(Text("card").background(Color.orange, in: Capsule()).resolved().root)
        #expect(styled == orange)
        #expect(styled != screen)
        // A style that names `.background` itself resolves to the screen's, not to itself.
        let loop = shapeColors(Text("card").background(in: Capsule()).backgroundStyle(.background).resolved().root)
        #expect(loop == screen)
    }

    @Test func listItemTintIsTheTintBelow() {
        let tinted = Label("Inbox", systemImage: "tray").listItemTint(.fixed(.purple)).resolved().root
        let plain = Label("Inbox", systemImage: "tray").tint(.purple).resolved().root
        #expect(tinted.dump() == plain.dump())
        let monochrome = Label("Inbox", systemImage: "tray").listItemTint(.monochrome).resolved().root
        #expect(monochrome.dump() == Label("Inbox", systemImage: "tray").resolved().root.dump())
    }

    @Test func toolbarVisibilityHidesTheBarAsToolbarDoes() {
        let renamed = NavigationStack { Text("x").navigationTitle("T").toolbarVisibility(.hidden, for: .navigationBar) }.resolved().root
        let older = NavigationStack { Text("x").navigationTitle("T").toolbar(.hidden, for: .navigationBar) }.resolved().root
        let shown = NavigationStack { Text("x").navigationTitle("T") }.resolved().root
        #expect(renamed.dump() == older.dump())
        #expect(renamed.dump() != shown.dump())
    }

    @Test func anInlineLargeTitleIsDrawnInline() {
        let mode = NavigationStack { Text("x").navigationTitle("Mail").toolbarTitleDisplayMode(.inlineLarge) }.resolved().root
        let inline = NavigationStack { Text("x").navigationTitle("Mail").navigationBarTitleDisplayMode(.inline) }.resolved().root
        #expect(mode.dump() == inline.dump())
    }

    @Test func aScopedAnimationDrawsItsModifiersFinalValues() {
        let scoped = Text("fade").animation(.default) { $0.opacity(0.5) }.resolved().root
        let direct = Text("fade").opacity(0.5).resolved().root
        #expect(scoped.dump() == direct.dump())
    }

    private struct Badge: View, Equatable {
        let count: Int
        var body: some View { Text("\(count)") }
    }

    @Test func quietModifiersLeaveTheTreeAsItWas() {
        let plain = Badge(count: 3).resolved().root.dump()
        let quiet = Badge(count: 3).equatable()
            .badgeProminence(.increased).defersSystemGestures(on: .all).hoverEffectDisabled()
            .onExitCommand {}.onDeleteCommand {}.onMoveCommand { _ in }.submitScope()
            .writingToolsBehavior(.disabled).selectionDisabled().presentationSizing(.form)
            .menuOrder(.fixed).menuActionDismissBehavior(.disabled).toolbar(removing: .sidebarToggle)
            .typesetLanguage(.init(identifier: "en")).flipsForRightToLeftLayoutDirection(true)
            .focusSection().focusEffectDisabled().onScrollVisibilityChange { _ in }
            .textEditorStyle(.plain).textScale(.secondary)
            .accessibilityCustomContent("Unread", Text("3")).accessibilityScrollAction { _ in }
            .accessibilityRepresentation { Text("three") }.accessibilityChildren { Text("c") }
            .speechAlwaysIncludesPunctuation().speechAdjustedPitch(0.5)
            .resolved().root.dump()
        #expect(quiet == plain)
    }
}
