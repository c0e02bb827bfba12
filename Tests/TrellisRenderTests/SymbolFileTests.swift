import Foundation
import Testing
import TrellisSite
@testable import TrellisTestSupport

/// Users' symbols from SVG files: what a file becomes, and the error for a file Trellis cannot draw.
struct SymbolFileTests {
    private func svg(_ body: String, root: String = "viewBox=\"0 0 24 24\"") -> String {
        "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" \(root)>\n\(body)\n</svg>\n"
    }

    private func problem(_ text: String) -> String? {
        do {
            _ = try SymbolCatalog.symbol(named: "x", svg: text, file: "symbols/x.svg")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func pathsBecomeFilledAndStrokedPartsOnTheViewBoxGrid() throws {
        let symbol = try SymbolCatalog.symbol(named: "wifi.slash", svg: svg("""
            <title>Wi-Fi off</title>
            <path d="M0 0H10V10Z"/>
            <path d="M1 1L20 20" fill="none" stroke="currentColor" stroke-width="2.5"/>
            <g fill="none" stroke="#000"><path d="M2 2h4" fill-rule="evenodd"/></g>
            <path d="M3 3h1v1z" fill="red" fill-rule="evenodd" stroke="black"/>
            """, root: "width=\"300\" viewBox=\"0,0 32 16\""), file: "wifi.slash.svg")
        #expect(symbol.name == "wifi.slash")
        #expect(symbol.width == 32 && symbol.height == 16 && symbol.aspectRatio == 2)
        #expect(symbol.parts == [
            .fill(path: "M0 0H10V10Z", evenOdd: false),
            .stroke(path: "M1 1L20 20", lineWidth: 2.5),
            .stroke(path: "M2 2h4", lineWidth: 1),
            .fill(path: "M3 3h1v1z", evenOdd: true),
            .stroke(path: "M3 3h1v1z", lineWidth: 1),
        ])
    }

    @Test func withoutAViewBoxTheWidthAndHeightAreTheGrid() throws {
        let symbol = try SymbolCatalog.symbol(named: "x", svg: svg("<path d=\"M0 0h1\" stroke=\"#000\"/>", root: "width=\"20px\" height=\"10\""), file: "x.svg")
        #expect(symbol.width == 20 && symbol.height == 10)
    }

    @Test(arguments: [
        ("<path d=\"M1 1L\"/>", "symbols/x.svg: line 3: path 1: expected a number after 'L' at offset 5"),
        ("<path d=\"M0 0h1\"/>\n<path d=\"M0 0L2 2L\"/>", "symbols/x.svg: line 4: path 2: expected a number after 'L' at offset 9"),
        ("<circle cx=\"12\" cy=\"12\" r=\"5\"/>", "symbols/x.svg: line 3: <circle> is not supported: a symbol file may hold only <path> elements (in <g> groups); convert shapes to paths"),
        ("<path/>", "symbols/x.svg: line 3: path 1 has no 'd' attribute"),
        ("<path d=\"M0 0h1\" transform=\"rotate(45)\"/>", "symbols/x.svg: line 3: <path> attribute 'transform' is not supported"),
        ("<g style=\"fill:red\"><path d=\"M0 0h1\"/></g>", "symbols/x.svg: line 3: <g> attribute 'style' is not supported; use the fill, stroke, stroke-width and fill-rule attributes"),
        ("<path d=\"M0 0h1\" fill=\"url(#g)\"/>", "symbols/x.svg: line 3: <path>: fill 'url(#g)': gradients and patterns are not supported; a symbol is one color"),
        ("<path d=\"M0 0h1\" stroke=\"#000\" stroke-linecap=\"butt\"/>", "symbols/x.svg: line 3: <path>: stroke-linecap 'butt' is not supported: Trellis draws strokes with round caps and joins"),
        ("<path d=\"M0 0h1\" stroke=\"#000\" stroke-width=\"thick\"/>", "symbols/x.svg: line 3: <path>: stroke-width 'thick' is not a number of user units"),
        ("<path d=\"M0 0h1\" fill=\"none\"/>", "symbols/x.svg: no <path> with a fill or stroke: the symbol would draw nothing"),
        ("<path d=\"M0 0h1\">", "symbols/x.svg: line 4: not well-formed XML"),
    ])
    func aFileTrellisCannotDrawIsAnErrorNamingTheFileTheProblemAndWhere(body: String, message: String) {
        let found = problem(svg(body))
        #expect(found?.hasPrefix(message) == true, "\(found ?? "no error")")
    }

