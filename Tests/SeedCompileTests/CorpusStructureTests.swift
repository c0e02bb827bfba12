import Testing
import Trellis

/// The screen-structure corpus resolves to what iOS would show: bars with their items, the
/// presented sheet, alert or dialog over the screen, the selected tab above its bar.
@MainActor @Suite struct CorpusStructureTests {
    func slots(_ node: ResolvedNode) -> [ResolvedBarSlot] {
        node.subtree(includingDestinations: false).compactMap { if case .barSlot(let slot) = $0.kind { slot } else { nil } }
    }

    func strings(_ node: ResolvedNode) -> [String] {
        node.subtree(includingDestinations: false).compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
    }

    @Test func notesListHasItsBarItemsAndNoSheetUntilAdding() {
        let tree = NotesListView().resolved()
        #expect(slots(tree.root) == [.leading, .trailing])
        #expect(strings(tree.root).contains("Edit") && !strings(tree.root).contains("New Note"))
        // The trailing item is the + symbol, at the bar's symbol size, in the bar's tint.
        let plus = tree.root.subtree(includingDestinations: false).compactMap { node -> ResolvedImage? in
            if case .image(let image) = node.kind, image.systemName == "plus" { image } else { nil }
        }
        #expect(plus.count == 1 && plus.first?.font.size == 19)
    }

    @Test func notesListWhileAddingShowsTheSheetOverEverything() {
        let tree = NotesListView(isAdding: true).resolved()
        #expect(slots(tree.root).contains(.presentation))
        #expect(strings(tree.root).contains("New Note") && strings(tree.root).contains("Save"))
        // The sheet's bar holds its own items: Cancel leading, Save trailing.
        #expect(slots(tree.root) == [.leading, .trailing, .presentation, .leading, .trailing])
        // `.presentationDetents([.medium, .large])` opens at the medium one: the card's half of a
        // vertical stack shared with a clear color.
        let halves = tree.root.subtree(includingDestinations: false).contains { node in
            guard case .stack(let stack) = node.kind, stack.axis == .vertical, node.children.count == 2,
                  case .color(let color) = node.children[0].kind else { return false }
            return color.opacity == 0
        }
        #expect(halves)
    }

    @Test func noteLinksLeadToTheirDestinationPagesThroughNavigationDestination() {
        let tree = NotesListView().resolved()
        let destinations = tree.root.subtree(includingDestinations: false).compactMap { node -> ResolvedDestination? in
            if case .navigationLink(let destination) = node.kind { destination } else { nil }
        }
        #expect(destinations.map(\.name) == ["NoteDetailView", "NoteDetailView", "NoteDetailView"])
        #expect(destinations.first?.tree.title == "Groceries")
        // The detail's bottom bar, and its dialog is not shown.
        #expect(destinations.first.map { slots($0.tree.root) } == [.bottom])
    }

    @Test func libraryShowsTheSelectedTabWithSearchAboveTheTabBar() {
        let tree = LibraryApp().resolved()
        let shown = strings(tree.root)
        #expect(shown.contains("Dune") && shown.contains("Search books"))
        #expect(!shown.contains("Nothing saved yet"), "only the selected tab's content")
        #expect(["Library", "Saved", "Settings", "2"].allSatisfy(shown.contains), "\(shown)")
        #expect(slots(tree.root) == [.search])
        #expect(tree.title == "Library")
    }

    @Test func accountShowsTheAlertWithItsMessageAndTheBarInItsColors() {
        let tree = AccountView().resolved()
        let shown = strings(tree.root)
        #expect(shown.contains("Sign-in failed") && shown.contains("Check your password and try again.") && shown.contains("OK"))
        #expect(!shown.contains("Old"), "the legacy alert is not presented")
        guard case .navigationStack(let bar)? = tree.root.subtree(includingDestinations: false).first(where: {
            if case .navigationStack = $0.kind { true } else { false }
        })?.kind else {
            Issue.record("no navigation stack")
            return
        }
        #expect(bar.background == Color.blue.resolve(in: EnvironmentValues()))
        #expect(bar.titleColor == Color.white.resolve(in: EnvironmentValues()))
    }

    @Test func splitViewLeavesTheCanvasToChooseUnlessRegular() {
        // The columns first, the sidebar alone second: layout picks by the width offered
        // (SplitViewColumns.swift; ListGridAndSheetModifierLayoutTests checks the choice on each canvas).
        let choice = MailSplitView().resolved().root
        guard case .viewThatFits = choice.kind, choice.children.count == 2 else {
            Issue.record("not a choice: \(choice.dump())")
            return
        }
        let columns = strings(choice.children[0]), sidebar = strings(choice.children[1])
        #expect(columns.contains("Inbox") && columns.contains("Select a message"))
        #expect(sidebar.contains("Inbox") && !sidebar.contains("Select a message"))
        var regular = EnvironmentValues()
        regular.horizontalSizeClass = .regular
        let regularRoot = MailSplitView().resolved(in: regular).root
        let both = strings(regularRoot)
        #expect(both.contains("Inbox") && both.contains("Select a message"))
        if case .viewThatFits = regularRoot.kind { Issue.record("a regular size class leaves nothing to choose") }
    }

    @Test func onboardingCoversTheScreenWithItsItemAndHidesTheBar() {
        let tree = OnboardingView().resolved()
        #expect(strings(tree.root).contains("Welcome") && !strings(tree.root).contains("Tip"))
        #expect(!tree.root.subtree(includingDestinations: false).contains { if case .navigationBar = $0.kind { true } else { false } })
    }
}
