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
    func tightened(_ tightens: Bool) -> some View {
        Text("Tightened to fit the line").lineLimit(1).allowsTightening(tightens).frame(width: 196)
    }

    @Test func aTightenedTextIsWrittenWithItsLetterSpacingInBothFormats() throws {
        let html = try render(tightened(true)).css
        #expect(html.contains("letter-spacing:-0."), "\(html)")
        #expect(!(try render(tightened(false)).css.contains("letter-spacing")))
        let svg = try SVGEmitter().render(tightened(true).resolved())
        #expect(svg.contains("letter-spacing=\"-0."))
        #expect(!(try SVGEmitter().render(tightened(false).resolved()).contains("letter-spacing")))
    }

    @Test func aHiddenContentBackgroundLeavesTheListClear() throws {
        let list = List { Text("Row") }.listStyle(.insetGrouped)
        #expect(try render(list).css.contains("background-color:#f2f2f7"))
        #expect(!(try render(list.scrollContentBackground(.hidden)).css.contains("background-color:#f2f2f7")))
    }
}