    @Test func theGridMustBeGiven() {
        #expect(problem(svg("<path d=\"M0 0h1\"/>", root: "")) == "symbols/x.svg: line 2: <svg> has no viewBox (nor a width and height in user units) to give the design grid")
        #expect(problem(svg("<path d=\"M0 0h1\"/>", root: "viewBox=\"-2 -2 28 28\"")) == "symbols/x.svg: line 2: viewBox '-2 -2 28 28' does not start at 0 0; move the drawing so that it does")
        #expect(problem(svg("<path d=\"M0 0h1\"/>", root: "viewBox=\"0 0 24\"")) == "symbols/x.svg: line 2: viewBox '0 0 24' is not four numbers min-x min-y width height with a positive width and height")
        #expect(problem("<symbol><path d=\"M0 0h1\"/></symbol>") == "symbols/x.svg: line 1: the root element is <symbol>, not <svg>")
    }

    @Test func aFolderRegistersOneSymbolPerSVGFileNamedAfterIt() throws {
        let folder = try TemporaryDirectory()
        try svg("<path d=\"M0 0h24v24z\"/>").write(toFile: folder.path + "/wifi.slash.svg", atomically: true, encoding: .utf8)
        try svg("<path d=\"M0 0h4\" stroke=\"#000\"/>", root: "viewBox=\"0 0 48 24\"").write(toFile: folder.path + "/star.svg", atomically: true, encoding: .utf8)
        try "notes".write(toFile: folder.path + "/README.txt", atomically: true, encoding: .utf8)
        var catalog = SymbolCatalog.builtIn
        try catalog.registerSymbols(inDirectory: folder.path)
        #expect(catalog.symbol(named: "wifi.slash")?.parts == [.fill(path: "M0 0h24v24z", evenOdd: false)])
        // A file replaces the built-in drawing of its name.
        #expect(catalog.symbol(named: "star")?.width == 48)
        #expect(catalog.names.count == SymbolCatalog.builtIn.names.count + 1)
        #expect(catalog.names == catalog.names.sorted())
        #expect(!catalog.names.contains("README"))
    }

    @Test func aFolderWithBadFilesRegistersNothingAndNamesEveryBadFile() throws {
        let folder = try TemporaryDirectory()
        try svg("<path d=\"M0 0h24v24z\"/>").write(toFile: folder.path + "/good.svg", atomically: true, encoding: .utf8)
        try svg("<path d=\"M0 0L2 2L\"/>").write(toFile: folder.path + "/b.svg", atomically: true, encoding: .utf8)
        try svg("<rect width=\"3\" height=\"3\"/>").write(toFile: folder.path + "/a.svg", atomically: true, encoding: .utf8)
        var catalog = SymbolCatalog.builtIn
        let error = try #require(throws: SymbolFolderError.self) { try catalog.registerSymbols(inDirectory: folder.path + "/") }
        #expect(error.errors.map(\.file) == [folder.path + "/a.svg", folder.path + "/b.svg"])
        #expect(error.errors[1].message == "line 3: path 1: expected a number after 'L' at offset 9")
        #expect(catalog == SymbolCatalog.builtIn)
    }

    @Test func aMissingFolderIsAnErrorNamingIt() {
        var catalog = SymbolCatalog.builtIn
        #expect(throws: SymbolFolderError(errors: [SymbolFileError(file: "/no/such/symbols", message: "no such folder")])) {
            try catalog.registerSymbols(inDirectory: "/no/such/symbols")
        }
    }
}

/// The example file the Views article's "Symbols" section shows, read from the article so the two agree.
@Test func theReadmeExampleSymbolFileDraws() throws {
    let readme = try String(contentsOfFile: #filePath.replacingOccurrences(of: "Tests/TrellisRenderTests/SymbolFileTests.swift", with: "Sources/Trellis/Trellis.docc/Views.md"), encoding: .utf8)
    let section = try #require(readme.range(of: "`icons/wifi.slash.svg` draws"))
    let start = try #require(readme.range(of: "```xml\n", range: section.upperBound..<readme.endIndex))
    let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let symbol = try SymbolCatalog.symbol(named: "wifi.slash", svg: String(readme[start.upperBound..<end.lowerBound]), file: "icons/wifi.slash.svg")
    #expect(symbol.parts.count == 2)
    guard case .stroke(_, let width) = symbol.parts[0], case .fill = symbol.parts[1] else { return #expect(Bool(false)) }
    #expect(width == 2)
}
