import Foundation
import Testing
import TrellisSymbols

/// A symbol file's layers, for the hierarchical, palette and multicolor modes: `class` tokens on
/// its paths (or their groups), as the built-in multicolor drawings are written.
struct SymbolLayerFileTests {
    private func symbol(_ body: String) throws(SymbolFileError) -> Symbol {
        try SymbolCatalog.symbol(
            named: "x", svg: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 24 24\">\n\(body)\n</svg>\n", file: "x.svg")
    }

    @Test func layerClassesMakeEachPathALayerOfTheOneColorDrawing() throws {
        let drawn = try symbol("""
            <path class="layer-secondary multicolor-yellow" d="M0 0H4V4Z"/>
            <g class="layer-primary"><path class="designer-note multicolor-white" d="M1 1L9 9" fill="none" stroke="#000" stroke-width="2"/></g>
            <path class="layer-tertiary" d="M5 5H6V6Z"/>
            """)
        let sun = Symbol.Part.fill(path: "M0 0H4V4Z", evenOdd: false)
        let cloud = Symbol.Part.stroke(path: "M1 1L9 9", lineWidth: 2)
        let dot = Symbol.Part.fill(path: "M5 5H6V6Z", evenOdd: false)
        #expect(drawn.parts == [sun, cloud, dot])
        #expect(drawn.layers == [
            Symbol.Layer(sun, level: 1, multicolor: .yellow), Symbol.Layer(cloud, level: 0, multicolor: .white), Symbol.Layer(dot, level: 2),
        ])
    }

    /// A check cut out of a disc in one color; the disc and the check apart as layers.
    @Test func monochromeOnlyAndLayersOnlyPathsSplitTheTwoDrawings() throws {
        let drawn = try symbol("""
            <path class="monochrome-only" d="M0 0H8V8ZM2 2H4V4Z" fill-rule="evenodd"/>
            <path class="layers-only layer-secondary multicolor-green" d="M0 0H8V8Z" fill="#34C759"/>
            <path class="layers-only layer-primary multicolor-white" d="M2 2H4V4Z" fill="#FFFFFF"/>
            """)
        #expect(drawn.parts == [.fill(path: "M0 0H8V8ZM2 2H4V4Z", evenOdd: true)])
        #expect(drawn.layers == [
            Symbol.Layer(.fill(path: "M0 0H8V8Z", evenOdd: false), level: 1, multicolor: .green),
            Symbol.Layer(.fill(path: "M2 2H4V4Z", evenOdd: false), level: 0, multicolor: .white),
        ])
    }

    @Test func withoutLayerClassesASymbolHasOneLayer() throws {
        let drawn = try symbol("<path class=\"outline\" d=\"M0 0H4V4Z\"/>")
        #expect(drawn.layers.isEmpty && drawn.parts.count == 1)
    }

    @Test(arguments: [
        ("<path class=\"layer-primary\" d=\"M0 0H4V4Z\"/>\n<path d=\"M5 5H6V6Z\"/>",
         "x.svg: path 2 has no layer-primary, layer-secondary or layer-tertiary class while other paths have one; give it one, or mark it monochrome-only"),
        ("<path class=\"layer-quaternary\" d=\"M0 0H4V4Z\"/>",
         "x.svg: line 2: <path>: class 'layer-quaternary' is not a layer; use layer-primary, layer-secondary, layer-tertiary"),
        ("<path class=\"layer-primary multicolor-purple\" d=\"M0 0H4V4Z\"/>",
         "x.svg: line 2: <path>: class 'multicolor-purple' is not a multicolor paint; use multicolor-white, multicolor-red, multicolor-orange, multicolor-yellow, multicolor-green, multicolor-blue"),
        ("<path class=\"layers-only\" d=\"M0 0H4V4Z\"/>",
         "x.svg: line 2: path 1 has layers-only but no layer-primary, layer-secondary or layer-tertiary class"),
        ("<path class=\"multicolor-red\" d=\"M0 0H4V4Z\"/>",
         "x.svg: line 2: path 1 has a multicolor class but no layer-primary, layer-secondary or layer-tertiary class"),
    ])
    func aLayerTrellisCannotDrawIsAnErrorSayingWhy(body: String, message: String) {
        #expect(throws: SymbolFileError.self) { try symbol(body) }
        do {
            _ = try symbol(body)
        } catch {
            #expect(error.description == message)
        }
    }
}
