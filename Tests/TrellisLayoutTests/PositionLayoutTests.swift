import Testing
import Trellis
import TrellisLayout

/// `position(x:y:)`: the result fills the space it is offered and the view's centre goes on the
/// point, measured from that space's top-leading corner. Expectations come from the sizes given.
@MainActor
struct PositionLayoutTests {
    func layOut<V: View>(_ view: V) -> LaidOutTree {
        LayoutEngine(measurer: TextMeasurer.shared).layout(view.resolved(in: EnvironmentValues()), in: CGSize(width: 390, height: 844))
    }

    func frames(_ layout: LaidOutTree, size: CGSize) -> [CGRect] {
        layout.nodes.indices.map { layout[$0].frame }.filter { $0.size == size }
    }

    @Test func aPositionedViewIsCentredOnThePointInsideItsParent() throws {
        let layout = layOut(
            Color.red.frame(width: 20, height: 10)
                .position(x: 50, y: 30)
                .frame(width: 200, height: 100)
        )
        let frame = try #require(frames(layout, size: CGSize(width: 20, height: 10)).last)
        let parent = try #require(frames(layout, size: CGSize(width: 200, height: 100)).first)
        #expect(frame.midX - parent.minX == 50)
        #expect(frame.midY - parent.minY == 30)
    }

    @Test func aPointAtTheOriginHangsHalfTheViewOutsideTheParent() throws {
        let layout = layOut(
            Color.red.frame(width: 40, height: 40)
                .position(CGPoint(x: 0, y: 0))
                .frame(width: 100, height: 100)
        )
        let frame = try #require(frames(layout, size: CGSize(width: 40, height: 40)).last)
        let parent = try #require(frames(layout, size: CGSize(width: 100, height: 100)).first)
        #expect(frame.minX - parent.minX == -20)
        #expect(frame.minY - parent.minY == -20)
    }

    @Test func thePositionedViewTakesTheWholeSpaceItIsOffered() throws {
        let layout = layOut(
            HStack(spacing: 0) {
                Color.blue.frame(width: 30, height: 30).position(x: 15, y: 15)
            }
            .frame(width: 120, height: 80)
        )
        // The greedy base that `position` lays the view over fills the offered 120 by 80.
        #expect(frames(layout, size: CGSize(width: 120, height: 80)).count >= 2)
    }
}
