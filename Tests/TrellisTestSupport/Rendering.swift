import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import Trellis
import TrellisSite

/// A whole polyglot page around a rendered screen, with the faces the pages ship (Inter and
/// DejaVu) loaded from the system fonts so Chromium measures with the metrics Trellis uses.
func harnessPage(_ fragment: HTMLFragment, title: String = "Trellis test") -> String {
    let faces = FontAssets.fontFaceRules(root: "").replacingOccurrences(of: "assets/", with: "file://")
        .replacingOccurrences(of: "file://DejaVu", with: "file://" + FontAssets.systemDirectory + "/DejaVu")
        .replacingOccurrences(of: "file://Inter", with: "file://" + FontAssets.interDirectory + "/Inter")
    var page = """
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><meta charset="utf-8"/>
        <title>\(MarkupEscaping.text(title))</title>
        <style>
        \(faces)body{margin:0;padding:0}
        \(fragment.stylesheet)</style></head><body>
        """
    page += fragment.body
    page += "</body></html>\n"
    return page
}

@MainActor
func render<V: View>(_ view: V, theme: Theme = .marigold, canvas: CGSize = RenderCanvas.phone.size) throws -> HTMLFragment {
    // The theme goes into the environment the screen is resolved in, so the canvas background
    // (ResolvedTree.background) follows it too.
    var environment = EnvironmentValues()
    environment.theme = theme
    let tree = view.resolved(in: environment)
    return try HTMLEmitter().render(tree, in: canvas) { destination in destination.name + ".html" }
        .numberedByFirstUse()
}

extension HTMLFragment {
    /// The same fragment with each class renamed `t0`, `t1`, … in the order the stylesheet
    /// defines them (first use). The emitter names classes by a hash of their uncolored declarations; tests
    /// about structure read better with positions, and `classNamesAreHashesOfDeclarationsWithoutTheirColors` pins
    /// the real names.
    func numberedByFirstUse() -> HTMLFragment {
        var names: [String] = []
        for line in stylesheet.split(separator: "\n") where line.hasPrefix(".") {
            names.append(String(line.dropFirst().prefix { $0 != "{" }))
        }
        func renumber(_ text: String) -> String {
            var out = text
            for (index, name) in names.enumerated() {
                out = out.replacingOccurrences(of: "class=\"" + name + "\"", with: "class=\"t\(index)\"")
                out = out.replacingOccurrences(of: " " + name + "\"", with: " t\(index)\"")
                out = out.replacingOccurrences(of: "." + name + "{", with: ".t\(index){")
            }
            return out
        }
        return HTMLFragment(body: renumber(body), stylesheet: renumber(stylesheet))
    }
}

extension HTMLFragment {
    /// The class of the first `element` whose content starts with `text` (escaped as the emitter writes it).
    func className(of element: String, containing text: String) -> String? {
        let marker = ">" + MarkupEscaping.text(text)
        guard let hit = body.range(of: marker) else { return nil }
        let before = body[..<hit.lowerBound]
        guard let open = before.range(of: "<" + element + " ", options: .backwards) else { return nil }
        let tag = body[open.lowerBound..<hit.lowerBound]
        guard let classStart = tag.range(of: "class=\"") else { return nil }
        let rest = tag[classStart.upperBound...]
        guard let quote = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<quote]).split(separator: " ").last.map(String.init)
    }

    /// The declaration block of `.name{…}` in the stylesheet.
    func rule(_ name: String) -> String? {
        guard let start = stylesheet.range(of: "." + name + "{") else { return nil }
        let rest = stylesheet[start.upperBound...]
        guard let end = rest.firstIndex(of: "}") else { return nil }
        return String(rest[..<end])
    }

    /// The stylesheet's rules and every element's inline style, one per line: every declaration
    /// the fragment writes, wherever the emitter put it (shared ones in classes, an element's
    /// place, size and colors inline).
    var css: String {
        var out = stylesheet
        for match in body.matches(of: /style="([^"]*)"/) { out += "{" + match.1 + "}\n" }
        return out
    }

    /// The declarations of the element whose id is `id`: its class's rule, then its inline style.
    func declarations(ofID id: String) -> String? {
        guard let idRange = body.range(of: " id=\"" + id + "\"") else { return nil }
        let open = body[..<idRange.lowerBound].lastIndex(of: "<")!
        let close = body[idRange.upperBound...].firstIndex(of: ">")!
        let tag = body[open..<close]
        var parts: [String] = []
        if let match = tag.firstMatch(of: /class="([^"]*)"/) {
            parts += match.1.split(separator: " ").compactMap { rule(String($0)) }
        }
        if let match = tag.firstMatch(of: /style="([^"]*)"/) { parts.append(String(match.1)) }
        return parts.joined(separator: ";")
    }

    /// How many times `needle` occurs in the body.
    func count(_ needle: String) -> Int {
        body.components(separatedBy: needle).count - 1
    }
}

/// Whether `xml` parses as well-formed XML (Foundation's parser, libxml2 underneath).
func isWellFormedXML(_ xml: String) -> Bool {
    let parser = XMLParser(data: Data(xml.utf8))
    return parser.parse()
}
