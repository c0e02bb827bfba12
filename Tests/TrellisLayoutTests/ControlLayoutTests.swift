import Testing
import Trellis
import TrellisLayout

/// The proportional-width rule (a slider's thumb, a progress bar's fill) and the pass-through
/// accessibility node, with the 10-points-a-character measurer.
@MainActor
struct ControlLayoutTests {
    /// A proportional-width node around a flexible color, the root of a screen.
    private func proportional(_ fraction: Double, minimum: CGFloat = 0, in canvas: CGSize = CGSize(width: 200, height: 100)) -> LaidOutTree {
        let color = ResolvedNode(.color(Color.Resolved(rgb: 0xFF0000)))
        let fill = ResolvedNode(.fixedFrame(ResolvedFixedFrame(width: nil, height: 4, alignment: .center)), children: [color])
        let node = ResolvedNode(.proportionalWidth(ResolvedProportionalWidth(fraction: fraction, minimum: minimum)), children: [fill])
        let tree = ResolvedTree(root: node, title: nil, background: Color.Resolved(rgb: 0xFFFFFF), colorScheme: .light, themeName: "test")
        return LayoutEngine.fixedAdvance.layout(tree, in: canvas)
    }

    @Test func theChildIsOfferedItsFractionOfTheWidthAtTheLeadingEdge() {
        let layout = proportional(0.25)
        #expect(layout.frame() == rect(0, 48, 200, 4))
        #expect(layout.frame(0) == rect(0, 48, 50, 4))
    }

    @Test func theMinimumIsKeptAndOnlyTheRestScales() {
        // 27 + 0.5 × (200 − 27): a thumb halfway along a 200-pt track ends at 113.5.
        let layout = proportional(0.5, minimum: 27)
        #expect(layout.frame(0).width == 113.5)
        #expect(proportional(0, minimum: 27).frame(0).width == 27)
        #expect(proportional(1, minimum: 27).frame(0).width == 200)
    }

    @Test func fractionsOutsideZeroToOneAreClamped() {
        #expect(proportional(1.7).frame(0).width == 200)
        #expect(proportional(-3).frame(0).width == 0)
        #expect(proportional(.nan).frame(0).width == 0)
    }

    @Test func aSliderThumbFollowsTheValueAtAnyWidth() {
        for width: CGFloat in [100, 300] {
            let layout = layOut(Slider(value: .constant(0.5)).frame(width: width), in: CGSize(width: 390, height: 100))
            let thumbs = layout.nodes.filter { $0.frame.width == 27 && $0.frame.height == 27 }
            let thumb = try! #require(thumbs.first)
            let track = layout.frame(0)
            // The thumb's center sits halfway between the centers it has at either end.
            #expect(thumb.frame.midX - track.minX == 13.5 + 0.5 * (width - 27))
        }
    }

    @Test func aProgressBarFillsItsFraction() {
        let layout = layOut(ProgressView(value: 3, total: 4).frame(width: 160))
        let bars = layout.nodes.filter { $0.frame.height == 4 }.map(\.frame.width)
        #expect(bars.contains(160))
        #expect(bars.contains(120))
    }

    @Test func anAccessibilityNodeTakesItsChildsFrame() {
        let plain = layOut(HStack { Text("ab"); Text("cd") })
        let labelled = layOut(HStack { Text("ab").accessibilityLabel("A B"); Text("cd") })
        #expect(labelled.frame(0) == plain.frame(0))
        #expect(labelled.frame(0, 0) == plain.frame(0))
        #expect(labelled.frame(1) == plain.frame(1))
    }

    @Test func anAccessibilityNodeKeepsItsChildsLayoutPriority() {
        let canvas = CGSize(width: 120, height: 100)
        let labelled = layOut(HStack(spacing: 0) {
            Text("aaaa bbbb cc").layoutPriority(1).accessibilityHint("first")
            Text("dd ee")
        }, in: canvas)
        let unlabelled = layOut(HStack(spacing: 0) {
            Text("aaaa bbbb cc").accessibilityHint("first")
            Text("dd ee")
        }, in: canvas)
        // First served, it takes all but the other's narrowest word ("aaaa bbbb" / "cc"); at
        // equal priority the less flexible "dd ee" is served first and it gets 70 ("bbbb cc").
        #expect(labelled.frame(0).width == 90)
        #expect(unlabelled.frame(0).width == 70)
    }
}
