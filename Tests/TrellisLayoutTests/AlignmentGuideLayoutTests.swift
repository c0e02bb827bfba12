import Testing
import Trellis
import TrellisLayout

/// An alignment guide of the app's own: a third of the way down, unless a view says otherwise.
private struct FirstThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

private extension VerticalAlignment {
    static let firstThird = VerticalAlignment(FirstThird.self)
}

private struct QuarterIn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
}

private extension HorizontalAlignment {
    static let quarterIn = HorizontalAlignment(QuarterIn.self)
}

/// `alignmentGuide(_:computeValue:)` and custom `AlignmentID`s, decided by the engine: a child's
/// origin is the container's guide line minus the child's guide. Each expectation is worked out
/// from the sizes the views are given, not read back from the rule.
@MainActor
struct AlignmentGuideLayoutTests {
    func layOut<V: View>(_ view: V) -> LaidOutTree {
        LayoutEngine(measurer: TextMeasurer.shared).layout(view.resolved(in: EnvironmentValues()), in: CGSize(width: 390, height: 844))
    }

    func frame(_ layout: LaidOutTree, _ id: String) -> CGRect {
        layout[layout.nodes.indices.first { layout.id(of: $0) == id }!].frame
    }

    func box(_ width: CGFloat, _ height: CGFloat) -> some View {
        Color.red.frame(width: width, height: height)
    }

    @Test func aTopGuideMovesTheOtherChildrenDownToIt() {
        let layout = layOut(HStack(alignment: .top, spacing: 0) {
            box(20, 20)
            box(20, 40).alignmentGuide(.top) { _ in 10 }
        })
        let stack = frame(layout, "n0")
        // The guided child's line is 10 below its top; the plain one's top goes on that line.
        #expect(frame(layout, "n0.0").minY - stack.minY == CGFloat(10))
        #expect(frame(layout, "n0.1").minY == stack.minY)
        #expect(stack.height == CGFloat(10 + max(20, 40 - 10)))
    }

    @Test func aLeadingGuideAtTheTrailingEdgeHangsTheChildBeforeTheOthers() {
        let layout = layOut(VStack(alignment: .leading, spacing: 0) {
            box(40, 10)
            box(30, 10).alignmentGuide(.leading) { d in d[.trailing] }
        })
        let stack = frame(layout, "n0")
        #expect(frame(layout, "n0.1").minX == stack.minX)
        #expect(frame(layout, "n0.0").minX - stack.minX == CGFloat(30))
        #expect(stack.width == CGFloat(30 + 40))
    }

    @Test func aCustomGuideSetDeepInOneStackLinesUpWithItsDefaultInAnother() {
        let layout = layOut(HStack(alignment: .firstThird, spacing: 0) {
            VStack(spacing: 0) {
                box(20, 20)
                box(20, 20).alignmentGuide(.firstThird) { d in d[VerticalAlignment.center] }
            }
            box(20, 30)
        })
        // The column's guide is its second box's center, 20 + 10 down; the box's default is 30 / 3.
        let column = frame(layout, "n0.0"), single = frame(layout, "n0.1")
        #expect(single.minY - column.minY == CGFloat(30 - 10))
    }

    @Test func aCustomAlignmentWithoutGuidesAlignsByItsDefault() {
        let layout = layOut(HStack(alignment: .firstThird, spacing: 0) {
            box(20, 60)
            box(20, 30)
        })
        #expect(frame(layout, "n0.1").minY - frame(layout, "n0.0").minY == CGFloat(60 / 3 - 30 / 3))
    }

    @Test func aZStackAlignsBothGuidesOfItsLayers() {
        let layout = layOut(ZStack(alignment: Alignment(horizontal: .quarterIn, vertical: .top)) {
            box(80, 40)
            box(20, 20).alignmentGuide(.top) { d in -d.height }
        })
        let back = frame(layout, "n0.0"), front = frame(layout, "n0.1")
        // Quarter of 80 meets quarter of 20; the front's guide is 20 above its top, so it sits 20
        // below the back's top.
        #expect(front.minX - back.minX == CGFloat(80 / 4 - 20 / 4))
        #expect(front.minY - back.minY == CGFloat(20))
        #expect(frame(layout, "n0").height == CGFloat(40))
    }

    @Test func aFrameLinesItsOwnGuideUpWithTheChilds() {
        let layout = layOut(box(20, 20).alignmentGuide(.leading) { _ in -10 }.frame(width: 100, height: 100, alignment: .topLeading))
        #expect(frame(layout, "n0.0").minX - frame(layout, "n0").minX == CGFloat(10))
    }

    @Test func anOverlayLayerCanHangBelowItsContent() {
        let layout = layOut(box(60, 40).overlay(alignment: .bottom) {
            box(10, 10).alignmentGuide(.bottom) { d in d[.top] }
        })
        let content = frame(layout, "n0.0"), layer = frame(layout, "n0.1")
        #expect(layer.minY == content.maxY)
        #expect(layer.midX == content.midX)
    }

    @Test func aClosureReadsTheTextsBaselineFromItsDimensions() {
        let title = Text("Total").font(.title)
        let alone = layOut(title)
        let baseline = alone[0].lines[0].baseline
        let layout = layOut(HStack(alignment: .top, spacing: 0) {
            box(10, 10)
            title.alignmentGuide(.top) { d in d[explicit: .firstTextBaseline] ?? 0 }
        })
        // The box's top goes on the title's baseline.
        #expect(abs(frame(layout, "n0.0").minY - frame(layout, "n0.1").minY - baseline) < 0.01)
    }

    @Test func theLastTextBaselineStaticsAlignTheLastLines() {
        let layout = layOut(ZStack(alignment: .trailingLastTextBaseline) {
            Text("One\nTwo").font(.largeTitle)
            Text("x").font(.caption)
        })
        let texts = layout.nodes.indices.filter { if case .text = layout.kind(of: $0) { true } else { false } }
        let first = layout[texts[0]], second = layout[texts[1]]
        #expect(abs(first.frame.minY + first.lines.last!.baseline - second.frame.minY - second.lines.last!.baseline) < 0.01)
        #expect(first.frame.maxX == second.frame.maxX)
    }

    @Test func aGuideIsDecidedWhenLayoutRunsOffTheMainActor() async {
        let tree = HStack(alignment: .top, spacing: 0) {
            box(20, 20)
            box(20, 40).alignmentGuide(.top) { _ in 15 }
        }.resolved(in: EnvironmentValues())
        let engine = LayoutEngine(measurer: TextMeasurer.shared)
        let layout = await Task.detached { engine.layout(tree, in: CGSize(width: 390, height: 844)) }.value
        #expect(frame(layout, "n0.0").minY - frame(layout, "n0").minY == CGFloat(15))
    }
}
