import Testing
import Trellis
import TrellisSite

/// Drawing nobody can see is not written to the SVG: what lies wholly outside the canvas or the
/// clip around it. A long text squeezed to a character a line beside wider content once made
/// 263,000 `text` lines a page, all left of the canvas, and 16 MB of SVG for the Validator.
@MainActor
@Suite struct SVGOffCanvasTests {
    private func svg(_ view: some View) throws -> String { try SVGEmitter().render(view.resolved()) }

    private func count(_ needle: String, in svg: String) -> Int {
        svg.components(separatedBy: needle).count - 1
    }

    @Test func aTextRightOfTheCanvasIsNotWritten() throws {
        // The stack is 2,000 points wide on a 390-point canvas: the text lies past its right edge.
        let markup = try svg(VStack {
            Text("Shown")
            HStack(spacing: 0) {
                Color.red.frame(width: 2000, height: 10)
                Text("Hidden").fixedSize()
            }
        })
        #expect(markup.contains(">Shown</text>"))
        #expect(!markup.contains("Hidden"))
        #expect(count("<rect", in: markup) == 2, "the canvas and the red bar, which crosses the canvas")
    }

    @Test func onlyTheLinesOfALongTextThatReachTheCanvasAreWritten() throws {
        // Ten points wide, each character is a line of its own, some 20 points tall: 3,000 lines
        // over 60,000 points, of which the 844-point canvas shows about 42.
        func lines(_ characters: Int) throws -> Int {
            let text = String(repeating: "0123456789", count: characters / 10)
            return count("<text", in: try svg(Text(text).frame(width: 10)))
        }
        let short = try lines(3000)
        #expect(short > 30 && short < 60, "\(short) lines written")
        // Twice the text writes no more lines: what is written is bounded by the canvas.
        #expect(try lines(6000) == short)
    }

    @Test func drawingOutsideAClipIsNotWritten() throws {
        // The text starts 100 points right of the clip, farther than its glyphs can reach back.
        let markup = try svg(HStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 40)
            Color.green.frame(width: 100, height: 40)
            Text("Clipped").fixedSize()
        }
        .frame(width: 100, alignment: .leading)
        .clipShape(Rectangle()))
        #expect(markup.contains("<clipPath"))
        #expect(!markup.contains("Clipped"))
    }

    @Test func drawingATransformMovesOntoTheCanvasIsWritten() throws {
        // Where a transform takes its content is not worked out, so all of it is written.
        let markup = try svg(HStack(spacing: 0) {
            Color.red.frame(width: 2000, height: 10)
            Text("Moved").fixedSize().offset(x: -1000)
        })
        #expect(markup.contains(">Moved</text>"))
    }

    @Test func aShadowThatReachesTheCanvasKeepsItsContent() throws {
        // The text lies right of the canvas; its shadow, 1,100 points to the left, falls on it.
        let markup = try svg(HStack(spacing: 0) {
            Color.red.frame(width: 2000, height: 10)
            Text("Shadowed").fixedSize().shadow(color: .black, radius: 0, x: -1100, y: 0)
        })
        #expect(markup.contains(">Shadowed</text>"))
    }
}
