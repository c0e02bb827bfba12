import Testing
import Trellis
import TrellisRender

/// The emitter takes any tree resolution produces: it walks on a large stack too, so deep trees
/// do not overflow the caller's thread stack (which they did past about 5,000 levels).
@MainActor
struct EmitterDepthTests {
    struct Nest: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Text("leaf")
            } else {
                Nest(depth: depth - 1).padding(1)
            }
        }
    }

    @Test func tenThousandLevelsEmitWithoutCrashing() throws {
        let depth = 10_000
        let fragment = try HTMLEmitter().render(Nest(depth: depth).resolved(), link: { _ in nil })
        let opened = fragment.body.components(separatedBy: "<div").count - 1
        let closed = fragment.body.components(separatedBy: "</div>").count - 1
        // One box per padding, plus the canvas; the text is not a div.
        #expect(opened == depth + 1)
        #expect(closed == opened)
        #expect(fragment.body.contains(">leaf<"))
        #expect(fragment.body.hasSuffix("</div>"))
    }
}
