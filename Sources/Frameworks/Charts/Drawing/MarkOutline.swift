import Foundation
import Trellis

/// One mark's outline in the plot's unit square (x rightward, y downward, 0…1), with sizes that
/// are points rather than data (a symbol's size, a sector's inset) kept in points. Everything here
/// is decided before layout; only the plot's size turns it into a path.
enum MarkOutline: Sendable {
    /// A bar or a rectangle; a fixed width or height in points (`BarMark(width: 12)`) replaces
    /// the unit one, centred where the unit one was.
    case rect(CGRect, cornerRadius: CGFloat, fixedWidth: CGFloat? = nil, fixedHeight: CGFloat? = nil)
    /// A rectangle of a fixed size in points centred on a unit point (`RectangleMark(x:y:width:height:)` over numbers).
    case fixedRect(center: CGPoint, size: CGSize, cornerRadius: CGFloat)
    case line([CGPoint], InterpolationMethod)
    /// The region between `top` and `base`, both running the same way.
    case area(top: [CGPoint], base: [CGPoint], InterpolationMethod)
    /// A symbol of `size` points across centred on a unit point.
    case symbol(CGPoint, BasicChartSymbolShape, size: CGFloat)
    case segment(CGPoint, CGPoint)
    /// A line from a unit point running a fixed length in points (an axis tick outside the plot).
    case tick(CGPoint, length: CGSize)
    /// A slice between two fractions of a turn, clockwise from twelve o'clock.
    case sector(start: Double, end: Double, inner: MarkDimension, outer: MarkDimension, inset: CGFloat, cornerRadius: CGFloat)
}

/// The outlines of a group of marks drawn with one style: the shape the chart's plot fills or strokes.
struct ChartMarksShape: Shape {
    let outlines: [MarkOutline]
    /// The scale ranges' padding: the unit square maps to the plot less these.
    var insets = PlotInsets.none

    func path(in rect: CGRect) -> Path {
        var path = Path()
        add(to: &path, in: rect)
        return path
    }

    nonisolated func add(to path: inout Path, in rect: CGRect) {
        let data = insets.dataRect(in: rect)
        for outline in outlines {
            Self.add(outline, to: &path, in: data)
        }
    }

    nonisolated static func point(_ unit: CGPoint, in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + unit.x * rect.width, y: rect.minY + unit.y * rect.height)
    }

    private nonisolated static func add(_ outline: MarkOutline, to path: inout Path, in rect: CGRect) {
        switch outline {
        case .rect(let unit, let radius, let fixedWidth, let fixedHeight):
            let origin = point(unit.origin, in: rect)
            var frame = CGRect(x: origin.x, y: origin.y, width: unit.width * rect.width, height: unit.height * rect.height).standardized
            if let fixedWidth { frame = frame.insetBy(dx: (frame.width - fixedWidth) / 2, dy: 0) }
            if let fixedHeight { frame = frame.insetBy(dx: 0, dy: (frame.height - fixedHeight) / 2) }
            if radius > 0 {
                path.addPath(Path(roundedRect: frame, cornerRadius: min(radius, frame.width / 2, frame.height / 2), style: .continuous))
            } else {
                path.addRect(frame)
            }
        case .fixedRect(let center, let size, let radius):
            let middle = point(center, in: rect)
            let frame = CGRect(x: middle.x - size.width / 2, y: middle.y - size.height / 2, width: size.width, height: size.height)
            path.addPath(radius > 0 ? Path(roundedRect: frame, cornerRadius: radius, style: .continuous) : Path(frame))
        case .line(let points, let method):
            LineInterpolation.add(points.map { point($0, in: rect) }, method, to: &path, startingSubpath: true)
        case .area(let top, let base, let method):
            guard !top.isEmpty else { return }
            LineInterpolation.add(top.map { point($0, in: rect) }, method, to: &path, startingSubpath: true)
            LineInterpolation.add(base.reversed().map { point($0, in: rect) }, method, to: &path, startingSubpath: false)
            path.closeSubpath()
        case .symbol(let center, let shape, let size):
            let middle = point(center, in: rect)
            path.addPath(shape.path(in: CGRect(x: middle.x - size / 2, y: middle.y - size / 2, width: size, height: size)))
        case .segment(let from, let to):
            path.move(to: point(from, in: rect))
            path.addLine(to: point(to, in: rect))
        case .tick(let from, let length):
            let start = point(from, in: rect)
            path.move(to: start)
            path.addLine(to: CGPoint(x: start.x + length.width, y: start.y + length.height))
        case .sector(let start, let end, let inner, let outer, let inset, let cornerRadius):
            SectorOutline.add(start: start, end: end, inner: inner, outer: outer, inset: inset, cornerRadius: cornerRadius, to: &path, in: rect)
        }
    }
}

