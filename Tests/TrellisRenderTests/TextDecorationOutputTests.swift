import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisRaster
@testable import TrellisTestSupport

/// What `underline`/`strikethrough` with a pattern and color resolve to and write.
struct TextDecorationOutputTests {
    @MainActor func text(_ view: some View) throws -> ResolvedText {
        guard case .text(let text) = view.resolved().root.kind else { throw CancellationError() }
        return text
    }

    @MainActor @Test func aTextsPatternAndColorReachTheResolvedText() throws {
        let text = try text(Text("a").underline(true, pattern: .dash, color: Color(red: 1, green: 0, blue: 0)))
        #expect(text.isUnderlined && text.underlineStyle == ResolvedLineStyle(pattern: .dash, color: Color.Resolved(red: 1, green: 0, blue: 0, opacity: 1)))
        #expect(!text.isStrikethrough)
    }

    @MainActor @Test func theViewModifierReachesTextsBelowAndATextsOwnWins() throws {
        let below = try text(Text("a").strikethrough(pattern: .dot).underline(false).underline(true, pattern: .dashDot))
        #expect(below.isStrikethrough && below.strikethroughStyle.pattern == .dot)
        let tree = VStack { Text("a"); Text("b").underline(false) }.underline(true, pattern: .dot).resolved()
        let dump = tree.dump()
        #expect(dump.contains("text \"a\"") && dump.contains("underline(dot)"), "\(dump)")
        #expect(dump.components(separatedBy: "underline(dot)").count == 2, "\(dump)")
    }

    @MainActor @Test func htmlWritesTheStyleAndColorAndSVGDrawsDashes() throws {
        let tree = Text("mmmm").underline(true, pattern: .dash, color: Color(red: 1, green: 0, blue: 0))
            .strikethrough(true, pattern: .dot).resolved()
        let page = try HTMLEmitter().render(tree) { _ in nil }
        let css = page.css
        #expect(css.contains("text-decoration-line:underline") && css.contains("text-decoration-style:dashed") && css.contains("text-decoration-color:#ff0000"), "\(css)")
        // The strikethrough differs, so it is a span of its own inside.
        #expect(css.contains("text-decoration-line:line-through") && css.contains("text-decoration-style:dotted"), "\(css)")
        let svg = try SVGEmitter().render(tree)
        #expect(svg.contains("fill=\"#ff0000\""), "\(svg)")
        let dashes = svg.components(separatedBy: "<path d=\"").count - 1
        #expect(dashes == 2, "\(svg)")
    }
}
