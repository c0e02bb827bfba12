import Trellis

extension Symbol {
    /// Writes the symbol's parts as SVG 1.1 `path` elements painted with `paint` (an SVG paint:
    /// `currentColor` inline in HTML, a concrete color in a standalone SVG file).
    public func writeParts(into writer: inout MarkupWriter, paint: String = "currentColor") {
        for part in parts {
            switch part {
            case .fill(let path, let evenOdd):
                writer.beginStartTag("path")
                writer.attribute("d", path)
                writer.attribute("fill", paint)
                if evenOdd { writer.attribute("fill-rule", "evenodd") }
                writer.endStartTag(selfClosing: true)
            case .stroke(let path, let lineWidth):
                writer.beginStartTag("path")
                writer.attribute("d", path)
                writer.attribute("fill", "none")
                writer.attribute("stroke", paint)
                writer.attribute("stroke-width", NumberFormatting.string(lineWidth))
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
