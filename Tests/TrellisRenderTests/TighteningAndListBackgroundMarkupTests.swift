import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// Both outputs write what the engine decided: a tightened text's letter-spacing, a hidden
/// list background.
@MainActor
struct TighteningAndListBackgroundMarkupTests {
    /// The line 2 pt narrower than it is at body size: truncated as it is, fitting tightened.
    func tightened(_ tightens: Bool) -> some View {
        let line = "Tightened to fit the line"
        let width = (try? TextMeasurer().layout(line, font: Font.body.resolve(), width: nil, lineLimit: 1, truncationMode: .tail).size.width) ?? 0
        return Text(line).lineLimit(1).allowsTightening(tightens).frame(width: width - 2)
    }

    @Test func aTightenedTextIsWrittenWithItsLetterSpacingInBothFormats() throws {
        // Untightened, the text has the system font's tracking at 17 pt; tightened, that less more.
        func spacing(_ text: String, _ pattern: Regex<(Substring, Substring)>) throws -> Double {
            let match = try #require(text.firstMatch(of: pattern))
            return try #require(Double(match.output.1))
        }
        let css = /letter-spacing:(-[0-9.]+)px/, attribute = /letter-spacing="(-[0-9.]+)"/
        let tracking = try spacing(render(tightened(false)).css, css)
        #expect(tracking == Double(Font.body.resolve().tracking))
        #expect(try spacing(render(tightened(true)).css, css) < tracking)
        #expect(try spacing(SVGEmitter().render(tightened(false).resolved()), attribute) == tracking)
        #expect(try spacing(SVGEmitter().render(tightened(true).resolved()), attribute) < tracking)
    }

    @Test func aHiddenContentBackgroundLeavesTheListClear() throws {
        let list = List { Text("Row") }.listStyle(.insetGrouped)
        #expect(try render(list).css.contains("background-color:#f2f2f7"))
        #expect(!(try render(list.scrollContentBackground(.hidden)).css.contains("background-color:#f2f2f7")))
    }
}
