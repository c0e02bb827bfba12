import Trellis
import TrellisLayout

extension SVGWalk {
    /// A shape drawn from its outline (`ShapeKind.path`): an unpainted `rect` at the frame carries
    /// the node's id, since an outline need not fill its frame (a triangle, a trimmed ring) and
    /// the frame is what the agreement test compares; the outline follows as a `path`, in canvas
    /// coordinates like everything in the SVG.
    mutating func writePathShape(_ shape: ResolvedShape, _ path: ResolvedPath, in frame: CGRect) {
        SVGGeometry.beginRect(frame, radius: 0, into: &writer)
        writeID()
        writer.attribute("fill", "none")
        writer.endStartTag(selfClosing: true)
        writer.raw("\n")
        guard !path.path.isEmpty, shape.fill != nil || shape.stroke != nil else { return }
        writer.beginStartTag("path")
        writer.attribute("d", SVGPathData.string(path.path, offset: frame.origin))
        writer.paintPath(fill: shape.fill, stroke: shape.stroke)
        writer.endStartTag(selfClosing: true)
        writer.raw("\n")
    }
}

extension HTMLWalk {
    /// A shape that CSS boxes cannot draw (an outline, a dashed or capped stroke) as inline SVG
    /// at the engine's frame: the `svg` is the node's box, and the outline is in its own
    /// coordinates. `overflow: visible` lets a stroke reach past the frame, as SwiftUI's does.
    mutating func emitPathShape(_ shape: ResolvedShape, data: String, css: CSSDeclarations) {
        var css = css
        css.set("overflow", "visible")
        writer.beginStartTag("svg")
        writer.attribute("xmlns", "http://www.w3.org/2000/svg")
        writer.attribute("version", "1.1")
        writer.attribute("class", classes.className(for: css))
        writeMark()
        writer.attribute("aria-hidden", "true")
        writer.endStartTag()
        if !data.isEmpty, shape.fill != nil || shape.stroke != nil {
            writer.beginStartTag("path")
            writer.attribute("d", data)
            writer.paintPath(fill: shape.fill, stroke: shape.stroke)
            writer.endStartTag(selfClosing: true)
        }
        writer.close("svg")
    }

    /// Whether `shape` is drawn as inline SVG rather than as a CSS box, and the outline to draw.
    static func inlineOutline(of shape: ResolvedShape, size: CGSize) -> String? {
        if case .path(let path) = shape.kind { return SVGPathData.string(path.path) }
        guard let stroke = shape.stroke, !stroke.isPlain else { return nil }
        return SVGGeometry.outline(shape.kind, in: CGRect(origin: .zero, size: size))
    }
}
