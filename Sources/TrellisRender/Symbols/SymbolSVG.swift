import TrellisCore
import TrellisSymbols

extension Symbol {
    /// Writes the symbol's parts as SVG 1.1 `path` elements painted with the current color, as
    /// inline SVG in HTML is.
    public func writeParts(into writer: inout MarkupWriter, paint: String = "currentColor") {
        writeParts(into: &writer) { writer, key in writer.attribute(key, paint) }
    }

    /// Writes the parts painted with `color`'s red, green and blue, as a standalone SVG needs
    /// (its opacity is the caller's, for the whole drawing).
    public func writeParts(into writer: inout MarkupWriter, color: Color.Resolved) {
        writeParts(into: &writer) { writer, key in writer.attribute(key, hexColor: color) }
    }

    private func writeParts(into writer: inout MarkupWriter, paint: (inout MarkupWriter, StaticString) -> Void) {
        for part in parts {
            switch part {
            case .fill(let path, let evenOdd):
                writer.beginStartTag("path")
                writer.attribute("d", path)
                paint(&writer, "fill")
                if evenOdd { writer.attribute("fill-rule", "evenodd") }
                writer.endStartTag(selfClosing: true)
            case .stroke(let path, let lineWidth):
                writer.beginStartTag("path")
                writer.attribute("d", path)
                writer.attribute("fill", "none")
                paint(&writer, "stroke")
                writer.attribute("stroke-width", number: lineWidth)
                writer.attribute("stroke-linecap", "round")
                writer.attribute("stroke-linejoin", "round")
                writer.endStartTag(selfClosing: true)
            }
        }
    }

    /// The `viewBox` attribute value.
    public var viewBox: String {
        "0 0 \(NumberFormatting.string(width)) \(NumberFormatting.string(height))"
    }
}
