import Foundation
import Testing
@testable import TrellisSymbols

/// Custom symbols as an asset catalog keeps them: an SF Symbols template, read as its Regular-M
/// glyph moved onto a grid that starts at 0 0, between the template's margins.
struct SymbolTemplateTests {
    /// A template laid out as the SF Symbols app writes one: notes for people, guides (the margins
    /// of the Regular-M glyph), then the glyph at two weights, each moved into place. The glyph is
    /// a kite: a diamond 40 wide and 40 tall whose lowest point sits on the baseline.
    static let kite = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
         <g id="Notes">
          <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>
          <text style="stroke:none;fill:black;" transform="matrix(1 0 0 1 263 322)">Regular</text>
         </g>
         <g id="Guides">
          <line id="Baseline-M" style="fill:none;stroke:#27AAE1;" x1="263" x2="3036" y1="1126" y2="1126"/>
          <line id="left-margin" style="fill:none;stroke:#00AEEF;" x1="1002" x2="1002" y1="1030" y2="1150"/>
          <line id="right-margin" style="fill:none;stroke:#00AEEF;" x1="1050" x2="1050" y1="1030" y2="1150"/>
         </g>
         <g id="Symbols">
          <g id="Bold-M" transform="matrix(1 0 0 1 2000 1126)">
           <path d="M0 0L99 99Z"/>
          </g>
          <g id="Regular-M" transform="matrix(1 0 0 1 1000 1126)">
           <path d="M25-40L45-20L25 0L5-20Z"/>
          </g>
         </g>
        </svg>
        """

    func symbol(_ template: String, name: String = "kite") throws(SymbolFileError) -> Symbol {
        try SymbolCatalog.symbol(named: name, template: Data(template.utf8), file: "kite.svg")
    }

    @Test func theRegularMediumGlyphIsDrawnBetweenTheMarginsOverItsOwnHeight() throws {
        let kite = try symbol(Self.kite)
        // Margins at 1002 and 1050 with the glyph placed at 1000: 2 to 50 in its coordinates.
        #expect(kite.width == 48)
        #expect(kite.height == 40)
        // Moved left by 2 and down by 40, so the grid starts at 0 0.
        #expect(kite.parts == [.fill(path: "M23 0L43 20L23 40L3 20Z", evenOdd: false)])
        #expect(kite.layers.isEmpty)
    }

    @Test func withoutMarginsTheGlyphsOwnWidthIsTheGrid() throws {
        let bare = Self.kite.replacingOccurrences(of: "id=\"left-margin\"", with: "id=\"a\"")
            .replacingOccurrences(of: "id=\"right-margin\"", with: "id=\"b\"")
        let kite = try symbol(bare)
        #expect(kite.width == 40)
        #expect(kite.parts == [.fill(path: "M20 0L40 20L20 40L0 20Z", evenOdd: false)])
    }

    @Test func hierarchicalClassesAreLayers() throws {
        let layered = Self.kite.replacingOccurrences(
            of: #"<path d="M25-40L45-20L25 0L5-20Z"/>"#,
            with: #"<path class="hierarchical-0:secondary SFSymbolsPreview4D4D4D" d="M25-40L45-20L25 0Z"/><path class="hierarchical-1:primary" d="M25-40L25 0L5-20Z"/>"#)
        let kite = try symbol(layered)
        #expect(kite.layers.map(\.level) == [1, 0])
        #expect(kite.layers.map(\.part) == kite.parts)
    }

    @Test func aFileThatIsNotATemplateSaysSoAndNamesTheFile() {
        #expect {
            _ = try symbol(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0H24"/></svg>"#)
        } throws: { error in
            let error = error as! SymbolFileError
            return error.file == "kite.svg" && error.message.contains("not an SF Symbols template")
        }
    }

    @Test func aScaledGlyphIsAnErrorRatherThanDrawnWrong() {
        let scaled = Self.kite.replacingOccurrences(of: "matrix(1 0 0 1 1000 1126)", with: "matrix(2 0 0 2 1000 1126)")
        #expect(throws: SymbolFileError.self) { try symbol(scaled) }
    }

    @Test func translationMovesAbsoluteCoordinatesAndKeepsRelativeOnes() throws {
        // A first relative moveto is absolute; later relative commands are left as written.
        let moved = try SVGPathSyntax.translated("m1 2l3 4H5V6A1 1 0 0 1 7 8z", dx: 10, dy: -2)
        #expect(moved.path == "m11 0l3 4H15V4A1 1 0 0 1 17 6z")
        #expect(moved.bounds == SVGPathSyntax.Bounds(minX: 11, minY: 0, maxX: 17, maxY: 6))
        // Curves name control points before their end point, x and y in turn.
        let curves = try SVGPathSyntax.translated("M0 0Q1 2 3 4C5 6 7 8 9 10", dx: 1, dy: 1)
        #expect(curves.path == "M1 1Q2 3 4 5C6 7 8 9 10 11")
        #expect(curves.bounds == SVGPathSyntax.Bounds(minX: 1, minY: 1, maxX: 10, maxY: 11))
        // Numbers that ran together stay apart once moved ("1.5.5" is 1.5 then 0.5).
        #expect(try SVGPathSyntax.translated("M1.5.5L-2-3", dx: 1, dy: 0.25).path == "M2.5 0.75L-1 -2.75")
        #expect(try SVGPathSyntax.translated("M1-2.5.5 3", dx: 0.5, dy: 3).path == "M1.5 0.5 1 6")
    }
}
