import Foundation
import TrellisCore

extension SVGWalk {
    /// What an element's `fill` attribute names: a color, or a paint server defined just before
    /// the element.
    enum Fill {
        case color(Color.Resolved)
        case server(id: String)
    }

    /// Writes the definition `paint` needs for a node at `frame` (nothing for a color) and returns
    /// the fill. A gradient's id is the node's with `-fill`, so it is unique and the same on every
    /// run. Coordinates are userSpaceOnUse, in canvas points: a text's bounding box is its glyphs',
    /// not its frame, and SwiftUI lays a gradient over the frame, with its colors constant along
    /// lines perpendicular to it in points (objectBoundingBox would skew them on a box that is
    /// not square).
    mutating func define(_ paint: ResolvedPaint, in frame: CGRect) -> Fill {
        writer.definePaint(paint, in: frame, id: trail.id + "-fill")
    }

    mutating func paint(fill: Fill) {
        writer.attribute(paint: fill)
    }
}

extension MarkupWriter {
    /// The definition `paint` needs over `frame` (nothing for a color), under `id`, and the
    /// reference a `fill` or `stroke` attribute writes. The SVG document and the HTML's inline SVG
    /// share it: each passes the frame in its own coordinates. A Canvas's gradient passes the
    /// rectangle a conic gradient's wedges must cover (`tile`, by default the frame) and the
    /// operation's transform, written as `gradientTransform` (`patternTransform`).
    mutating func definePaint(_ paint: ResolvedPaint, in frame: CGRect, id: String, tile: CGRect? = nil, transform: CGAffineTransform? = nil) -> SVGWalk.Fill {
        guard case .gradient(let gradient) = paint else { return .color(paint.color) }
        let placed = PlacedGradient(gradient, in: frame)
        if case .solid(let color) = placed { return .color(color) }
        beginStartTag("defs")
        endStartTag()
        switch placed {
        case .solid:
            break
        case .linear(let start, let end, let stops):
            beginStartTag("linearGradient")
            attribute("id", id)
            attribute("gradientUnits", "userSpaceOnUse")
            attribute("x1", number: start.x)
            attribute("y1", number: start.y)
            attribute("x2", number: end.x)
            attribute("y2", number: end.y)
            if let transform { attribute("gradientTransform", Self.matrix(transform)) }
            endStartTag()
            writeStops(stops)
            close("linearGradient")
        case .radial(let center, let radius, let stops):
            beginStartTag("radialGradient")
            attribute("id", id)
            attribute("gradientUnits", "userSpaceOnUse")
            attribute("cx", number: center.x)
            attribute("cy", number: center.y)
            attribute("r", number: radius)
            if let transform { attribute("gradientTransform", Self.matrix(transform)) }
            endStartTag()
            writeStops(stops)
            close("radialGradient")
        case .elliptical(let center, let rx, let ry, let stops):
            // A unit circle stretched to the ellipse: SVG 1.1's radial gradients are circles.
            beginStartTag("radialGradient")
            attribute("id", id)
            attribute("gradientUnits", "userSpaceOnUse")
            attribute("cx", "0")
            attribute("cy", "0")
            attribute("r", "1")
            let ellipse = CGAffineTransform(a: rx, b: 0, c: 0, d: ry, tx: center.x, ty: center.y)
            attribute("gradientTransform", Self.matrix(transform.map(ellipse.concatenating) ?? ellipse))
            endStartTag()
            writeStops(stops)
            close("radialGradient")
        case .angular(let center, let from, let stops):
            writeConicPattern(id: id, center: center, from: from, stops: stops, in: tile ?? frame, transform: transform)
        }
        close("defs")
        raw("\n")
        return .server(id: id)
    }

    /// `matrix(a b c d e f)`: CoreGraphics's matrix and SVG's are the same map.
    static func matrix(_ t: CGAffineTransform) -> String {
        "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map(SVGGeometry.n).joined(separator: " ") + ")"
    }

    /// Offsets as percentages, which the formatter's two decimals keep to a ten-thousandth.
    fileprivate mutating func writeStops(_ stops: [PlacedGradient.Stop]) {
        for stop in stops {
            beginStartTag("stop")
            attribute("offset", CSS.percent(min(max(stop.position, 0), 1)))
            attribute("stop-color", hexColor: stop.color)
            if stop.color.opacity < 1 { attribute("stop-opacity", NumberFormatting.string(stop.color.opacity)) }
            endStartTag(selfClosing: true)
        }
    }

    /// `fill` (or `stroke`) naming `paint`, with its opacity for a color: SVG 1.1 paints have no alpha.
    mutating func attribute(paint: SVGWalk.Fill, isStroke: Bool = false) {
        switch paint {
        case .color(let color):
            attribute(isStroke ? "stroke" : "fill", hexColor: color)
            if color.opacity < 1 { attribute(isStroke ? "stroke-opacity" : "fill-opacity", NumberFormatting.string(color.opacity)) }
        case .server(let id):
            attribute(isStroke ? "stroke" : "fill", "url(#" + id + ")")
        }
    }
}
