import Dispatch
import Testing
import Trellis
import TrellisLayout

/// ScrollView, the lazy grids, Grid, GeometryReader and ViewThatFits, one test per rule, with
/// frames worked out by hand for the measurer whose characters are 10 points wide (body text
/// is 20.29 points tall, its wrapped lines 22 apart) on a 200 × 100 canvas.
@MainActor
struct ContainerLayoutTests {
    // MARK: - ScrollView

    @Test func scrollViewTakesTheSpaceOfferedAndItsContentItsIdealHeight() {
        let layout = layOut(ScrollView { VStack(spacing: 0) { Color.red.frame(height: 300); Text("ab") } })
        #expect(layout.frame() == rect(0, 0, 200, 100))
        #expect(layout.frame(0) == rect(0, 0, 200, 320.29))
        #expect(layout.frame(0, 1) == rect(90, 300, 20, 20.29))
    }

    @Test func horizontalScrollViewProposesNoWidthSoTextStaysOnOneLine() {
        let layout = layOut(ScrollView(.horizontal) { Text("aaaa aaaa aaaa") }, in: CGSize(width: 100, height: 100))
        #expect(layout.frame() == rect(0, 39.855, 100, 20.29))
        #expect(layout.frame(0) == rect(0, 39.855, 140, 20.29))
    }

    @Test func horizontalScrollViewIsAsTallAsItsContentBesideAFlexibleSibling() {
        // SwiftUI's horizontal scroll view takes the width offered and its content's height, so
        // a row of chips above a list leaves the list the rest of the screen.
        let layout = layOut(VStack(spacing: 0) { ScrollView(.horizontal) { Text("ab") }; Color.red })
        #expect(layout.frame(0) == rect(0, 0, 200, 20.29))
        #expect(layout.frame(1) == rect(0, 20.29, 200, 79.71))
    }

    @Test func fullScrollContentMakesTheScrollViewAsLongAsItsContent() {
        let layout = layOut(ScrollView { Color.red.frame(height: 300) }.environment(\.rendersFullScrollContent, true))
        #expect(layout.frame() == rect(0, -100, 200, 300))
    }

    // MARK: - Lazy grids

    @Test func adaptiveColumnRepeatsAsOftenAsItsMinimumFits() {
        // (200 + 8) / (40 + 8) = 4 columns of (200 - 3 × 8) / 4 = 44.
        let layout = layOut(LazyVGrid(columns: [GridItem(.adaptive(minimum: 40))], spacing: 10) {
            ForEach(0..<5) { _ in Color.red.frame(height: 30) }
        })
        #expect(layout.frame() == rect(0, 15, 200, 70))
        #expect(layout.frame(1) == rect(52, 15, 44, 30))
        #expect(layout.frame(3) == rect(156, 15, 44, 30))
        #expect(layout.frame(4) == rect(0, 55, 44, 30))
    }

