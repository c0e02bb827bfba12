import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A symbol file that cannot be drawn: which file, and what is wrong where.
public struct SymbolFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as the caller named it (`symbols/wifi.slash.svg`).
    public var file: String
    /// What is wrong, with its place: `path 2: expected a number after 'L' at offset 14`.
    public var message: String

    /// Creates an error about `file`, saying `message`.
    public init(file: String, message: String) {
        self.file = file
        self.message = message
    }

    public var description: String { "\(file): \(message)" }
}

/// Reads one SVG file as a symbol: its `viewBox` (or `width` and `height`) as the design grid and
/// each `<path>` as a part, filled and/or stroked with the symbol's color as its `fill`, `stroke`,
/// `stroke-width` and `fill-rule` say (set on the path, or inherited from `<svg>` and `<g>`).
///
/// What Trellis cannot draw faithfully is an error rather than something silently dropped: any
/// other element (`circle`, `rect`, `use`, `style`, …; convert shapes to paths), transforms,
/// `style` attributes, gradients, and caps and joins other than round (Trellis strokes round).
/// Colors are not kept: a symbol is one color, the image's, as in SwiftUI's template rendering.
///
/// Layers, for the hierarchical, palette and multicolor rendering modes, are `class` tokens on a
/// path or a group around it: `layer-primary`, `layer-secondary` or `layer-tertiary` makes the
/// path a layer at that level, `multicolor-red` (white, orange, yellow, green, blue) its paint in
/// the multicolor mode. Where the layers are not the paths of the one-color drawing (a check cut
/// out of a disc there, the disc and the check apart as layers), `monochrome-only` marks a path
/// only the one-color drawing draws and `layers-only` one only the layers draw. Once one path has
/// a layer, every path the layers draw needs one. Other class tokens are left alone.
enum SymbolFile {
    static func symbol(named name: String, from data: Data, file: String) throws(SymbolFileError) -> Symbol {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        func fail(_ message: String) -> SymbolFileError { SymbolFileError(file: file, message: message) }
        if let problem = reader.problem { throw fail("line \(problem.line): \(problem.message)") }
        // Foundation on Linux can report success and still set the error (a tag left open), so
        // both are checked.
        if !parsed || parser.parserError != nil {
            let code = (parser.parserError as NSError?).map { " (libxml2 error \($0.code))" } ?? ""
            throw fail("line \(parser.lineNumber): not well-formed XML\(code)")
        }
        guard let grid = reader.grid else { throw fail("no <svg> element") }
        guard !reader.parts.isEmpty else { throw fail("no <path> with a fill or stroke: the symbol would draw nothing") }
        if !reader.layers.isEmpty, let path = reader.pathsWithoutLayer.first {
            throw fail("path \(path) has no layer-primary, layer-secondary or layer-tertiary class while other paths have one; give it one, or mark it monochrome-only")
        }
        return Symbol(name: name, width: grid.width, height: grid.height, parts: reader.parts, layers: reader.layers)
    }

    /// Paint and stroke as an element and its ancestors set them; SVG's initial values otherwise.
    struct Presentation {
        var fills = true
        var strokes = false
        var strokeWidth = 1.0
        var evenOdd = false
        /// The hierarchy level a `layer-…` class gives, and the paint a `multicolor-…` class gives.
        var level: Int?
        var multicolor: Symbol.SystemPaint?
        /// `monochrome-only` or `layers-only`, when set.
        var only: Only?
    }

    /// Which rendering draws a path when a symbol's layers are not its one-color paths.
    enum Only: String {
        case monochrome = "monochrome-only"
        case layers = "layers-only"
    }

    final class Reader: NSObject, XMLParserDelegate {
        var grid: (width: Double, height: Double)?
        var parts: [Symbol.Part] = []
        var layers: [Symbol.Layer] = []
        /// The paths (counted from 1) that the layers would draw but that have no level.
        var pathsWithoutLayer: [Int] = []
        var problem: (line: Int, message: String)?
        private var stack: [Presentation] = []
        private var pathCount = 0
        /// Depth inside `title`/`desc`/`metadata`, whose content is text for people.
        private var ignoredDepth = 0

