import Testing
import Trellis
import TrellisLayout

/// `HStack(alignment: .firstTextBaseline)` and its kin, with the real measurer: the texts'
/// baselines meet on one line. Each expectation is worked out from the same texts laid out on
/// their own, so the test reads where a text's baseline falls from the measurer, not from the rule.
@MainActor
struct BaselineLayoutTests {
    func layOutReal<V: View>(_ view: V) -> LaidOutTree {
        LayoutEngine(measurer: TextMeasurer.shared).layout(view.resolved(in: EnvironmentValues()), in: CGSize(width: 390, height: 844))
    }

    /// The canvas y of each line's baseline, for every text node in tree order.
    func baselines(_ layout: LaidOutTree) -> [[CGFloat]] {
        layout.nodes.indices.compactMap { index in
            guard case .text = layout.kind(of: index) else { return nil }
            return layout[index].lines.map { layout[index].frame.minY + $0.baseline }
        }
    }

    /// A view's text's first and last baseline from the view's top, and its height, laid out alone.
    func alone<V: View>(_ view: V) -> (first: CGFloat, last: CGFloat, height: CGFloat) {
        let layout = layOutReal(view)
        let index = layout.nodes.indices.first { if case .text = layout.kind(of: $0) { true } else { false } }!
        let node = layout[index], top = node.frame.minY - layout[0].frame.minY
        return (top + node.lines.first!.baseline, top + node.lines.last!.baseline, layout[0].frame.height)
    }

    @Test func aLargeTitleAndACaptionShareTheirFirstBaseline() {
        let row = HStack(alignment: .firstTextBaseline) {
            Text("42").font(.largeTitle)
            Text("kg").font(.caption)
        }
        let lines = baselines(layOutReal(row))
        #expect(abs(lines[0][0] - lines[1][0]) < 0.01, "\(lines)")
    }

    @Test func aBaselineRowIsAsTallAsTheMostAboveAndTheMostBelowItsBaseline() {
        // The caption reaches further below the line than the title, padded underneath.
        let big = alone(Text("42").font(.largeTitle)), small = alone(Text("kg").font(.caption).padding(.bottom, 20))
        let row = layOutReal(HStack(alignment: .firstTextBaseline) {
            Text("42").font(.largeTitle)
            Text("kg").font(.caption).padding(.bottom, 20)
        })
        let expected = max(big.first, small.first) + max(big.height - big.first, small.height - small.first)
        #expect(row[0].frame.height == expected)
        // The tallest text reaches the top: nothing sits above its baseline higher than it does.
        #expect(row[1].frame.minY == row[0].frame.minY)
    }

    @Test func lastTextBaselineMeetsAWrappedTextsLastLine() {
        let row = layOutReal(HStack(alignment: .lastTextBaseline) {
            Text("Water every other day and mist the leaves").frame(width: 120)
            Text("Done").font(.title)
        })
        let lines = baselines(row)
        #expect(lines[0].count > 1)
        #expect(abs(lines[0].last! - lines[1][0]) < 0.01, "\(lines)")
    }

    @Test func firstTextBaselineMeetsAWrappedTextsFirstLine() {
        let row = layOutReal(HStack(alignment: .firstTextBaseline) {
            Text("Water every other day and mist the leaves").frame(width: 120)
            Text("Done").font(.title)
        })
        let lines = baselines(row)
        #expect(lines[0].count > 1)
        #expect(abs(lines[0][0] - lines[1][0]) < 0.01, "\(lines)")
    }

    @Test func aViewWithoutTextSitsOnTheBaselineByItsBottomEdge() {
        let row = layOutReal(HStack(alignment: .firstTextBaseline) {
            Color.red.frame(width: 12, height: 12)
            Text("Hi").font(.title)
        })
        #expect(abs(row.frame(0).maxY - baselines(row)[0][0]) < 0.01)
    }

    @Test func aVStackAlignsByItsFirstTextsFirstBaselineAndItsLastTextsLast() {
        func row(_ alignment: VerticalAlignment) -> LaidOutTree {
            layOutReal(HStack(alignment: alignment) {
                VStack {
                    Color.blue.frame(width: 10, height: 30)
                    Text("Title").font(.title)
                    Text("Subtitle").font(.footnote)
                }
                Text("Side")
            })
        }
        let first = baselines(row(.firstTextBaseline)), last = baselines(row(.lastTextBaseline))
        #expect(abs(first[0][0] - first[2][0]) < 0.01, "\(first)")
        #expect(abs(last[1][0] - last[2][0]) < 0.01, "\(last)")
    }

    @Test func paddingAndFramesMoveTheirChildsBaselineWithIt() {
        let row = layOutReal(HStack(alignment: .firstTextBaseline) {
            Text("Padded").padding(.top, 25)
            Text("Framed").font(.caption).frame(width: 80, height: 60, alignment: .bottom)
            Text("Plain").font(.title)
        })
        let lines = baselines(row)
        #expect(abs(lines[0][0] - lines[2][0]) < 0.01, "\(lines)")
        #expect(abs(lines[1][0] - lines[2][0]) < 0.01, "\(lines)")
    }

    @Test func aFrameAlignedByBaselinePutsItsChildsBaselineOnItsBottomEdge() {
        // A frame holds no text of its own, so its baseline guide is its bottom, as SwiftUI's.
        let layout = layOutReal(Text("Low").frame(width: 100, height: 60, alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)))
        #expect(abs(baselines(layout)[0][0] - layout.frame().maxY) < 0.01)
        #expect(layout.frame(0).minX == layout.frame().minX)
    }

    @Test func aZStackAlignedByBaselineLinesItsLayersUp() {
        let stack = layOutReal(ZStack(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline)) {
            Text("Big").font(.largeTitle)
            Text("small").font(.caption2)
        })
        let lines = baselines(stack)
        #expect(abs(lines[0][0] - lines[1][0]) < 0.01, "\(lines)")
        #expect(stack.frame(1).minX == stack.frame(0).minX)
    }

    @Test func anOverlayAlignedByBaselineSitsOnItsContentsBaseline() {
        let layout = layOutReal(Text("Price").font(.largeTitle).overlay(alignment: Alignment(horizontal: .trailing, vertical: .lastTextBaseline)) {
            Text("USD").font(.caption)
        })
        let lines = baselines(layout)
        #expect(abs(lines[0][0] - lines[1][0]) < 0.01, "\(lines)")
    }

    @Test func otherAlignmentsKeepTheirPlaces() {
        let top = layOutReal(HStack(alignment: .top) {
            Text("42").font(.largeTitle)
            Text("kg").font(.caption)
        })
        #expect(top.frame(0).minY == top.frame(1).minY)
        #expect(top[0].frame.height == alone(Text("42").font(.largeTitle)).height)
    }
}
