import Testing
import Trellis
import TrellisLayout

/// The back button's room (fixed-advance measurer: each character 10 points at 17 points): a
/// pushed Scrumdinger detail under its large title showed "Daily Scr…" where iOS shows
/// "Daily Scrums", as nothing is centered in the bar to make room for.
@MainActor
struct BackButtonWidthTests {
    static let phone = CGSize(width: 390, height: 844)

    private func backTitleWidth(_ mode: NavigationBarItem.TitleDisplayMode) throws -> CGFloat {
        let tree = NavigationStack {
            NavigationLink("Design") {
                Text("Detail").navigationTitle("Design").navigationBarTitleDisplayMode(mode)
            }.navigationTitle("Daily Scrums")
        }.resolved()
        let link = try #require(tree.root.subtree().compactMap { node -> ResolvedDestination? in
            if case .navigationLink(let destination) = node.kind { destination } else { nil }
        }.first)
        let layout = LayoutEngine.fixedAdvance.layout(link.tree, in: Self.phone)
        // The bar's first child is the back button: its chevron, then its title.
        return layout.frame(0, 0, 1).width
    }

    @Test func underALargeTitleTheBackTitleIsNotCutShort() throws {
        #expect(try backTitleWidth(.large) == 120, "\"Daily Scrums\" whole")
    }

    @Test func besideAnInlineTitleTheBackButtonKeepsToThirtyPercent() throws {
        #expect(try backTitleWidth(.inline) < 117 - 10)
    }
}
