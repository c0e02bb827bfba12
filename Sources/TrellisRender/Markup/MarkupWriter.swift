import Foundation
/// Appends polyglot markup (HTML5 that is also well-formed XML) into one buffer.
///
/// Element names are static lowercase strings chosen by the emitters; every attribute value and
/// every text run goes through `MarkupEscaping`, so nothing reaches the buffer unescaped.
public struct MarkupWriter: Sendable {
    public private(set) var output: String

    public init(capacity: Int = 4096) {
        output = ""
        output.reserveCapacity(capacity)
    }

    /// Starts a tag whose attributes are written one by one with `attribute(_:_:)`; finish it with
    /// `endStartTag(selfClosing:)`.
    public mutating func beginStartTag(_ name: StaticString) {
        output += "<"
        output += name.description
    }

    public mutating func attribute(_ key: StaticString, _ value: String) {
        output += " "
        output += key.description
        output += "=\""
        MarkupEscaping.appendAttribute(value, to: &output)
        output += "\""
    }

    public mutating func endStartTag(selfClosing: Bool = false) {
        output += selfClosing ? "/>" : ">"
    }

    public mutating func close(_ name: StaticString) {
        output += "</"
        output += name.description
        output += ">"
    }

    public mutating func text(_ string: String) {
        MarkupEscaping.appendText(string, to: &output)
    }

    /// Markup fixed at compile time (an XML declaration, a DOCTYPE), written as it is.
    public mutating func raw(_ markup: StaticString) {
        output += markup.description
    }

    /// `string` as a CDATA section, for style sheets in SVG, where `<style>` content is XML. A
    /// `]]>` inside is split across two sections, and what XML cannot carry is dropped, as in text.
    public mutating func cdata(_ string: String) {
        output += "<![CDATA["
        var clean = ""
        clean.unicodeScalars.append(contentsOf: string.unicodeScalars.filter(MarkupEscaping.isAllowed))
        output += clean.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>")
        output += "]]>"
    }
}
