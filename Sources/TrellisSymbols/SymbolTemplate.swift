import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads an SF Symbols template, the SVG a custom symbol is kept as in an asset catalog's
/// `.symbolset` (what the SF Symbols app exports and Xcode draws), as a symbol.
///
/// A template is a sheet: notes and guides for people, then a `Symbols` group holding the glyph
/// once per weight and scale (`Regular-M`, `Bold-L`, …), each a group moved into place by a
/// `transform` and drawn about the text baseline. Trellis draws one weight, as it draws its own
/// symbols at one: the `Regular-M` glyph (else the first medium-scale one, else the first). Its
/// width runs between the template's left and right margin guides, as SwiftUI lays the symbol
/// out, and its height is the glyph's own extent; the paths are moved so the grid starts at 0 0.
/// A path's `hierarchical-N:primary` (secondary, tertiary) class makes it a layer for the
/// hierarchical and palette modes; the template's colors and styles are previews and not kept.
enum SymbolTemplate {
    static func symbol(named name: String, from data: Data, file: String) throws(SymbolFileError) -> Symbol {
        func fail(_ message: String) -> SymbolFileError { SymbolFileError(file: file, message: message) }
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        if !parser.parse() || parser.parserError != nil {
            throw fail("line \(parser.lineNumber): not well-formed XML")
        }
        if let problem = reader.problem { throw fail(problem) }
        guard !reader.glyphs.isEmpty else {
            throw fail("no glyph in a 'Symbols' group (such as <g id=\"Regular-M\">): not an SF Symbols template")
        }
        let glyph = reader.glyphs.first { $0.id == "Regular-M" } ?? reader.glyphs.first { $0.id.hasSuffix("-M") } ?? reader.glyphs[0]
        guard !glyph.paths.isEmpty else { throw fail("the glyph '\(glyph.id)' has no <path>") }

        // Where the glyph's paths reach, in its own coordinates, then the grid: between the margin
        // guides (or the paths, where they reach further) and over the paths' height.
        var reach: SVGPathSyntax.Bounds?
        for (number, path) in glyph.paths.enumerated() {
            do throws(SVGPathSyntax.Error) {
                let bounds = try SVGPathSyntax.translated(path.data, dx: 0, dy: 0).bounds
                reach = reach.map { $0.union(bounds) } ?? bounds
            } catch {
                throw fail("glyph '\(glyph.id)', path \(number + 1): \(error.description)")
            }
        }
        guard let reach, reach.maxX > reach.minX, reach.maxY > reach.minY else {
            throw fail("the glyph '\(glyph.id)' draws nothing")
        }
        let margins = reader.margins(of: glyph.id)
        let left = min(margins.left.map { $0 - glyph.x } ?? reach.minX, reach.minX)
        let right = max(margins.right.map { $0 - glyph.x } ?? reach.maxX, reach.maxX)

        var parts: [Symbol.Part] = []
        var layers: [Symbol.Layer] = []
        for path in glyph.paths {
            // Checked above, so moving it cannot fail.
            guard let moved = try? SVGPathSyntax.translated(path.data, dx: -left, dy: -reach.minY) else { continue }
            let part = Symbol.Part.fill(path: moved.path, evenOdd: path.evenOdd)
            parts.append(part)
            if let level = path.level { layers.append(Symbol.Layer(part, level: level)) }
        }
        // Layers only when every path has one, as a symbol file requires.
        if layers.count != parts.count { layers = [] }
        return Symbol(name: name, width: right - left, height: reach.maxY - reach.minY, parts: parts, layers: layers)
    }

    struct Path {
        var data: String
        var level: Int?
        var evenOdd: Bool
    }

    struct Glyph {
        var id: String
        var x: Double
        var paths: [Path] = []
    }

    final class Reader: NSObject, XMLParserDelegate {
        var glyphs: [Glyph] = []
        /// The margin guides' x positions by their id (`left-margin`, `right-margin-Regular-M`).
        var guides: [String: Double] = [:]
        var problem: String?
        /// The ids of the open elements (empty for those without one).
        private var open: [String] = []
        private var glyph: Glyph?

        static let weights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]

        func margins(of glyph: String) -> (left: Double?, right: Double?) {
            (guides["left-margin-" + glyph] ?? guides["left-margin"], guides["right-margin-" + glyph] ?? guides["right-margin"])
        }

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let id = attributes["id"] ?? ""
            defer { open.append(id) }
            guard problem == nil else { return }
            if name == "line", id.hasPrefix("left-margin") || id.hasPrefix("right-margin"), let x = attributes["x1"].flatMap(Double.init) {
                guides[id] = x
            } else if name == "g", open.last == "Symbols", Self.isGlyph(id) {
                guard let x = Self.translation(attributes["transform"]) else {
                    problem = "line \(parser.lineNumber): the glyph '\(id)' is placed by '\(attributes["transform"] ?? "")', not a translation"
                    return
                }
                glyph = Glyph(id: id, x: x)
            } else if name == "path", glyph != nil, let data = attributes["d"] {
                glyph!.paths.append(Path(data: data, level: Self.level(attributes["class"]), evenOdd: attributes["fill-rule"] == "evenodd"))
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            let id = open.popLast() ?? ""
            if name == "g", let finished = glyph, finished.id == id {
                glyphs.append(finished)
                glyph = nil
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {}

        /// `Regular-M` and the like: a weight, a dash and a scale.
        static func isGlyph(_ id: String) -> Bool {
            let parts = id.split(separator: "-")
            return parts.count == 2 && weights.contains(String(parts[0])) && ["S", "M", "L"].contains(parts[1])
        }

        /// The x of `matrix(1 0 0 1 x y)` or `translate(x y)`; nil for anything that scales or turns.
        static func translation(_ transform: String?) -> Double? {
            guard let transform else { return 0 }
            let trimmed = transform.trimmingCharacters(in: .whitespaces)
            guard let open = trimmed.firstIndex(of: "("), trimmed.hasSuffix(")") else { return nil }
            let numbers = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
                .split(whereSeparator: { $0 == " " || $0 == "," }).map { Double($0) }
            guard !numbers.contains(nil) else { return nil }
            let values = numbers.map { $0! }
            switch trimmed[..<open] {
            case "matrix" where values.count == 6 && values[0] == 1 && values[1] == 0 && values[2] == 0 && values[3] == 1: return values[4]
            case "translate" where (1...2).contains(values.count): return values[0]
            default: return nil
            }
        }

        /// The layer a `hierarchical-N:primary` (secondary, tertiary) class token gives.
        static func level(_ classes: String?) -> Int? {
            for token in (classes ?? "").split(separator: " ") where token.hasPrefix("hierarchical-") {
                switch token.split(separator: ":").last {
                case "primary": return 0
                case "secondary": return 1
                case "tertiary": return 2
                default: continue
                }
            }
            return nil
        }
    }
}

extension SymbolCatalog {
    /// Reads an SF Symbols template (a custom symbol of an asset catalog's `.symbolset`) as the
    /// symbol `name`; errors name the file as `file`. See `SymbolTemplate` for what is drawn.
    public static func symbol(named name: String, template: Data, file: String) throws(SymbolFileError) -> Symbol {
        try SymbolTemplate.symbol(named: name, from: template, file: file)
    }
}
