import Testing
import Trellis
import TrellisLayout

/// The bar's slots (toolbar items, principal, search field), the bottom bar, the tab bar and
/// presented sheets and alerts: iOS's metrics, laid out with the fixed-advance measurer (each
/// character 10 points wide at 17 points).
@MainActor
struct ScreenBarLayoutTests {
    static let phone = CGSize(width: 390, height: 844)

    /// The frame of the first node, in pre-order, that `matches`.
    func frame(of layout: LaidOutTree, _ matches: (ResolvedNode.Kind) -> Bool) -> CGRect? {
        layout.tree.root.subtree().firstIndex { matches($0.kind) }.map { layout[$0].frame }
    }

    /// Equal to within rounding: frames are sums of fractional lengths.
    func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

    func slot(_ slot: ResolvedBarSlot) -> (ResolvedNode.Kind) -> Bool {
        { if case .barSlot(slot) = $0 { true } else { false } }
    }

    @Test func trailingItemEndsSixteenPointsInAndIsCenteredInTheBar() throws {
        let layout = layOut(NavigationStack {
            Text("x").navigationTitle("T").toolbar { ToolbarItem(placement: .topBarTrailing) { Text("ab") } }
        }, in: Self.phone)
        let item = try #require(frame(of: layout, slot(.trailing)))
        #expect(close(item.maxX, 390 - 16))
        #expect(item.midY == 22)
        // The large title keeps its band below the bar.
        #expect(close(layout.frame(0).height, 96))
    }

    @Test func leadingItemFollowsTheBackButtonOrTheLeadingInset() throws {
        let root = layOut(NavigationStack {
            Text("x").toolbar { ToolbarItem(placement: .navigationBarLeading) { Text("ab") } }
        }, in: Self.phone)
        #expect(try #require(frame(of: root, slot(.leading))).minX == 16)

        let tree = NavigationStack {
            NavigationLink("Go") {
                Text("y").navigationTitle("Next").toolbar { ToolbarItem(placement: .cancellationAction) { Text("ab") } }
            }.navigationTitle("Home")
        }.resolved()
        let link = try #require(tree.root.subtree().compactMap { node -> ResolvedDestination? in
            if case .navigationLink(let destination) = node.kind { destination } else { nil }
        }.first)
        let layout = LayoutEngine.fixedAdvance.layout(link.tree, in: Self.phone)
        let back = layout.frame(0, 0)
        #expect(try #require(frame(of: layout, slot(.leading))).minX == back.maxX + 16)
    }

    @Test func principalItemTakesTheInlineTitlesPlace() throws {
        let layout = layOut(NavigationStack {
            Text("x").navigationTitle("Title").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Text("ab") } }
        }, in: Self.phone)
        let texts = layout.tree.root.subtree()[1].subtree().filter { if case .text = $0.kind { true } else { false } }
        #expect(texts.count == 1, "only the principal item's text")
        #expect(try #require(frame(of: layout, slot(.principal))) == rect(185, 11.855, 20, 20.29))
    }

    @Test func searchFieldSitsUnderTheLargeTitleThirtySixPointsHigh() throws {
        let layout = layOut(NavigationStack {
            Text("x").navigationTitle("T").searchable(text: .constant(""))
        }, in: Self.phone)
        // 44 + the 52-point large title band, then the field and 10 points below it.
        #expect(close(layout.frame(0).height, 96 + 36 + 10))
        let field = try #require(frame(of: layout, slot(.search)))
        #expect(field.minX == 16 && close(field.minY, 96) && field.width == 358 && field.height == 36)
    }

    @Test func bottomBarIsFortyNinePointsAlongTheBottomAndTheContentCentersAbove() throws {
        let layout = layOut(NavigationStack {
            Text("ab").navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .bottomBar) { Text("cd") } }
        }, in: Self.phone)
        #expect(try #require(frame(of: layout, slot(.bottom))) == rect(0, 844 - 49, 390, 49))
        #expect(close(layout.frame(1).midY, (44 + 844 - 49) / 2.0))
    }

    @Test func tabBarIsFortyNinePointsAndTheSelectedTabFillsTheRest() throws {
        let layout = layOut(TabView(selection: .constant(2)) {
            Text("one").tabItem { Label("One", systemImage: "star") }.tag(1)
            Text("two").tabItem { Label("Two", systemImage: "heart") }.tag(2)
        }, in: Self.phone)
        #expect(layout.frame(0) == rect(0, 0, 390, 844 - 49))
        #expect(layout.frame(1) == rect(0, 844 - 49, 390, 49))
        let shown = layout.tree.root.subtree().compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
        #expect(shown == ["two", "One", "Two"], "the selected tab's content, then the items' labels")
    }

    @Test func largeSheetStartsTenPointsBelowTheTop() throws {
        let layout = layOut(Text("a").sheet(isPresented: .constant(true)) { Text("b") }, in: Self.phone)
        // The card is the last clip: the shrunk screen behind it is clipped to its corners too.
        let nodes = layout.tree.root.subtree()
        let index = try #require(nodes.lastIndex { if case .clip = $0.kind { true } else { false } })
        #expect(layout[index].frame == rect(0, 10, 390, 834))
    }

    @Test func mediumSheetTakesTheLowerHalf() throws {
        let layout = layOut(Text("a").sheet(isPresented: .constant(true)) {
            Text("b").presentationDetents([.medium, .large])
        }, in: Self.phone)
        let card = try #require(frame(of: layout) { if case .clip = $0 { true } else { false } })
        #expect(card == rect(0, 422, 390, 422))
    }

    @Test func alertIsACenteredPanelTwoHundredSeventyWide() throws {
        let layout = layOut(Text("a").alert("T", isPresented: .constant(true)) { Button("OK") {} }, in: Self.phone)
        let panel = try #require(frame(of: layout) { if case .fixedFrame(let frame) = $0 { frame.width == 270 } else { false } })
        #expect(panel.width == 270 && panel.midX == 195 && panel.midY == 422)
    }

    @Test func nothingIsPresentedWhileTheBindingIsFalse() {
        let shown = layOut(Text("a").sheet(isPresented: .constant(false)) { Text("b") }, in: Self.phone)
        #expect(shown.tree.root.subtree().count == 1)
    }
}
