import Foundation
import TrellisCore

/// Appends polyglot markup (HTML5 that is also well-formed XML, and SVG) into one buffer.
///
/// Element names are static lowercase strings chosen by the emitters; every attribute value and
/// every text run goes through `MarkupEscaping`, so nothing reaches the buffer unescaped. Numbers
/// and colors have writers of their own that format straight into the buffer: they are most of
/// what an SVG holds, and a String per number would cost an allocation-sized share of each.
///
/// The buffer is UTF-8 bytes, made into one String when the document is finished (`output`).
public struct MarkupWriter: Sendable {
    private var bytes: [UInt8]

    /// Creates an empty writer whose buffer has room for `capacity` bytes before it grows.
    public init(capacity: Int = 4096) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// What has been written: valid UTF-8, since every piece is a Swift string or ASCII.
    public var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts a tag whose attributes are written one by one with `attribute(_:_:)`; finish it with
    /// `endStartTag(selfClosing:)`.
    public mutating func beginStartTag(_ name: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        append(name)
    }

    /// Writes ` key="value"` into the tag begun by ``beginStartTag(_:)``, the value escaped for a
    /// double-quoted attribute.
    public mutating func attribute(_ key: StaticString, _ value: String) {
        beginAttribute(key)
        MarkupEscaping.appendAttribute(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// An attribute whose value is already UTF-8 (a node id the walk keeps as bytes); escaped like
    /// any other value when it needs to be, which an id never does.
    mutating func attribute(_ key: StaticString, utf8 value: [UInt8]) {
        let isPlain = value.withUnsafeBufferPointer { !MarkupEscaping.needsWork($0, isAttribute: true) }
        guard isPlain else {
            attribute(key, String(decoding: value, as: UTF8.self))
            return
        }
        beginAttribute(key)
        bytes.append(contentsOf: value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A number attribute, through `NumberFormatting` like every number Trellis writes.
    public mutating func attribute(_ key: StaticString, number value: Double) {
        beginAttribute(key)
        NumberFormatting.append(value, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A number attribute from a `CGFloat`, formatted as the `Double` form formats it.
    public mutating func attribute(_ key: StaticString, number value: CGFloat) {
        attribute(key, number: Double(value))
    }

    /// A color's red, green and blue as `#rrggbb` (its opacity is the caller's to write).
    public mutating func attribute(_ key: StaticString, hexColor color: Color.Resolved) {
        beginAttribute(key)
        bytes.append(UInt8(ascii: "#"))
        appendHexByte(color.red)
        appendHexByte(color.green)
        appendHexByte(color.blue)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A channel as two lowercase hex digits, rounded as `Color.Resolved.hexString` rounds it.
    private mutating func appendHexByte(_ channel: Double) {
        let value = Int(max(0, min(255, (channel * 255).rounded())))
        let digits: StaticString = "0123456789abcdef"
        digits.withUTF8Buffer { hex in
            bytes.append(hex[value >> 4])
            bytes.append(hex[value & 0xF])
        }
    }

    private mutating func beginAttribute(_ key: StaticString) {
        bytes.append(UInt8(ascii: " "))
        append(key)
        bytes.append(UInt8(ascii: "="))
        bytes.append(UInt8(ascii: "\""))
    }

    /// Finishes the tag begun by ``beginStartTag(_:)``: `/>` when `selfClosing`, else `>`.
    public mutating func endStartTag(selfClosing: Bool = false) {
        if selfClosing { bytes.append(UInt8(ascii: "/")) }
        bytes.append(UInt8(ascii: ">"))
    }

    /// Writes the end tag `</name>`.
    public mutating func close(_ name: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        append(name)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Writes `string` as character data, escaped.
    public mutating func text(_ string: String) {
        MarkupEscaping.appendText(string, to: &bytes)
    }

    /// Markup fixed at compile time (an XML declaration, a DOCTYPE), written as it is.
    public mutating func raw(_ markup: StaticString) {
        append(markup)
    }

    /// `string` as a CDATA section, for style sheets in SVG, where `<style>` content is XML. A
    /// `]]>` inside is split across two sections, and what XML cannot carry is dropped, as in text.
    public mutating func cdata(_ string: String) {
        append("<![CDATA[")
        var clean = ""
        clean.unicodeScalars.append(contentsOf: string.unicodeScalars.filter(MarkupEscaping.isAllowed))
        var rest = Substring(clean)
        while let end = rest.range(of: "]]>") {
            bytes.append(contentsOf: rest[..<end.lowerBound].utf8)
            append("]]]]><![CDATA[>")
            rest = rest[end.upperBound...]
        }
        bytes.append(contentsOf: rest.utf8)
        append("]]>")
    }

    private mutating func append(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
