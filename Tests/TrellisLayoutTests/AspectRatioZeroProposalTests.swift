import Testing
import Trellis
import TrellisLayout

/// `.aspectRatio(1, contentMode: .fit)` offered no height fits nothing, so a stack sees that the
/// fitted view can shrink and sizes its rigid siblings first (CorpusGamesAndEducation's sudoku board was
/// given a third of the screen's height, as if it could not).
@MainActor
struct AspectRatioZeroProposalTests {
    func layOut<V: View>(_ view: V) -> LaidOutTree {
        LayoutEngine(measurer: TextMeasurer.shared).layout(view.resolved(in: EnvironmentValues()), in: CGSize(width: 390, height: 844))
    }

    @Test func aFittedSquareInAStackWithTwoRigidRowsBelowItFillsTheWidth() throws {
        let layout = layOut(VStack(spacing: 0) {
            Color.red.aspectRatio(1, contentMode: .fit)
            Color.blue.frame(height: 40)
            Color.green.frame(height: 40)
        })
        let square = layout[try #require(layout.nodes.indices.first { layout.id(of: $0) == "n0.0" })].frame
        // 844 - 80 is left for the square, more than the screen's width, so the width decides.
        #expect(square.width == 390)
        #expect(square.height == 390)
    }

    @Test func aFittedViewOfferedZeroHeightIsOfferedNothing() throws {
        let layout = layOut(Color.red.aspectRatio(1, contentMode: .fit).frame(width: 100, height: 0))
        let fitted = layout[try #require(layout.nodes.indices.first { layout.id(of: $0) == "n0.0" })].frame
        #expect(fitted.size == .zero)
    }
}
