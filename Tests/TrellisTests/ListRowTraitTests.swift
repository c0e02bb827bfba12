import Testing
@testable import Trellis

/// Row modifiers reach the row they are written in, and only that row.
@MainActor
struct ListRowTraitTests {
    func rows(_ tree: ResolvedTree) -> [ResolvedNode] {
        tree.root.subtree().filter { if case .listRow = $0.kind { true } else { false } }
    }

    func trait(_ node: ResolvedNode) -> ResolvedListRow? {
        if case .listRow(let row) = node.kind { row } else { nil }
    }

    @Test func rowModifiersBecomeTheRowsPayloadWithNoWrapperLeft() {
        let tree = List {
            Text("a").listRowInsets(EdgeInsets()).listRowSeparator(.hidden, edges: .bottom)
        }.resolved(in: EnvironmentValues())
        let found = rows(tree)
        #expect(found.count == 1)
        #expect(trait(found[0])?.insets == EdgeInsets())
        #expect(trait(found[0])?.separator == .init(top: nil, bottom: .hidden))
        if case .text = found[0].children.first?.kind {} else { Issue.record("content is \(String(describing: found[0].children.first?.kind))") }
    }

    @Test func rowBackgroundBecomesTheRowsSecondChild() {
        let tree = List { Text("a").listRowBackground(Color.red) }.resolved(in: EnvironmentValues())
        let row = rows(tree)[0]
        #expect(trait(row)?.hasBackground == true)
        #expect(row.children.count == 2)
        if case .color = row.children[1].kind {} else { Issue.record("background is \(row.children[1].kind)") }
    }

    @Test func theModifierNearestTheContentWins() {
        let tree = List {
            Text("a").listRowSeparatorTint(.red).listRowSeparatorTint(.blue)
        }.resolved(in: EnvironmentValues())
        let tint = trait(rows(tree)[0])?.separatorTint.top
        #expect(tint == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test func aSectionsRowTraitsReachEachOfItsRows() {
        let tree = List {
            Section {
                Text("a")
                Text("b").listRowSeparator(.visible)
            }
            .listRowSeparator(.hidden)
        }.resolved(in: EnvironmentValues())
        #expect(rows(tree).map { trait($0)?.separator.top } == [.hidden, .visible])
    }

    @Test func rowModifiersOutsideAListChangeNothing() {
        let plain = Text("a").resolved(in: EnvironmentValues())
        let modified = Text("a").listRowInsets(EdgeInsets()).listRowBackground(Color.red).resolved(in: EnvironmentValues())
        #expect(plain == modified)
    }

    @Test func rowSpacingIsTheListsOwn() {
        let tree = List { Text("a") }.listRowSpacing(10).resolved(in: EnvironmentValues())
        guard case .list(let style) = tree.root.kind else {
            Issue.record("root is \(tree.root.kind)")
            return
        }
        #expect(style.rowSpacing == 10)
    }

    @Test func aLinkThatIsAListRowKeepsItsLabelInThePrimaryColor() {
        func labelColor(_ tree: ResolvedTree) -> Color.Resolved? {
            tree.root.subtree().lazy.compactMap { if case .text(let text) = $0.kind, text.string == "Go" { text.color } else { nil } }.first
        }
        let environment = EnvironmentValues()
        let inList = labelColor(NavigationStack { List { NavigationLink("Go") { Text("x") } } }.resolved(in: environment))
        let alone = labelColor(NavigationStack { NavigationLink("Go") { Text("x") } }.resolved(in: environment))
        #expect(alone == Color.accentColor.resolve(in: environment))
        #expect(inList != alone)
        #expect(inList == Text("Go").resolved(in: environment).root.textColor)
    }
}

extension ResolvedNode {
    fileprivate var textColor: Color.Resolved? {
        if case .text(let text) = kind { text.color } else { nil }
    }
}