/// An axis's grid lines or ticks, both axes in one path: a horizontal line (at a y value) keeps
/// the plot's full width whatever x's range, and a vertical one its full height.
struct ChartAxisLinesShape: Shape {
    let horizontal: [MarkOutline]
    let vertical: [MarkOutline]
    let insets: PlotInsets

    func path(in rect: CGRect) -> Path {
        var path = Path()
        ChartMarksShape(outlines: horizontal, insets: insets.only(.vertical)).add(to: &path, in: rect)
        ChartMarksShape(outlines: vertical, insets: insets.only(.horizontal)).add(to: &path, in: rect)
        return path
    }
}

/// Lines through points as `interpolationMethod` asks: straight, steps, or Catmull–Rom curves.
enum LineInterpolation {
    static func add(_ points: [CGPoint], _ method: InterpolationMethod, to path: inout Path, startingSubpath: Bool) {
        guard let first = points.first else { return }
        if startingSubpath { path.move(to: first) } else { path.addLine(to: first) }
        switch method {
        case .stepStart, .stepEnd, .stepCenter:
            for (previous, next) in zip(points, points.dropFirst()) {
                let turn: CGFloat = switch method {
                case .stepStart: previous.x
                case .stepEnd: next.x
                default: (previous.x + next.x) / 2
                }
                path.addLine(to: CGPoint(x: turn, y: previous.y))
                path.addLine(to: CGPoint(x: turn, y: next.y))
                path.addLine(to: next)
            }
        case .monotone:
            addMonotone(points, to: &path)
        case .catmullRom, .cardinal:
            // Uniform Catmull–Rom as cubic Béziers: each segment's controls are a sixth of the
            // chord between its neighbours. (Cardinal is drawn this way too for now.)
            for index in 0..<max(points.count - 1, 0) {
                let p0 = points[max(index - 1, 0)], p1 = points[index]
                let p2 = points[index + 1], p3 = points[min(index + 2, points.count - 1)]
                let control1 = CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6)
                let control2 = CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6)
                path.addCurve(to: p2, control1: control1, control2: control2)
            }
        default:
            for point in points.dropFirst() { path.addLine(to: point) }
        }
    }
}

extension LineInterpolation {
    /// A monotone cubic through points ordered by x (Fritsch and Carlson's tangents): between two
    /// points the curve never rises above or dips below both, so it invents no peaks.
    static func addMonotone(_ points: [CGPoint], to path: inout Path) {
        guard points.count > 2 else {
            for point in points.dropFirst() { path.addLine(to: point) }
            return
        }
        let widths = zip(points, points.dropFirst()).map { $1.x - $0.x }
        let slopes = zip(zip(points, points.dropFirst()), widths).map { pair, width in width == 0 ? 0 : (pair.1.y - pair.0.y) / width }
        var tangents = [CGFloat](repeating: 0, count: points.count)
        tangents[0] = slopes[0]
        tangents[points.count - 1] = slopes[slopes.count - 1]
        for index in 1..<(points.count - 1) {
            let before = slopes[index - 1], after = slopes[index]
            guard before * after > 0 else { continue }
            // The weighted harmonic mean of the neighbouring slopes keeps each piece monotone.
            let w1 = 2 * widths[index] + widths[index - 1], w2 = widths[index] + 2 * widths[index - 1]
            tangents[index] = (w1 + w2) / (w1 / before + w2 / after)
        }
        for index in 0..<(points.count - 1) {
            let from = points[index], to = points[index + 1], third = widths[index] / 3
            path.addCurve(
                to: to, control1: CGPoint(x: from.x + third, y: from.y + tangents[index] * third),
                control2: CGPoint(x: to.x - third, y: to.y - tangents[index + 1] * third))
        }
    }
}

