import TrellisCore

/// The outlines of SwiftUI's shapes as SVG 1.1 geometry, for the SVG emitter's fills, strokes and
/// clip paths. Every number goes through `NumberFormatting`, as everywhere in the output.
enum SVGGeometry {
    /// How far along each edge a continuous corner of radius r begins, and how far from the corner
    /// its control points sit (both × r). Apple's continuous corner starts its curve about 1.528 r
    /// from the corner, so the edge eases into the bend instead of meeting a circle's arc; one
    /// cubic per corner whose middle passes 0.3 r from the corner on each axis (a circle's passes
    /// 0.293 r) is as close to it as a single SVG curve gets.
    static let continuousExtent = Path._continuousExtent
    static let continuousControl = Path._continuousControl

    /// Writes the start tag and geometry of the simplest element that draws `shape` filling
    /// `rect`: `rect` (with `rx` for circular corners and capsules), `circle`, `ellipse`, or a
    /// `path` for continuous corners. The caller adds paint and ends the tag.
    static func begin(_ shape: ShapeKind, in rect: CGRect, into writer: inout MarkupWriter) {
        switch shape {
        case .rectangle:
            beginRect(rect, radius: 0, into: &writer)
        case .roundedRectangle(let radius, .circular):
            beginRect(rect, radius: clampedRadius(radius, in: rect), into: &writer)
        case .capsule:
            beginRect(rect, radius: min(rect.width, rect.height) / 2, into: &writer)
        case .roundedRectangle(let radius, .continuous):
            writer.beginStartTag("path")
            writer.attribute("d", outline(.roundedRectangle(cornerRadius: radius, style: .continuous), in: rect))
        case .circle:
            writer.beginStartTag("circle")
            writer.attribute("cx", number: rect.midX)
            writer.attribute("cy", number: rect.midY)
            writer.attribute("r", number: min(rect.width, rect.height) / 2)
        case .ellipse:
            writer.beginStartTag("ellipse")
            writer.attribute("cx", number: rect.midX)
            writer.attribute("cy", number: rect.midY)
            writer.attribute("rx", number: rect.width / 2)
            writer.attribute("ry", number: rect.height / 2)
        case .path(let path):
            writer.beginStartTag("path")
            writer.attribute("d", SVGPathData.string(path.path, offset: rect.origin))
        }
    }

    static func beginRect(_ rect: CGRect, radius: CGFloat, into writer: inout MarkupWriter) {
        writer.beginStartTag("rect")
        writer.attribute("x", number: rect.minX)
        writer.attribute("y", number: rect.minY)
        writer.attribute("width", number: rect.width)
        writer.attribute("height", number: rect.height)
        if radius > 0 {
            writer.attribute("rx", number: radius)
            writer.attribute("ry", number: radius)
        }
    }

    /// Path data for the outline of `shape` in `rect`, clockwise from the top edge: subpaths of a
    /// ring (a `strokeBorder`) are filled even-odd, so the direction does not matter.
    static func outline(_ shape: ShapeKind, in rect: CGRect) -> String {
        switch shape {
        case .rectangle:
            return roundedOutline(rect, radius: 0)
        case .roundedRectangle(let radius, .circular):
            return roundedOutline(rect, radius: clampedRadius(radius, in: rect))
        case .capsule:
            return roundedOutline(rect, radius: min(rect.width, rect.height) / 2)
        case .roundedRectangle(let radius, .continuous):
            return continuousOutline(rect, radius: max(radius, 0))
        case .circle:
            let r = min(rect.width, rect.height) / 2
            return ellipseOutline(center: CGPoint(x: rect.midX, y: rect.midY), rx: r, ry: r)
        case .ellipse:
            return ellipseOutline(center: CGPoint(x: rect.midX, y: rect.midY), rx: rect.width / 2, ry: rect.height / 2)
        case .path(let path):
            return SVGPathData.string(path.path, offset: rect.origin)
        }
    }

    /// A corner radius never exceeds half the shorter side, as SwiftUI and SVG both clamp it.
    static func clampedRadius(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
        max(0, min(radius, rect.width / 2, rect.height / 2))
    }

    private static func roundedOutline(_ rect: CGRect, radius r: CGFloat) -> String {
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        guard r > 0 else {
            return "M" + n(x0) + " " + n(y0) + "H" + n(x1) + "V" + n(y1) + "H" + n(x0) + "Z"
        }
        let arc = "A" + n(r) + " " + n(r) + " 0 0 1 "
        return "M" + n(x0 + r) + " " + n(y0) + "H" + n(x1 - r) + arc + n(x1) + " " + n(y0 + r)
            + "V" + n(y1 - r) + arc + n(x1 - r) + " " + n(y1)
            + "H" + n(x0 + r) + arc + n(x0) + " " + n(y1 - r)
            + "V" + n(y0 + r) + arc + n(x0 + r) + " " + n(y0) + "Z"
    }

    private static func continuousOutline(_ rect: CGRect, radius: CGFloat) -> String {
        // The curve may take at most half the shorter side; a larger radius keeps the curve's
        // shape and shrinks it to fit, as SwiftUI's continuous corners do.
        let k = min(radius * continuousExtent, rect.width / 2, rect.height / 2)
        guard k > 0 else { return roundedOutline(rect, radius: 0) }
        let c = k * continuousControl / continuousExtent
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        func point(_ x: CGFloat, _ y: CGFloat) -> String { n(x) + " " + n(y) }
        return "M" + point(x0 + k, y0) + "H" + n(x1 - k)
            + "C" + point(x1 - c, y0) + " " + point(x1, y0 + c) + " " + point(x1, y0 + k)
            + "V" + n(y1 - k)
            + "C" + point(x1, y1 - c) + " " + point(x1 - c, y1) + " " + point(x1 - k, y1)
            + "H" + n(x0 + k)
            + "C" + point(x0 + c, y1) + " " + point(x0, y1 - c) + " " + point(x0, y1 - k)
            + "V" + n(y0 + k)
            + "C" + point(x0, y0 + c) + " " + point(x0 + c, y0) + " " + point(x0 + k, y0) + "Z"
    }

    /// Two half arcs: an SVG 1.1 path has no full-ellipse command.
    private static func ellipseOutline(center: CGPoint, rx: CGFloat, ry: CGFloat) -> String {
        let arc = "A" + n(rx) + " " + n(ry) + " 0 1 1 "
        return "M" + n(center.x - rx) + " " + n(center.y) + arc + n(center.x + rx) + " " + n(center.y)
            + arc + n(center.x - rx) + " " + n(center.y) + "Z"
    }

    static func n(_ value: CGFloat) -> String { NumberFormatting.string(Double(value)) }
}
