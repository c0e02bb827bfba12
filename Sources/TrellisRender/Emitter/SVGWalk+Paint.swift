import Foundation
import Trellis

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
        guard case .gradient(let gradient) = paint else { return .color(paint.color) }
        let placed = PlacedGradient(gradient, in: frame)
        if case .solid(let color) = placed { return .color(color) }
        let id = trail.id + "-fill"
        writer.beginStartTag("defs")
        writer.endStartTag()
        switch placed {
        case .solid:
            break
        case .linear(let start, let end, let stops):
            writer.beginStartTag("linearGradient")
            writer.attribute("id", id)
            writer.attribute("gradientUnits", "userSpaceOnUse")
            writer.attribute("x1", number: start.x)
            writer.attribute("y1", number: start.y)
            writer.attribute("x2", number: end.x)
            writer.attribute("y2", number: end.y)
            writer.endStartTag()
            writeStops(stops)
            writer.close("linearGradient")
        case .radial(let center, let radius, let stops):
            writer.beginStartTag("radialGradient")
            writer.attribute("id", id)
            writer.attribute("gradientUnits", "userSpaceOnUse")
            writer.attribute("cx", number: center.x)
            writer.attribute("cy", number: center.y)
            writer.attribute("r", number: radius)
            writer.endStartTag()
            writeStops(stops)
            writer.close("radialGradient")
        case .elliptical(let center, let rx, let ry, let stops):
            // A unit circle stretched to the ellipse: SVG 1.1's radial gradients are circles.
            writer.beginStartTag("radialGradient")
            writer.attribute("id", id)
            writer.attribute("gradientUnits", "userSpaceOnUse")
            writer.attribute("cx", "0")
            writer.attribute("cy", "0")
            writer.attribute("r", "1")
            writer.attribute("gradientTransform", "matrix(" + n(rx) + " 0 0 " + n(ry) + " " + n(center.x) + " " + n(center.y) + ")")
            writer.endStartTag()
            writeStops(stops)
            writer.close("radialGradient")
        case .angular(let center, let from, let stops):
            writeConicPattern(id: id, center: center, from: from, stops: stops, in: frame)
        }
        writer.close("defs")
        writer.raw("\n")
        return .server(id: id)
    }

    /// Offsets as percentages, which the formatter's two decimals keep to a ten-thousandth.
    private mutating func writeStops(_ stops: [PlacedGradient.Stop]) {
        for stop in stops {
            writer.beginStartTag("stop")
            writer.attribute("offset", CSS.percent(min(max(stop.position, 0), 1)))
            writer.attribute("stop-color", hexColor: stop.color)
            if stop.color.opacity < 1 { writer.attribute("stop-opacity", NumberFormatting.string(stop.color.opacity)) }
            writer.endStartTag(selfClosing: true)
        }
    }

    mutating func paint(fill: Fill) {
        switch fill {
        case .color(let color): paint(fill: color)
        case .server(let id): writer.attribute("fill", "url(#" + id + ")")
        }
    }
}