/// A pie or donut slice: an outer arc, and an inner one or the centre, its corners rounded by
/// `cornerRadius` (each corner an arc of a circle touching the slice's edge and its arc, as
/// a rounded rectangle's corner touches its sides; a pie's point at the centre stays sharp).
enum SectorOutline {
    static func add(
        start: Double, end: Double, inner: MarkDimension, outer: MarkDimension, inset: CGFloat, cornerRadius: CGFloat = 0,
        to path: inout Path, in rect: CGRect
    ) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let available = min(rect.width, rect.height) / 2
        let outerRadius = radius(outer, of: available, automatic: available)
        let innerRadius = min(radius(inner, of: outerRadius, automatic: 0), outerRadius)
        // The inset is a gap of `inset` points between slices, measured along the outer edge.
        let gap = outerRadius > 0 ? Double(inset) / 2 / Double(outerRadius) : 0
        let from = start * 2 * .pi + gap, to = end * 2 * .pi - gap
        guard to > from else { return }
        func at(_ angle: Double, _ r: CGFloat) -> CGPoint {
            CGPoint(x: center.x + r * CGFloat(sin(angle)), y: center.y - r * CGFloat(cos(angle)))
        }
        let corner = to - from < 2 * .pi - 1e-9 ? cornerRadiusFitting(cornerRadius, sweep: to - from, outer: outerRadius, inner: innerRadius) : 0
        guard corner > 0 else {
            let steps = max(Int(((to - from) / (.pi / 2)).rounded(.up)), 1)
            path.move(to: at(from, outerRadius))
            addArc(from: from, to: to, steps: steps, radius: outerRadius, center: center, to: &path)
            if innerRadius > 0 {
                path.addLine(to: at(to, innerRadius))
                addArc(from: to, to: from, steps: steps, radius: innerRadius, center: center, to: &path)
            } else {
                path.addLine(to: center)
            }
            path.closeSubpath()
            return
        }
        // Outer corners: the circle inside the outer arc, its centre `outerRadius − corner` out
        // and `corner` from the edge, so `sin(turn) = corner / (outerRadius − corner)`.
        let outerTurn = asin(Double(corner / (outerRadius - corner)))
        let outerFoot = (outerRadius - corner) * CGFloat(cos(outerTurn))
        path.move(to: at(from, outerFoot))
        addCornerArc(center: at(from + outerTurn, outerRadius - corner), radius: corner, from: at(from, outerFoot), to: at(from + outerTurn, outerRadius), to: &path)
        addArc(from: from + outerTurn, to: to - outerTurn, steps: arcSteps(to - from - 2 * outerTurn), radius: outerRadius, center: center, to: &path)
        addCornerArc(center: at(to - outerTurn, outerRadius - corner), radius: corner, from: at(to - outerTurn, outerRadius), to: at(to, outerFoot), to: &path)
        if innerRadius > 0 {
            // Inner corners: the circle outside the inner arc, `innerRadius + corner` out.
            let innerTurn = asin(Double(corner / (innerRadius + corner)))
            let innerFoot = (innerRadius + corner) * CGFloat(cos(innerTurn))
            path.addLine(to: at(to, innerFoot))
            addCornerArc(center: at(to - innerTurn, innerRadius + corner), radius: corner, from: at(to, innerFoot), to: at(to - innerTurn, innerRadius), to: &path)
            addArc(from: to - innerTurn, to: from + innerTurn, steps: arcSteps(to - from - 2 * innerTurn), radius: innerRadius, center: center, to: &path)
            addCornerArc(center: at(from + innerTurn, innerRadius + corner), radius: corner, from: at(from + innerTurn, innerRadius), to: at(from, innerFoot), to: &path)
        } else {
            path.addLine(to: center)
        }
        path.closeSubpath()
    }

    /// The corner radius the slice has room for: at most half its ring's depth, and small enough
    /// that the two corners on each arc don't pass each other.
    static func cornerRadiusFitting(_ asked: CGFloat, sweep: Double, outer: CGFloat, inner: CGFloat) -> CGFloat {
        guard asked > 0 else { return 0 }
        let half = sweep / 2
        let spread = half >= .pi / 2 ? 1 : CGFloat(sin(half))
        var fitting = min(asked, (outer - inner) / 2, outer * spread / (1 + spread))
        if inner > 0, spread < 1 { fitting = min(fitting, inner * spread / (1 - spread)) }
        return max(fitting, 0)
    }

    private static func arcSteps(_ sweep: Double) -> Int { max(Int((abs(sweep) / (.pi / 2)).rounded(.up)), 1) }

    /// The short way round a corner's circle from one point on it to another.
    private static func addCornerArc(center: CGPoint, radius: CGFloat, from: CGPoint, to: CGPoint, to path: inout Path) {
        // Angles measured as the slice's are: clockwise from twelve o'clock.
        func angle(_ point: CGPoint) -> Double { atan2(Double(point.x - center.x), Double(center.y - point.y)) }
        let start = angle(from)
        var sweep = angle(to) - start
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArc(from: start, to: start + sweep, steps: 1, radius: radius, center: center, to: &path)
    }

    private static func radius(_ dimension: MarkDimension, of whole: CGFloat, automatic: CGFloat) -> CGFloat {
        switch dimension.value {
        case .automatic: automatic
        case .fixed(let points): points
        case .ratio(let ratio): whole * ratio
        case .inset(let inset): max(whole - inset, 0)
        }
    }

    /// A circular arc as cubic Béziers of at most a quarter turn each (control distance 4/3·tan(θ/4)).
    private static func addArc(from start: Double, to end: Double, steps: Int, radius: CGFloat, center: CGPoint, to path: inout Path) {
        let sweep = (end - start) / Double(steps)
        let k = CGFloat(4.0 / 3.0 * tan(sweep / 4)) * radius
        for step in 0..<steps {
            let a0 = start + Double(step) * sweep, a1 = a0 + sweep
            let p0 = CGPoint(x: center.x + radius * CGFloat(sin(a0)), y: center.y - radius * CGFloat(cos(a0)))
            let p1 = CGPoint(x: center.x + radius * CGFloat(sin(a1)), y: center.y - radius * CGFloat(cos(a1)))
            let c0 = CGPoint(x: p0.x + k * CGFloat(cos(a0)), y: p0.y + k * CGFloat(sin(a0)))
            let c1 = CGPoint(x: p1.x - k * CGFloat(cos(a1)), y: p1.y - k * CGFloat(sin(a1)))
            path.addCurve(to: p1, control1: c0, control2: c1)
        }
    }
}

