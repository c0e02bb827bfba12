import Foundation
import Testing
import Trellis
import TrellisSite
@testable import TrellisTestSupport

struct SymbolTableTests {
    static let required = [
        "checkmark", "checkmark.circle.fill", "smallcircle.fill.circle.fill", "paperplane.fill", "tray.2",
        "bookmark.fill", "person.circle", "chevron.left", "chevron.right", "house.fill", "paintbrush.fill",
        "leaf.fill", "chart.bar.fill", "star.fill", "heart.fill", "gearshape.fill", "bell.fill",
        "magnifyingglass", "plus", "xmark", "info.circle", "person.fill",
    ]

    @Test func drawsEverySymbolTheSeedsAndThemesUse() {
        for name in Self.required { #expect(SymbolTable.symbol(named: name) != nil, "\(name)") }
        for theme in Theme.all {
            #expect(SymbolTable.symbol(named: theme.icons.home) != nil)
            #expect(SymbolTable.symbol(named: theme.icons.style) != nil)
        }
        #expect(SymbolTable.names == SymbolTable.names.sorted())
        #expect(Set(SymbolTable.names).count == SymbolTable.names.count)
    }

    @Test func suggestionsAreTheBuiltInCatalogs() {
        #expect(SymbolTable.suggestions(for: "chevron.lft") == ["chevron.left"])
        #expect(SymbolTable.suggestions(for: "Checkmark") == ["checkmark"])
        #expect(SymbolTable.suggestions(for: "zebra").isEmpty)
    }

    /// Every symbol, as a standalone SVG 1.1 document, is valid against the SVG 1.1 DTD.
    @Test(.enabled(if: (executable("xmllint") != nil && FileManager.default.fileExists(atPath: svgDTD)) || isCI,
                   "needs xmllint (libxml2-utils) and the SVG 1.1 DTD (w3c-sgml-lib); required on CI"))
    func everySymbolIsValidSVG11() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        for name in SymbolTable.names {
            let symbol = SymbolTable.symbol(named: name)!
            var writer = MarkupWriter()
            writer.beginStartTag("svg")
            writer.attribute("xmlns", "http://www.w3.org/2000/svg")
            writer.attribute("version", "1.1")
            writer.attribute("viewBox", symbol.viewBox)
            writer.endStartTag()
            symbol.writeParts(into: &writer, paint: "#000000")
            writer.close("svg")
            let file = directory.appendingPathComponent(name + ".svg")
            try ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + writer.output).write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let result = try runWithStatus(executable("xmllint")!, ["--noout", "--nonet", "--dtdvalid", svgDTD] + files)
        #expect(result.status == 0, "\(result.errors)")
    }

    /// The inline `svg` elements of a rendered page pass the same check.
    @MainActor @Test(.enabled(if: (executable("xmllint") != nil && FileManager.default.fileExists(atPath: svgDTD)) || isCI,
                   "needs xmllint (libxml2-utils) and the SVG 1.1 DTD (w3c-sgml-lib); required on CI"))
    func inlineSVGInPagesIsValidSVG11() throws {
        let fragment = try render(SampleHome())
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [String] = []
        var rest = fragment.body[...]
        while let start = rest.range(of: "<svg "), let end = rest.range(of: "</svg>", range: start.upperBound..<rest.endIndex) {
            let file = directory.appendingPathComponent("inline\(files.count).svg")
            // aria-hidden is HTML's on inline SVG (SVG 1.1 predates WAI-ARIA); the drawing is the DTD's.
            try String(rest[start.lowerBound..<end.upperBound]).replacingOccurrences(of: " aria-hidden=\"true\"", with: "")
                .write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            rest = rest[end.upperBound...]
        }
        #expect(files.count > 20)
        let result = try runWithStatus(executable("xmllint")!, ["--noout", "--nonet", "--dtdvalid", svgDTD] + files)
        #expect(result.status == 0, "\(result.errors)")
    }
}
