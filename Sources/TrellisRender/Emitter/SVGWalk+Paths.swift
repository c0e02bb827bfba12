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
        writer.drawOutline(SVGPathData.string(path.path, offset: frame.origin), of: shape, clipID: trail.id + "-border")
        writer.raw("\n")
    }
}

extension MarkupWriter {
    /// An outline with its paint. A stroke inside the edge (`strokeBorder` of a shape whose
    /// inset outline is unknown: a custom InsettableShape, a turned rectangle) is the centred
    /// stroke of twice the width clipped to the outline, whose inner half is exactly that band.
    mutating func drawOutline(_ data: String, of shape: ResolvedShape, clipID: String) {
        guard var stroke = shape.stroke, stroke.isInset else {
            beginStartTag("path")
            attribute("d", data)
            paintPath(fill: shape.fill, stroke: shape.stroke)
            endStartTag(selfClosing: true)
            return
        }
        if let fill = shape.fill {
            beginStartTag("path")
            attribute("d", data)
            paintPath(fill: fill, stroke: nil)
            endStartTag(selfClosing: true)
        }
        beginStartTag("clipPath")
        attribute("id", clipID)
        endStartTag()
        beginStartTag("path")
        attribute("d", data)
        endStartTag(selfClosing: true)
        close("clipPath")
        stroke.lineWidth *= 2
        beginStartTag("path")
        attribute("d", data)
        attribute("clip-path", "url(#" + clipID + ")")
        paintPath(fill: nil, stroke: stroke)
        endStartTag(selfClosing: true)
    }
}

extension HTMLWalk {
    /// A shape that CSS boxes cannot draw (an outline, a dashed or capped stroke) as inline SVG
    /// at the engine's frame: the `svg` is the node's box, and the outline is in its own
    /// coordinates; the screen's base style makes every `svg` `overflow: visible`, so a stroke
    /// reaches past the frame, as SwiftUI's does.
    mutating func emitPathShape(_ shape: ResolvedShape, data: String, css: CSSDeclarations) {
        writer.beginStartTag("svg")
        writer.attribute("xmlns", "http://www.w3.org/2000/svg")
        writer.attribute("version", "1.1")
        writer.attribute("class", classes.className(for: css))
        writeMark()
        writer.attribute("aria-hidden", "true")
        writer.endStartTag()
        if !data.isEmpty, shape.fill != nil || shape.stroke != nil {
            writer.drawOutline(data, of: shape, clipID: trail.id + "-border")
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
