import Foundation
import TrellisCore

/// Path-data builders for the built-in drawings, so that the table reads as shapes (a ring, a
/// rounded box, a polygon) rather than as long strings, and every number is written by the one
/// number formatter (so a drawing is byte-identical on every machine).
enum SymbolGeometry {
    static func n(_ value: Double) -> String { NumberFormatting.string(value) }

    /// A rounded rectangle as one closed subpath, drawn clockwise from the top-left corner.
    static func roundedRect(x: Double, y: Double, width: Double, height: Double, radius r: Double) -> String {
        let right = x + width, bottom = y + height
        return "M\(n(x + r)) \(n(y))H\(n(right - r))A\(n(r)) \(n(r)) 0 0 1 \(n(right)) \(n(y + r))"
            + "V\(n(bottom - r))A\(n(r)) \(n(r)) 0 0 1 \(n(right - r)) \(n(bottom))"
            + "H\(n(x + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x)) \(n(bottom - r))"
            + "V\(n(y + r))A\(n(r)) \(n(r)) 0 0 1 \(n(x + r)) \(n(y))Z"
    }

    /// A closed polygon through `points`.
    static func polygon(_ points: [(Double, Double)]) -> String {
        var path = ""
        for (index, point) in points.enumerated() {
            path += (index == 0 ? "M" : "L") + n(point.0) + " " + n(point.1)
        }
        return path + "Z"
    }

    /// The point at `degrees` on a circle, clockwise from 3 o'clock as the screen's y axis points down.
    static func point(cx: Double, cy: Double, r: Double, degrees: Double) -> (Double, Double) {
        let radians = degrees * .pi / 180
        return (cx + r * cos(radians), cy + r * sin(radians))
    }

    /// An open arc from `from` to `to` degrees, clockwise.
    static func arc(cx: Double, cy: Double, r: Double, from: Double, to: Double) -> String {
        let start = point(cx: cx, cy: cy, r: r, degrees: from)
        let end = point(cx: cx, cy: cy, r: r, degrees: to)
        let large = (to - from).truncatingRemainder(dividingBy: 360) > 180 ? 1 : 0
        return "M\(n(start.0)) \(n(start.1))A\(n(r)) \(n(r)) 0 \(large) 1 \(n(end.0)) \(n(end.1))"
    }

    /// `count` straight rays around a centre, between two radii, as one path (the sun's).
    static func rays(cx: Double, cy: Double, inner: Double, outer: Double, count: Int, offset: Double = 0) -> String {
        var path = ""
        for index in 0..<count {
            let degrees = offset + Double(index) * 360 / Double(count)
            let a = point(cx: cx, cy: cy, r: inner, degrees: degrees)
            let b = point(cx: cx, cy: cy, r: outer, degrees: degrees)
            path += "M\(n(a.0)) \(n(a.1))L\(n(b.0)) \(n(b.1))"
        }
        return path
    }

    /// A toothed wheel: `teeth` flat-topped teeth between two radii (the "gear" symbol).
    static func gearWheel(cx: Double, cy: Double, inner: Double, outer: Double, teeth: Int) -> String {
        var points: [(Double, Double)] = []
        let step = 360 / Double(teeth)
        for index in 0..<teeth {
            let middle = Double(index) * step - 90
            points.append(point(cx: cx, cy: cy, r: inner, degrees: middle - step * 0.32))
            points.append(point(cx: cx, cy: cy, r: outer, degrees: middle - step * 0.2))
            points.append(point(cx: cx, cy: cy, r: outer, degrees: middle + step * 0.2))
            points.append(point(cx: cx, cy: cy, r: inner, degrees: middle + step * 0.32))
        }
        return polygon(points)
    }

    /// A crescent: the part of the outer circle that the inner circle does not cover, as one
    /// closed subpath of two arcs meeting where the circles cross.
    static func crescent(outer: (cx: Double, cy: Double, r: Double), cut: (cx: Double, cy: Double, r: Double)) -> String {
        let dx = cut.cx - outer.cx, dy = cut.cy - outer.cy
        let d = (dx * dx + dy * dy).squareRoot()
        let a = (outer.r * outer.r - cut.r * cut.r + d * d) / (2 * d)
        let h = (outer.r * outer.r - a * a).squareRoot()
        let mx = outer.cx + a * dx / d, my = outer.cy + a * dy / d
        let p1 = (mx - h * dy / d, my + h * dx / d)
        let p2 = (mx + h * dy / d, my - h * dx / d)
        return "M\(n(p1.0)) \(n(p1.1))A\(n(outer.r)) \(n(outer.r)) 0 1 1 \(n(p2.0)) \(n(p2.1))"
            + "A\(n(cut.r)) \(n(cut.r)) 0 0 0 \(n(p1.0)) \(n(p1.1))Z"
    }

    /// The points of `points` turned by `degrees` about a centre.
    static func rotated(_ points: [(Double, Double)], degrees: Double, cx: Double, cy: Double) -> [(Double, Double)] {
        let radians = degrees * .pi / 180
        let c = cos(radians), s = sin(radians)
        return points.map { x, y in
            let dx = x - cx, dy = y - cy
            return (cx + dx * c - dy * s, cy + dx * s + dy * c)
        }
    }

    /// A plus sign as a closed outline of arm length `arm` from the centre and half-thickness
    /// `half`, so it can be cut out of a filled disc.
    static func crossPoints(cx: Double, cy: Double, arm: Double, half: Double) -> [(Double, Double)] {
        [
            (cx - half, cy - arm), (cx + half, cy - arm), (cx + half, cy - half), (cx + arm, cy - half),
            (cx + arm, cy + half), (cx + half, cy + half), (cx + half, cy + arm), (cx - half, cy + arm),
            (cx - half, cy + half), (cx - arm, cy + half), (cx - arm, cy - half), (cx - half, cy - half),
        ]
    }
}
