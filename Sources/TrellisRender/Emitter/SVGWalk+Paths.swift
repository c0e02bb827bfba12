import TrellisCore
import TrellisLayout

extension SVGWalk {
    /// A shape drawn from its outline (`ShapeKind.path`): an unpainted `rect` at the frame carries
    /// the node's id, since an outline need not fill its frame (a triangle, a trimmed ring) and
    /// the frame is what the agreement test compares; the outline follows as a `path`, in canvas
    /// coordinates like everything in the SVG.
    mutating func writePathShape(_ shape: ResolvedShape, _ path: ResolvedPath, in frame: CGRect) {
        // A path may draw past its frame (a chart's axis ticks do): what it reaches decides
        // whether it can be seen.
        let drawn = path.path.isEmpty ? frame : frame.union(path.path.boundingRect.offsetBy(dx: frame.minX, dy: frame.minY))
        writeOutlineShape(shape, outline: path.path.isEmpty ? "" : SVGPathData.string(path.path, offset: frame.origin), in: frame, reaching: drawn)
    }

    /// The same for any outline, such as a circle in a box that is not square, whose element's
    /// box would be the circle's and not the frame. Left out, as every drawing is, when what it
    /// reaches (`reaching`, else the frame, and a stroke's half width and miter past it) lies
    /// wholly outside the visible area.
    mutating func writeOutlineShape(_ shape: ResolvedShape, outline: String, in frame: CGRect, reaching: CGRect? = nil) {
        let reach = shape.stroke.map { $0.lineWidth * $0.miterLimit } ?? 0
        guard canShow((reaching ?? frame).insetBy(dx: -reach, dy: -reach)) else { return }
        SVGGeometry.beginRect(frame, radius: 0, into: &writer)
        writeID()
        writer.attribute("fill", "none")
        writer.endStartTag(selfClosing: true)
        writer.raw("\n")
        guard !outline.isEmpty, shape.paint != nil || shape.stroke != nil else { return }
        writer.drawOutline(outline, of: shape, in: frame, id: trail.id)
        writer.raw("\n")
    }
}

extension MarkupWriter {
    /// An outline with its paint, in coordinates where the shape's frame is `frame`: a gradient
    /// (of the fill or of the stroke) lies over that frame, defined just before the outline under
    /// `id` with `-fill` or `-stroke`. A stroke inside the edge (`strokeBorder` of a shape whose
    /// inset outline is unknown: a custom InsettableShape, a turned rectangle) is the centred
    /// stroke of twice the width clipped to the outline, whose inner half is exactly that band.
    mutating func drawOutline(_ data: String, of shape: ResolvedShape, in frame: CGRect, id: String) {
        let fill = shape.paint.map { definePaint($0, in: frame, id: id + "-fill") }
        let strokePaint = shape.stroke.map { definePaint($0.paint, in: frame, id: id + "-stroke") }
        guard var stroke = shape.stroke, let strokePaint, stroke.isInset else {
            beginStartTag("path")
            attribute("d", data)
            paintPath(fill: fill, stroke: shape.stroke, paint: strokePaint, evenOdd: shape.kind.isEvenOdd)
            endStartTag(selfClosing: true)
            return
        }
        if let fill {
            beginStartTag("path")
            attribute("d", data)
            paintPath(fill: fill, stroke: nil, paint: nil, evenOdd: shape.kind.isEvenOdd)
            endStartTag(selfClosing: true)
        }
        beginStartTag("clipPath")
        attribute("id", id + "-border")
        endStartTag()
        beginStartTag("path")
        attribute("d", data)
        endStartTag(selfClosing: true)
        close("clipPath")
        stroke.lineWidth *= 2
        beginStartTag("path")
        attribute("d", data)
        attribute("clip-path", "url(#" + id + "-border)")
        paintPath(fill: nil, stroke: stroke, paint: strokePaint)
        endStartTag(selfClosing: true)
    }
}

extension HTMLWalk {
    /// A shape that CSS boxes cannot draw (an outline, a dashed or capped stroke) as inline SVG
    /// at the engine's frame: the `svg` is the node's box, and the outline is in its own
    /// coordinates; the screen's base style makes every `svg` `overflow: visible`, so a stroke
    /// reaches past the frame, as SwiftUI's does.
    mutating func emitPathShape(_ shape: ResolvedShape, data: String, size: CGSize, css: CSSDeclarations) {
        writer.beginStartTag("svg")
        writer.attribute("xmlns", "http://www.w3.org/2000/svg")
        writer.attribute("version", "1.1")
        writeStyle(css, marking: true)
        writer.attribute("aria-hidden", "true")
        writer.endStartTag()
        if !data.isEmpty, shape.fill != nil || shape.stroke != nil {
            writer.drawOutline(data, of: shape, in: CGRect(origin: .zero, size: size), id: trail.id)
        }
        writer.close("svg")
    }

    /// Whether `shape` is drawn as inline SVG rather than as a CSS box, and the outline to draw.
    /// CSS has no gradient border, and a circle's centred stroke reaches outside its box, where a
    /// background (the ring's radial gradient) is cut off square: both draw as the SVG does.
    static func inlineOutline(of shape: ResolvedShape, size: CGSize) -> String? {
        if case .path(let path) = shape.kind { return SVGPathData.string(path.path) }
        guard let stroke = shape.stroke else { return nil }
        let isCircleRing: Bool
        if case .circle = shape.kind { isCircleRing = !stroke.isInset } else { isCircleRing = false }
        guard !stroke.isPlain || stroke.paint.gradient != nil || isCircleRing else { return nil }
        return SVGGeometry.outline(shape.kind, in: CGRect(origin: .zero, size: size))
    }
}
