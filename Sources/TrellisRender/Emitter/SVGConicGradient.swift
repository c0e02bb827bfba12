import Foundation
import TrellisCore

/// SVG 1.1 has no conic gradient, so an angular gradient is a pattern of thin solid wedges
/// around its centre, each the gradient's color at the wedge's middle angle. The HTML draws the
/// exact `conic-gradient`.
///
/// How close: a wedge spans at most `maximumStep` degrees and at most as much as changes a
/// channel by `channelStep` of 255, so within a wedge a channel is off by at most half of the
/// smaller of the two, before the hex color's rounding (half a unit). Wedges of an opaque
/// gradient reach into the next one, which is drawn over them, and lie over a rectangle of the
/// first color, so their anti-aliased edges show no seam of what is behind.
enum SVGConicGradient {
    static let maximumStep = 0.5
    static let channelStep = 1.0

    struct Wedge {
        var start: Double
        var end: Double
        var color: Color.Resolved
    }

    /// The wedges covering the turn after `from` (degrees, clockwise), in drawing order.
    static func wedges(_ stops: [PlacedGradient.Stop]) -> [Wedge] {
        var breaks = [0.0]
        for stop in stops where stop.position > 0 && stop.position < 360 { breaks.append(stop.position) }
        breaks.append(360)
        var wedges: [Wedge] = []
        for (a, b) in zip(breaks, breaks.dropFirst()) where b > a {
            let ca = PlacedGradient.color(at: a + 1e-9, in: stops), cb = PlacedGradient.color(at: b - 1e-9, in: stops)
            let change = max(abs(ca.red - cb.red), abs(ca.green - cb.green), abs(ca.blue - cb.blue), abs(ca.opacity - cb.opacity)) * 255
            let count = max(Int(((b - a) / maximumStep).rounded(.up)), 1)
            let wanted = max(Int((change / channelStep).rounded(.up)), 1)
            // A constant stretch still needs wedges narrow enough to be triangles around the centre.
            let pieces = change == 0 ? max(Int(((b - a) / 10).rounded(.up)), 1) : min(count, wanted)
            let width = (b - a) / Double(pieces)
            for piece in 0..<pieces {
                let start = a + Double(piece) * width
                let end = piece == pieces - 1 ? b : start + width
                wedges.append(Wedge(start: start, end: end, color: PlacedGradient.color(at: (start + end) / 2, in: stops)))
            }
        }
        return wedges
    }
}

extension MarkupWriter {
    /// A pattern the size of the frame holding the wedges, as a paint server any element can
    /// fill with (a shape, a text). Its content is in the tile's coordinates, whose origin is
    /// the frame's top leading corner.
    mutating func writeConicPattern(id: String, center: CGPoint, from: Double, stops: [PlacedGradient.Stop], in frame: CGRect, transform: CGAffineTransform? = nil) {
        beginStartTag("pattern")
        attribute("id", id)
        attribute("patternUnits", "userSpaceOnUse")
        if let transform { attribute("patternTransform", Self.matrix(transform)) }
        attribute("x", number: frame.minX)
        attribute("y", number: frame.minY)
        attribute("width", number: frame.width)
        attribute("height", number: frame.height)
        endStartTag()
        let cx = Double(center.x - frame.minX), cy = Double(center.y - frame.minY)
        let corners = [(0.0, 0.0), (Double(frame.width), 0.0), (0.0, Double(frame.height)), (Double(frame.width), Double(frame.height))]
        let farthest = corners.map { hypot($0.0 - cx, $0.1 - cy) }.max() ?? 0
        // A triangle's far edge dips inside the circle by its half angle's cosine.
        let radius = (farthest + 2) / cos(6 * Double.pi / 180)
        let wedges = SVGConicGradient.wedges(stops)
        let isOpaque = stops.allSatisfy { $0.color.opacity >= 1 }
        if isOpaque, let first = wedges.first {
            SVGGeometry.beginRect(CGRect(origin: .zero, size: frame.size), radius: 0, into: &self)
            attribute(paint: .color(first.color))
            endStartTag(selfClosing: true)
        }
        func point(_ degrees: Double) -> String {
            let angle = (from + degrees) * .pi / 180
            return SVGGeometry.n(CGFloat(cx + radius * cos(angle))) + " " + SVGGeometry.n(CGFloat(cy + radius * sin(angle)))
        }
        let centerText = SVGGeometry.n(CGFloat(cx)) + " " + SVGGeometry.n(CGFloat(cy))
        for (index, wedge) in wedges.enumerated() {
            // Reach into the next wedge, which covers the overlap, so no seam shows between them.
            let reach = isOpaque && index < wedges.count - 1 ? max(wedges[index + 1].end - wedges[index + 1].start, 1) : 0
            let end = min(wedge.end + reach, 360, wedge.start + 12)
            beginStartTag("path")
            attribute("d", "M" + centerText + "L" + point(wedge.start) + "L" + point(end) + "Z")
            attribute(paint: .color(wedge.color))
            endStartTag(selfClosing: true)
        }
        close("pattern")
    }
}