        static let ignorable: Set<String> = ["title", "desc", "metadata"]
        /// Attributes that do not change what is drawn.
        static let harmless: Set<String> = [
            "id", "class", "version", "baseProfile", "xml:space", "x", "y", "width", "height", "viewBox",
            "preserveAspectRatio", "role", "focusable", "aria-hidden", "aria-label",
        ]
        static let presentation: Set<String> = ["fill", "stroke", "stroke-width", "fill-rule", "stroke-linecap", "stroke-linejoin"]

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard problem == nil else { return }
            func fail(_ message: String) {
                problem = (parser.lineNumber, message)
                parser.abortParsing()
            }
            if ignoredDepth > 0 || (Self.ignorable.contains(name) && grid != nil) {
                ignoredDepth += 1
                return
            }
            let isRoot = grid == nil
            if isRoot != (name == "svg") {
                return fail(isRoot ? "the root element is <\(name)>, not <svg>" : "<svg> inside <svg> is not supported")
            }
            guard ["svg", "g", "path"].contains(name) else {
                return fail("<\(name)> is not supported: a symbol file may hold only <path> elements (in <g> groups); convert shapes to paths")
            }
            var presentation = stack.last ?? Presentation()
            for key in attributes.keys.sorted() {
                let value = attributes[key]!.trimmingCharacters(in: .whitespaces)
                if key == "xmlns" || key.hasPrefix("xmlns:") || key.hasPrefix("data-") || key == "d" && name == "path" {
                    continue
                }
                if key == "class" {
                    if let message = Self.applyClasses(value, to: &presentation) { return fail("<\(name)>: \(message)") }
                } else if Self.presentation.contains(key) {
                    if let message = Self.apply(key, value, to: &presentation) { return fail("<\(name)>: \(message)") }
                } else if !Self.harmless.contains(key) || (name == "path" && ["width", "height", "viewBox", "x", "y"].contains(key)) {
                    let hint = key == "style" ? "; use the fill, stroke, stroke-width and fill-rule attributes" : ""
                    return fail("<\(name)> attribute '\(key)' is not supported\(hint)")
                }
            }
            stack.append(presentation)
            if isRoot {
                do throws(SymbolFileError) {
                    grid = try Self.grid(attributes)
                } catch {
                    return fail(error.message)
                }
            }
            guard name == "path" else { return }
            pathCount += 1
            guard let data = attributes["d"] else { return fail("path \(pathCount) has no 'd' attribute") }
            do throws(SVGPathSyntax.Error) {
                try SVGPathSyntax.check(data)
            } catch {
                return fail("path \(pathCount): \(error.description)")
            }
            var drawn: [Symbol.Part] = []
            if presentation.fills { drawn.append(.fill(path: data, evenOdd: presentation.evenOdd)) }
            if presentation.strokes { drawn.append(.stroke(path: data, lineWidth: presentation.strokeWidth)) }
            if presentation.only != .layers { parts += drawn }
            guard presentation.only != .monochrome else { return }
            if let level = presentation.level {
                layers += drawn.map { Symbol.Layer($0, level: level, multicolor: presentation.multicolor) }
            } else if presentation.only == .layers || presentation.multicolor != nil {
                let marked = presentation.only == .layers ? "layers-only" : "a multicolor class"
                return fail("path \(pathCount) has \(marked) but no layer-primary, layer-secondary or layer-tertiary class")
            } else {
                pathsWithoutLayer.append(pathCount)
            }
        }

        /// Sets the layer a `class` attribute's tokens give; the message when one cannot be drawn.
        static func applyClasses(_ value: String, to presentation: inout Presentation) -> String? {
            let levels = ["layer-primary", "layer-secondary", "layer-tertiary"]
            for token in value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init) {
                if let level = levels.firstIndex(of: token) {
                    presentation.level = level
                } else if token.hasPrefix("layer-") {
                    return "class '\(token)' is not a layer; use " + levels.joined(separator: ", ")
                } else if token.hasPrefix("multicolor-") {
                    guard let paint = Symbol.SystemPaint(rawValue: String(token.dropFirst("multicolor-".count))) else {
                        let paints = Symbol.SystemPaint.allCases.map { "multicolor-" + $0.rawValue }
                        return "class '\(token)' is not a multicolor paint; use " + paints.joined(separator: ", ")
                    }
                    presentation.multicolor = paint
                } else if let only = Only(rawValue: token) {
                    presentation.only = only
                }
            }
            return nil
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if ignoredDepth > 0 {
                ignoredDepth -= 1
            } else if !stack.isEmpty {
                stack.removeLast()
            }
        }

        /// Sets one presentation attribute; the message when its value cannot be drawn.
        static func apply(_ key: String, _ value: String, to presentation: inout Presentation) -> String? {
            switch key {
            case "fill", "stroke":
                if value == "inherit" { return nil }
                if value.hasPrefix("url(") { return "\(key) '\(value)': gradients and patterns are not supported; a symbol is one color" }
                if key == "fill" { presentation.fills = value != "none" } else { presentation.strokes = value != "none" }
            case "stroke-width":
                guard let width = Double(value.hasSuffix("px") ? String(value.dropLast(2)) : value), width.isFinite, width >= 0 else {
                    return "stroke-width '\(value)' is not a number of user units"
                }
                presentation.strokeWidth = width
            case "fill-rule":
                guard value == "evenodd" || value == "nonzero" || value == "inherit" else {
                    return "fill-rule '\(value)' is neither nonzero nor evenodd"
                }
                if value != "inherit" { presentation.evenOdd = value == "evenodd" }
            default:
                guard value == "round" || value == "inherit" else {
                    return "\(key) '\(value)' is not supported: Trellis draws strokes with round caps and joins"
                }
            }
            return nil
        }

        /// The design grid from `viewBox`, else from `width` and `height`.
        static func grid(_ attributes: [String: String]) throws(SymbolFileError) -> (width: Double, height: Double) {
            func fail(_ message: String) -> SymbolFileError { SymbolFileError(file: "", message: message) }
            if let viewBox = attributes["viewBox"] {
                let numbers = viewBox.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
                    .map { Double($0) }
                guard numbers.count == 4, let minX = numbers[0], let minY = numbers[1], let width = numbers[2], let height = numbers[3],
                      width.isFinite, height.isFinite, width > 0, height > 0
                else { throw fail("viewBox '\(viewBox)' is not four numbers min-x min-y width height with a positive width and height") }
                guard minX == 0, minY == 0 else {
                    throw fail("viewBox '\(viewBox)' does not start at 0 0; move the drawing so that it does")
                }
                return (width, height)
            }
            func length(_ key: String) -> Double? {
                guard var text = attributes[key] else { return nil }
                if text.hasSuffix("px") { text.removeLast(2) }
                return Double(text).flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            }
            guard let width = length("width"), let height = length("height") else {
                throw fail("<svg> has no viewBox (nor a width and height in user units) to give the design grid")
            }
            return (width, height)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {}
    }
}
