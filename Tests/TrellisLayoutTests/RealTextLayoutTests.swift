import Testing
import Trellis
import TrellisLayout

/// Layout with the real measurer (HarfBuzz over DejaVu, recorded against Chromium): cases where
/// CSS alone put text elsewhere than SwiftUI does.
@MainActor
struct RealTextLayoutTests {
    static let phone = CGSize(width: 390, height: 844)

    func layOutReal<V: View>(_ view: V, in canvas: CGSize = phone) -> LaidOutTree {
        LayoutEngine(measurer: TextMeasurer.shared).layout(view.resolved(in: EnvironmentValues()), in: canvas)
    }

    /// The lines of every text node, in tree order.
    func textLines(_ layout: LaidOutTree) -> [[String]] {
        layout.nodes.indices.compactMap { index in
            if case .text = layout.kind(of: index) { layout[index].lines.map(\.text) } else { nil }
        }
    }

    @Test func aCardsSubtitleStaysOnOneLineBesideASpacer() {
        let card = HStack {
            Image(systemName: "leaf.fill")
            VStack(alignment: .leading) {
                Text("Plants")
                Text("Water every other day")
            }
            Spacer(minLength: 0)
        }
        #expect(textLines(layOutReal(card)) == [["Plants"], ["Water every other day"]])
    }

    @Test func gridTilesKeepTheirLabelsWhole() {
        let grid = HStack {
            ForEach(1...4, id: \.self) { number in
                Text("Item \(number)").padding(8).frame(maxWidth: .infinity).background(Color.yellow)
            }
        }
        #expect(textLines(layOutReal(grid)) == (1...4).map { ["Item \($0)"] })
    }

    @Test func textWrapsAtTheProposedWidthAndIsAsWideAsItsWidestLine() {
        let layout = layOutReal(Text("Tap to view updated styles").frame(width: 150))
        #expect(textLines(layout) == [["Tap to view", "updated styles"]])
        let text = layout[1]
        #expect(text.frame.width < 150)
        #expect(text.frame.width == ((text.lines.map(\.width).max() ?? 0) * 64).rounded(.up) / 64)
        // Body's natural 20.29 and its 22-point leading.
        #expect(abs(text.frame.height - 42.29) < 0.001)
    }

    @Test func lineLimitEndsTheLastLineWithAnEllipsis() {
        let layout = layOutReal(Text("Tap to view updated styles and more").lineLimit(1).frame(width: 150))
        let lines = layout[1].lines
        #expect(lines.count == 1)
        #expect(lines[0].text.hasSuffix("…"))
        #expect(layout[1].isTruncated)
        #expect(layout[1].frame.width <= 150)
    }

    @Test func headAndMiddleTruncationCutWhereTheyAreAsked() {
        let head = layOutReal(Text("Tap to view updated styles and more").lineLimit(1).truncationMode(.head).frame(width: 150))
        #expect(head[1].lines[0].text.hasPrefix("…"))
        let middle = layOutReal(Text("Tap to view updated styles and more").lineLimit(1).truncationMode(.middle).frame(width: 150))
        let text = middle[1].lines[0].text
        #expect(text.contains("…") && !text.hasPrefix("…") && !text.hasSuffix("…"))
    }

    @Test func bodyAndLargeTitleLinesFollowTheTable() {
        // One line is the natural height (body 20.29, largeTitle 40.57), a line box of its own
        // with no gap (VerticalMetricsTests): body's baseline at its ascent, 16; largeTitle's at
        // its ascent 33 lifted by the floored half-leading, 32.
        let layout = layOutReal(VStack(spacing: 0) { Text("Body"); Text("Title").font(.largeTitle) })
        #expect(layout[1].frame.height == 1299.0 / 64)
        #expect(layout[2].frame.height == 2596.0 / 64)
        #expect(layout[1].lines[0].baseline == 16)
        #expect(layout[2].lines[0].baseline == 32)
    }
}