/// The outlines of Swift Charts' point symbols in a square.
enum ChartSymbolOutline {
    static func path(named name: String, in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        let c = CGPoint(x: rect.midX, y: rect.midY)
        func polygon(_ count: Int, radius: CGFloat) -> Path {
            Path { path in
                let points = (0..<count).map { index -> CGPoint in
                    let angle = Double(index) / Double(count) * 2 * .pi
                    return CGPoint(x: c.x + radius * CGFloat(sin(angle)), y: c.y - radius * CGFloat(cos(angle)))
                }
                path.addLines(points)
                path.closeSubpath()
            }
        }
        switch name {
        case "square": return Path(CGRect(x: c.x - r * 0.85, y: c.y - r * 0.85, width: r * 1.7, height: r * 1.7))
        case "triangle": return polygon(3, radius: r * 1.15)
        case "diamond": return polygon(4, radius: r * 1.1)
        case "pentagon": return polygon(5, radius: r * 1.05)
        case "plus", "cross", "asterisk":
            let arm = r * 0.35
            var plus = Path()
            plus.addRect(CGRect(x: c.x - r, y: c.y - arm, width: 2 * r, height: 2 * arm))
            plus.addRect(CGRect(x: c.x - arm, y: c.y - r, width: 2 * arm, height: 2 * r))
            return plus
        default: return Path(ellipseIn: rect)
        }
    }
}
