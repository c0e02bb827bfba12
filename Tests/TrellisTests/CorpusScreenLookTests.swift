import Testing
@testable import Trellis

/// What the corpus's Scrumdinger screens showed Trellis drawing unlike iOS: a pushed screen's
/// title mode, a label icon's color under a card's foreground color, a picker value's own color.
@MainActor @Suite struct CorpusScreenLookTests {
    private func bars(of node: ResolvedNode) -> [ResolvedNavigationBar] {
        node.subtree(includingDestinations: false).compactMap { if case .navigationBar(let bar) = $0.kind { bar } else { nil } }
    }

    private func destinationBars(_ view: some View) -> [NavigationBarItem.TitleDisplayMode] {
        view.resolved().root.subtree(includingDestinations: false).compactMap { node -> ResolvedDestination? in
            if case .navigationLink(let destination) = node.kind { destination } else { nil }
        }.flatMap { bars(of: $0.tree.root).map(\.titleDisplayMode) }
    }

    @Test func aPushedScreenWithNoModeOfItsOwnInheritsTheLargeTitleOfTheRoot() {
        let modes = destinationBars(NavigationStack {
            List { NavigationLink("Design") { Text("Detail").navigationTitle("Design") } }
                .navigationTitle("Daily Scrums")
        })
        #expect(modes == [.large])
    }

    @Test func aPushedScreenInheritsAnInlineParentAndKeepsItsOwnMode() {
        let inherited = destinationBars(NavigationStack {
            NavigationLink("Next") { Text("Detail").navigationTitle("Detail") }
                .navigationTitle("Root").navigationBarTitleDisplayMode(.inline)
        })
        #expect(inherited == [.inline])
        let own = destinationBars(NavigationStack {
            NavigationLink("Next") { Text("Detail").navigationTitle("Detail").navigationBarTitleDisplayMode(.inline) }
                .navigationTitle("Root")
        })
        #expect(own == [.inline])
    }

    @Test func aLabelsIconTakesTheForegroundColorSetAroundIt() {
        let black = Color.black.resolve(in: EnvironmentValues())
        let tree = List {
            VStack { Label("4", systemImage: "person.3") }.foregroundColor(.black)
            Label("Length", systemImage: "clock")
        }.resolved()
        let colors = tree.root.subtree().compactMap { node -> Color.Resolved? in
            if case .image(let image) = node.kind { image.color } else { nil }
        }
        #expect(colors.count == 2)
        #expect(colors.first == black, "the card's color wins over the row's tint")
        #expect(colors.last == Color.accentColor.resolve(in: EnvironmentValues()), "with none set, the icon is in the tint")
    }

    @Test func aNavigationLinkPickersValueKeepsItsOptionsOwnColor() {
        let tree = List {
            Picker("Theme", selection: .constant("sky")) {
                Text("Sky").foregroundColor(.black).tag("sky")
                Text("Tan").tag("tan")
            }
            .pickerStyle(.navigationLink)
            Picker("Plain", selection: .constant("a")) { Text("A").tag("a") }
                .pickerStyle(.navigationLink)
        }.resolved()
        #expect(tree.root.text("Sky")?.color == Color.black.resolve(in: EnvironmentValues()))
        #expect(tree.root.text("A")?.color == Color.secondary.resolve(in: EnvironmentValues()))
    }
}