    @Test func flexibleColumnTakesWhatTheFixedOneLeaves() {
        let layout = layOut(LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())]) { Text("ab"); Text("ab") })
        #expect(layout.frame(0) == rect(15, 39.855, 20, 20.29))
        // The second column starts at 58 and is 200 - 8 - 50 = 142 wide.
        #expect(layout.frame(1) == rect(119, 39.855, 20, 20.29))
    }

    @Test func boundedFlexibleColumnLeavesTheRestToTheOthers() {
        let layout = layOut(LazyVGrid(columns: [GridItem(.flexible(maximum: 60)), GridItem(.flexible())]) {
            Color.red.frame(height: 10); Color.blue.frame(height: 10)
        })
        #expect(layout.frame(0).width == 60)
        #expect(layout.frame(1) == rect(68, 45, 132, 10))
    }

    @Test func rowIsAsTallAsItsTallestCell() {
        let layout = layOut(LazyVGrid(columns: [GridItem(), GridItem()], spacing: 0) {
            Text("ab"); Color.red.frame(height: 40); Text("cd")
        })
        #expect(layout.frame().height == 60.29)
        #expect(layout.frame(0).minY == rect(0, layout.frame().minY + 9.855, 0, 0).minY)
        #expect(layout.frame(2).minY == rect(0, layout.frame().minY + 40, 0, 0).minY)
    }

    @Test func lazyHGridFillsColumnsTopToBottom() {
        let layout = layOut(LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(30))]) {
            Text("ab"); Text("abcd"); Text("a")
        })
        #expect(layout.frame() == rect(71, 16, 58, 68))
        // Each 20.29-point text centred in its 30-point row: 4.855 below the row's top.
        #expect(layout.frame(0) == rect(81, 20.855, 20, 20.29))
        #expect(layout.frame(1) == rect(71, 58.855, 40, 20.29))
        #expect(layout.frame(2) == rect(119, 20.855, 10, 20.29))
    }

    // MARK: - Grid

    @Test func gridColumnsAreAsWideAsTheirWidestCell() {
        let layout = layOut(Grid {
            GridRow { Text("a"); Text("abcd") }
            GridRow { Text("abc"); Text("ab") }
            Divider()
            // 80 wide over columns of 30 and 40 with 8 between: each column grows by 1.
            GridRow { Text("abcdefgh").gridCellColumns(2) }
        })
        // Three rows of 20.29, the divider and 3 × 8 between: 85.87 tall, from (100 − 85.87) / 2.
        #expect(layout.frame() == rect(60, 7.065, 80, 85.87))
        #expect(layout.frame(0) == rect(60, 7.065, 80, 20.29))
        #expect(layout.frame(0, 0) == rect(70.5, 7.065, 10, 20.29))
        #expect(layout.frame(0, 1) == rect(99.5, 7.065, 40, 20.29))
        #expect(layout.frame(1, 0) == rect(60.5, 35.355, 30, 20.29))
        #expect(layout.frame(2) == rect(60, 63.645, 80, 1))
        #expect(layout.frame(3, 0) == rect(60, 72.645, 80, 20.29))
    }

    @Test func gridRowAlignmentPlacesItsCellsVertically() {
        let layout = layOut(Grid(alignment: .leading) {
            GridRow(alignment: .top) { Text("a"); Color.red.frame(width: 10, height: 40) }
        })
        #expect(layout.frame(0, 0).minY == layout.frame().minY)
        #expect(layout.frame(0, 0).minX == layout.frame().minX)
    }

    // MARK: - GeometryReader

    @Test func geometryReaderContentIsBuiltFromTheProposedSize() {
        let layout = layOut(GeometryReader { proxy in
            Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
        })
        #expect(layout.frame() == rect(0, 0, 200, 100))
        #expect(layout.frame(0, 0) == rect(0, 0, 70, 20.29))
        #expect(layout.tree.root.dump().contains("text \"200x100\""))
    }

    @Test func geometryReaderInAStackGetsWhatTheStackLeavesIt() {
        let layout = layOut(VStack(spacing: 0) {
            Text("ab")
            GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }
        })
        #expect(layout.frame(1) == rect(0, 20.29, 200, 79.71))
        #expect(layout.frame(1, 0, 0) == rect(0, 20.29, 100, 79.71))
    }

    @Test func geometryProxyFrameInGlobalIsTheCanvasPosition() {
        let layout = layOut(VStack(spacing: 0) {
            Color.red.frame(height: 30)
            GeometryReader { proxy in Text("\(Int(proxy.frame(in: .global).minY)) \(Int(proxy.frame(in: .local).minY))") }
        })
        #expect(layout.tree.root.dump().contains("text \"30 0\""))
    }

    @Test func geometryReaderInsideAGeometryReaderIsResolvedToo() {
        let layout = layOut(GeometryReader { outer in
            GeometryReader { inner in Text("\(Int(outer.size.width))/\(Int(inner.size.width))") }
                .frame(width: outer.size.width / 2)
        })
        #expect(layout.tree.root.dump().contains("text \"200/100\""))
    }

    @Test nonisolated func geometryReaderLaidOutOffTheMainActorResolvesItsContentOnIt() async {
        let tree = await MainActor.run {
            GeometryReader { proxy in Text("\(Int(proxy.size.width))") }.resolved(in: EnvironmentValues())
        }
        let layout = await Task.detached { LayoutEngine.fixedAdvance.layout(tree, in: CGSize(width: 120, height: 50)) }.value
        #expect(layout.tree.root.dump().contains("text \"120\""))
    }

    // MARK: - ViewThatFits

    @Test func viewThatFitsShowsTheFirstChildThatFits() {
        let wide = layOut(ViewThatFits { Text("aaaaaaaaaaaa"); Text("aaa") })
        #expect(wide.tree.root.dump().contains("viewThatFits axes=both chosen=0"))
        #expect(wide.frame() == rect(40, 39.855, 120, 20.29))
        let narrow = layOut(ViewThatFits { Text("aaaaaaaaaaaa"); Text("aaa") }, in: CGSize(width: 100, height: 100))
        #expect(narrow.tree.root.dump().contains("chosen=1"))
        #expect(narrow.frame(1) == rect(35, 39.855, 30, 20.29))
    }

    @Test func viewThatFitsShowsTheLastChildWhenNoneFits() {
        let layout = layOut(ViewThatFits(in: .horizontal) { Text("aaaaaaaaaaaa"); Text("aaaaaaaaaaa") }, in: CGSize(width: 50, height: 100))
        #expect(layout.tree.root.dump().contains("chosen=1"))
    }

    // MARK: - Composed containers

    @Test func groupBoxSpansTheWidthAndPadsItsLabelAndContentBy16() {
        let layout = layOut(GroupBox("T") { Text("ab") })
        // 20.29 + 8 + 20.29 + 2 × 16 tall, from y 9.71; the content leading, 16 in, under the label.
        #expect(layout.frame().size == CGSize(width: 200, height: 80.58))
        #expect(layout.frame(0, 0, 0, 1) == rect(16, 54, 20, 20.29))
    }

    @Test func labeledContentPutsTheValueAtTheTrailingEdge() {
        let layout = layOut(LabeledContent("Name", value: "x"))
        #expect(layout.frame(0) == rect(0, 39.855, 40, 20.29))
        #expect(layout.frame(2) == rect(190, 39.855, 10, 20.29))
    }
}
