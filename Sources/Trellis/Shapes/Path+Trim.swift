import Foundation

/// `trimmedPath(from:to:)`: the part of the outline between two fractions of its length, as
/// SwiftUI's `trim(from:to:)` draws it. Lengths are measured over all subpaths in order, a close
/// counting as the line back to its subpath's start; curves are measured as 64 chords each, and
/// cut with de Casteljau's construction at the parameter where the chords reach the length, so a
/// cut lies on the original curve.
extension Path {
    /// The part of this outline between two fractions of its length, as the `trim(from:to:)` modifier
    /// draws it.
    ///
    /// Both fractions are clamped to 0...1; an empty path is returned when `end` is not after `start`.
    ///
    /// - Parameters:
    ///   - start: Where the part starts, as a fraction of the whole length.
    ///   - end: Where the part ends, as a fraction of the whole length.
    /// - Returns: The part of the outline, whose cuts lie on the original lines and curves.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let from = max(0, min(1, start.isNaN ? 0 : start)), to = max(0, min(1, end.isNaN ? 0 : end))
        guard to > from else { return Path() }
        let segments = TrimSegment.segments(of: self)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return from == 0 && to == 1 ? self : Path() }
        if from == 0 && to == 1 { return self }
        let (low, high) = (from * total, to * total)
        var trimmed = Path()
        var covered: CGFloat = 0
        var previous: TrimSegment?
        for segment in segments {
            defer { covered += segment.length; previous = segment }
            let (segmentStart, segmentEnd) = (covered, covered + segment.length)
            guard segmentEnd > low, segmentStart < high, segment.length > 0 else { continue }
            let t0 = segmentStart >= low ? 0 : segment.parameter(at: low - segmentStart)
            let t1 = segmentEnd <= high ? 1 : segment.parameter(at: high - segmentStart)
            let piece = segment.slice(t0, t1)
            // Continue the subpath when this piece starts where the last one ended.
            let continues = t0 == 0 && previous?.subpath == segment.subpath && trimmed.currentPoint == piece.start
            if !continues { trimmed.move(to: piece.start) }
            trimmed.append(piece.element)
        }
        return trimmed
    }
}

/// One drawn piece of a path, as a cubic (lines and quadratics raised to cubics), with its
/// chord lengths.
struct TrimSegment {
    var start: CGPoint
    var element: Path.Element
    /// Which subpath it belongs to, so trimming knows when a piece continues the last one.
    var subpath: Int
    /// Cumulative chord lengths at t = i/steps.
    var lengths: [CGFloat]
    var length: CGFloat { lengths.last ?? 0 }

    static let steps = 64

    var controls: (CGPoint, CGPoint, CGPoint, CGPoint) {
        switch element {
        case .line(let to), .move(let to):
            return (start, start + (to - start) * (1 / 3), start + (to - start) * (2 / 3), to)
        case .quadCurve(let to, let control):
            return (start, start + (control - start) * (2 / 3), to + (control - to) * (2 / 3), to)
        case .curve(let to, let c1, let c2):
            return (start, c1, c2, to)
        case .closeSubpath:
            return (start, start, start, start)
        }
    }

    static func segments(of path: Path) -> [TrimSegment] {
        var result: [TrimSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var subpath = -1
        for element in path.elements {
            switch element {
            case .move(let to):
                current = to
                subpathStart = to
                subpath += 1
            case .line(let to), .quadCurve(let to, _), .curve(let to, _, _):
                result.append(TrimSegment(start: current, element: element, subpath: max(subpath, 0)))
                current = to
            case .closeSubpath:
                result.append(TrimSegment(start: current, element: .line(to: subpathStart), subpath: max(subpath, 0)))
                current = subpathStart
            }
        }
        return result
    }

    init(start: CGPoint, element: Path.Element, subpath: Int) {
        self.start = start
        self.element = element
        self.subpath = subpath
        lengths = []
        if case .line(let to) = element {
            lengths = [Self.distance(start, to)]
            return
        }
        let (p0, p1, p2, p3) = controls
        var total: CGFloat = 0
        var last = p0
        lengths.reserveCapacity(Self.steps)
        for i in 1...Self.steps {
            let point = PathGeometry.cubicPoint(p0, p1, p2, p3, at: CGFloat(i) / CGFloat(Self.steps))
            total += Self.distance(last, point)
            lengths.append(total)
            last = point
        }
    }

    /// The parameter at which the piece has covered `distance`.
    func parameter(at distance: CGFloat) -> CGFloat {
        if lengths.count == 1 { return distance / lengths[0] }
        var low = 0, high = lengths.count - 1
        while low < high {
            let middle = (low + high) / 2
            if lengths[middle] < distance { low = middle + 1 } else { high = middle }
        }
        let before: CGFloat = low == 0 ? 0 : lengths[low - 1]
        let span = lengths[low] - before
        let fraction = span > 0 ? (distance - before) / span : 0
        return (CGFloat(low) + fraction) / CGFloat(lengths.count)
    }

    /// The piece between parameters `t0` and `t1`: its start and the element drawing it.
    func slice(_ t0: CGFloat, _ t1: CGFloat) -> (start: CGPoint, element: Path.Element) {
        if case .line(let to) = element {
            let a = start + (to - start) * t0, b = start + (to - start) * t1
            return (a, .line(to: b))
        }
        var (p0, p1, p2, p3) = controls
        if t1 < 1 { (p0, p1, p2, p3) = Self.split(p0, p1, p2, p3, at: t1).first }
        if t0 > 0 { (p0, p1, p2, p3) = Self.split(p0, p1, p2, p3, at: t0 / t1).second }
        return (p0, .curve(to: p3, control1: p1, control2: p2))
    }

    /// De Casteljau: the two halves of a cubic cut at `t`.
    static func split(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, at t: CGFloat)
        -> (first: (CGPoint, CGPoint, CGPoint, CGPoint), second: (CGPoint, CGPoint, CGPoint, CGPoint)) {
        func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { a + (b - a) * t }
        let a = lerp(p0, p1), b = lerp(p1, p2), c = lerp(p2, p3)
        let d = lerp(a, b), e = lerp(b, c)
        let f = lerp(d, e)
        return ((p0, a, d, f), (f, e, c, p3))
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
    }
}

extension CGPoint {
    fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    fileprivate static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    fileprivate static func * (a: CGPoint, k: CGFloat) -> CGPoint { CGPoint(x: a.x * k, y: a.y * k) }
}
