import Foundation

/// Arcs, ellipses and rounded rectangles, stored as cubic Béziers as CoreGraphics stores them:
/// one cubic per quarter turn or less, with its controls at 4/3·tan(φ/4) of the radius along the
/// tangents. A quarter circle drawn so strays at most 0.027 % of its radius from the true circle
/// (0.03 pt at a radius of 100), below the outputs' 0.01 pt rounding for radii under 37 pt.
extension Path {
    /// An arc around `center` from `startAngle` to `endAngle`. Angles grow clockwise on screen
    /// (y points down); `clockwise` is CoreGraphics's, which names the direction in a y-up space,
    /// so `clockwise: false` runs clockwise on screen, as SwiftUI's does. A line joins the current
    /// point, if any, to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity) {
        var piece = Path()
        let sweep = Self.sweep(from: startAngle.radians, to: endAngle.radians, clockwise: clockwise)
        piece.appendArc(center: center, radii: CGSize(width: radius, height: radius), start: startAngle.radians, sweep: sweep)
        appendConnected(piece, transform: transform)
    }

    /// CoreGraphics's tangent arc: a line from the current point toward `tangent1End`, then the
    /// arc of `radius` that touches both that line and the line from `tangent1End` to
    /// `tangent2End`. Without a current point it starts at `tangent1End`; where the lines are one
    /// line, or the radius is zero, it is the line to `tangent1End`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let p0 = currentPoint.map { $0.applying(transform.inverted()) } ?? p1
        var piece = Path()
        piece.move(to: p0)
        let u = PathGeometry.unit(p0 - p1) ?? .zero, v = PathGeometry.unit(p2 - p1) ?? .zero
        let angle = acos(max(-1, min(1, u.x * v.x + u.y * v.y)))
        guard u != .zero, v != .zero, radius > 0, angle > 1e-9, angle < .pi - 1e-9 else {
            piece.addLine(to: p1)
            appendConnected(piece, transform: transform)
            return
        }
        let distance = radius / tan(angle / 2)
        let t1 = p1 + u * distance, t2 = p1 + v * distance
        let bisector = PathGeometry.unit(u + v) ?? u
        let center = p1 + bisector * (radius / sin(angle / 2))
        let start = atan2(t1.y - center.y, t1.x - center.x)
        var sweep = atan2(t2.y - center.y, t2.x - center.x) - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        piece.addLine(to: t1)
        piece.appendArc(center: center, radii: CGSize(width: radius, height: radius), start: start, sweep: sweep)
        appendConnected(piece, transform: transform)
    }

    /// A closed ellipse inside `rect`, starting at its right end and running clockwise on screen
    /// (so `Circle().trim(from: 0, to: 0.5)` is the lower half, as in SwiftUI).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        var piece = Path()
        piece.appendArc(center: CGPoint(x: r.midX, y: r.midY), radii: CGSize(width: r.width / 2, height: r.height / 2), start: 0, sweep: 2 * .pi)
        piece.closeSubpath()
        addPath(piece, transform: transform)
    }

    /// A closed rounded rectangle, clockwise on screen from the end of its top left corner.
    /// Circular corners are quarter ellipses; continuous ones are the single cubic per corner of
    /// `RoundedCornerStyle.continuous` (`_continuousExtent`, `_continuousControl`), shrunk to fit
    /// half the shorter side.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let radii = RectangleCornerRadii(cornerSize: cornerSize)
        addPath(Self.roundedRect(r, radii: radii, style: style), transform: transform)
    }

    /// The rounded rectangle with each corner's own radius (UnevenRoundedRectangle's outline).
    package static func roundedRect(_ r: CGRect, radii: RectangleCornerRadii, style: RoundedCornerStyle) -> Path {
        var path = Path()
        let half = min(r.width, r.height) / 2
        func extent(_ radius: CGFloat) -> CGFloat {
            let radius = max(radius, 0)
            return style == .continuous ? min(radius * Self._continuousExtent, half) : min(radius, half)
        }
        let tl = extent(radii.topLeading), tr = extent(radii.topTrailing)
        let br = extent(radii.bottomTrailing), bl = extent(radii.bottomLeading)
        path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        path.addCorner(CGPoint(x: r.maxX, y: r.minY), extent: tr, from: CGPoint(x: -1, y: 0), to: CGPoint(x: 0, y: 1), style: style)
        path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        path.addCorner(CGPoint(x: r.maxX, y: r.maxY), extent: br, from: CGPoint(x: 0, y: -1), to: CGPoint(x: -1, y: 0), style: style)
        path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        path.addCorner(CGPoint(x: r.minX, y: r.maxY), extent: bl, from: CGPoint(x: 1, y: 0), to: CGPoint(x: 0, y: -1), style: style)
        path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        path.addCorner(CGPoint(x: r.minX, y: r.minY), extent: tl, from: CGPoint(x: 0, y: 1), to: CGPoint(x: 1, y: 0), style: style)
        path.closeSubpath()
        return path
    }

    /// How far along each edge a continuous corner of radius r begins, and how far from the corner
    /// its controls sit (both × r): the values the SVG emitter's continuous corners use.
    public static let _continuousExtent: CGFloat = 1.528
    public static let _continuousControl: CGFloat = 0.291

    /// A corner at `corner`, entered along `incoming` (the unit direction back toward where the
    /// edge came from) and left along `outgoing`, bending within `extent` of the corner.
    private mutating func addCorner(_ corner: CGPoint, extent: CGFloat, from incoming: CGPoint, to outgoing: CGPoint, style: RoundedCornerStyle) {
        guard extent > 0 else { return }
        let end = corner + outgoing * extent
        // A circular corner is a quarter circle (k = 4/3·tan(π/8) of the radius from each end,
        // so 1 − k from the corner); a continuous one keeps its controls near the corner.
        let fromCorner = style == .continuous ? extent * Self._continuousControl / Self._continuousExtent : extent * (1 - 4 / 3 * tan(CGFloat.pi / 8))
        addCurve(to: end, control1: corner + incoming * fromCorner, control2: corner + outgoing * fromCorner)
    }

    /// The signed sweep from `start` to `end`, CoreGraphics's way: positive (clockwise on
    /// screen) unless `clockwise`; a difference of a whole turn or more draws the whole circle.
    package static func sweep(from start: Double, to end: Double, clockwise: Bool) -> Double {
        let turn = 2 * Double.pi
        let difference = clockwise ? start - end : end - start
        let magnitude = difference >= turn ? turn : difference - (difference / turn).rounded(.down) * turn
        return clockwise ? -magnitude : magnitude
    }

    /// Appends an elliptical arc as cubic segments of at most a quarter turn each: a line from
    /// the current point to the arc's start (a move, without one), then the curves.
    package mutating func appendArc(center: CGPoint, radii: CGSize, start: Double, sweep: Double) {
        let startPoint = CGPoint(x: center.x + radii.width * cos(start), y: center.y + radii.height * sin(start))
        if let currentPoint {
            if PathGeometry.unit(startPoint - currentPoint) != nil { addLine(to: startPoint) }
        } else {
            move(to: startPoint)
        }
        guard sweep != 0, sweep.isFinite else { return }
        let count = max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            let p1 = CGPoint(x: center.x + radii.width * (c0 - k * s0), y: center.y + radii.height * (s0 + k * c0))
            let p2 = CGPoint(x: center.x + radii.width * (c1 + k * s1), y: center.y + radii.height * (s1 - k * c1))
            let p3 = CGPoint(x: center.x + radii.width * c1, y: center.y + radii.height * s1)
            addCurve(to: p3, control1: p1, control2: p2)
            angle = next
        }
    }

    /// Appends `piece` (built in untransformed space) mapped through `transform`, its first move
    /// dropped when this path already has a current point, so an arc continues the subpath.
    private mutating func appendConnected(_ piece: Path, transform: CGAffineTransform) {
        let mapped = transform.isIdentity ? piece : piece.applying(transform)
        for (offset, element) in mapped.elements.enumerated() {
            if offset == 0, case .move(let to) = element, let currentPoint {
                if to != currentPoint { addLine(to: to) }
                continue
            }
            append(element)
        }
    }
}

/// Small vector arithmetic for the path builders.
package enum PathGeometry {
    package static func unit(_ v: CGPoint) -> CGPoint? {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        return length > 1e-12 && length.isFinite ? CGPoint(x: v.x / length, y: v.y / length) : nil
    }

    package static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }
}

extension CGPoint {
    fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    fileprivate static func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
}
