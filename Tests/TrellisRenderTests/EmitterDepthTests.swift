import Testing
import Trellis
import TrellisSite
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

    /// `depth` views with a body, one inside the next, around a text: nesting that adds no node.
    struct Wrap: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Text("leaf")
            } else {
                Wrap(depth: depth - 1)
            }
        }
    }

    /// A million nested paddings overflowed resolution's 512 MiB stack (SIGSEGV after some 3.7
    /// million frames). Resolution follows `ResolvedTree.maximumNesting` levels: a screen that
    /// deep resolves, renders and is released; one level more is refused by name.
    @Test func nestingUpToTheResolversLimitRendersAndOneLevelMoreIsRefusedByName() throws {
        let limit = ResolvedTree.maximumNesting
        let within = Wrap(depth: limit - 1).resolved()
        #expect(!within.exceedsNestingLimit)
        #expect(try HTMLEmitter().render(within, link: { _ in nil }).body.contains(">leaf<"))

        let beyond = Wrap(depth: limit).resolved()
        #expect(beyond.exceedsNestingLimit)
        for render in [
            { _ = try HTMLEmitter().render(beyond, link: { _ in nil }) },
            { _ = try SVGEmitter().render(beyond) },
        ] as [() throws -> Void] {
            #expect {
                try render()
            } throws: { error in
                guard let error = error as? RenderError, case .nestedTooDeep(let named) = error.reason else { return false }
                return named == limit && error.description.contains("\(limit) levels")
            }
        }
    }

    @Test func aMillionNestedPaddingsAreRefusedByNameAndReleased() {
        var tree: ResolvedTree? = Nest(depth: 1_000_000).resolved()
        #expect(tree?.exceedsNestingLimit == true)
        #expect(throws: RenderError.self) { try SVGEmitter().render(tree!) }
        tree = nil
        #expect(tree == nil)
    }
}
