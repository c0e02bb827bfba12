import Testing
import Trellis
import TrellisRender
@testable import TrellisTestSupport

/// The emitter takes any tree resolution produces without crashing: it walks on a large stack, so
/// deep trees do not overflow the caller's thread stack (which they did past about 5,000 levels).
/// What it writes is limited by what a browser shows: HTML deeper than 512 elements is flattened
/// by Chromium's and Firefox's parsers, so a screen may nest 480 views.
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

    @Test func theDeepestScreenABrowserShowsIsWritten() throws {
        let depth = 479
        let fragment = try HTMLEmitter().render(Nest(depth: depth).resolved(), link: { _ in nil })
        let opened = fragment.body.components(separatedBy: "<div").count - 1
        let closed = fragment.body.components(separatedBy: "</div>").count - 1
        // One box per padding, plus the canvas; the text is not a div.
        #expect(opened == depth + 1)
        #expect(closed == opened)
        #expect(fragment.body.contains(">leaf<"))
    }

    @Test func tenThousandLevelsAreRefusedWithTheLimitNotACrash() {
        #expect {
            try HTMLEmitter().render(Nest(depth: 10_000).resolved(), link: { _ in nil })
        } throws: { error in
            guard let error = error as? RenderError, case .tooDeep(let limit) = error.reason else { return false }
            return limit == 480 && error.path.hasPrefix("padding > padding[0]")
        }
    }
}
