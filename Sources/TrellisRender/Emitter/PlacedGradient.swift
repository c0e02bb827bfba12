import Foundation
import TrellisCore

/// A resolved gradient placed on a node's frame, in canvas points: the one geometry both emitters
/// write, SVG's as userSpaceOnUse coordinates and CSS's relative to the node's box. Computing it
/// once is what makes the two land on the same pixels.
enum PlacedGradient {
    struct Stop {
        var color: Color.Resolved
        /// Linear: 0...1 from start to end. Radial and elliptical: 0...1 of the outer radius.
        /// Angular: degrees clockwise from `from` (they may fall outside 0...360; only that
        /// range is drawn).
        var position: Double
    }

    /// Nothing to spread the colors over (start and end points the same, a zero radius): the
    /// last stop's color everywhere, which is what SVG 1.1 specifies for such a gradient.
    case solid(Color.Resolved)
    case linear(start: CGPoint, end: CGPoint, stops: [Stop])
    case radial(center: CGPoint, radius: CGFloat, stops: [Stop])
    case elliptical(center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, stops: [Stop])
    /// `from` in degrees clockwise from the trailing direction (SwiftUI's zero), in 0..<360;
    /// the stops cover the whole turn after it.
    case angular(center: CGPoint, from: Double, stops: [Stop])

    init(_ gradient: ResolvedGradient, in frame: CGRect) {
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        }
        let stops = gradient.stops
        let last = stops.last?.color ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        switch gradient.geometry {
        case .linear(let start, let end):
            let a = point(start), b = point(end)
            guard hypot(b.x - a.x, b.y - a.y) > 1e-9 else { self = .solid(last); return }
            self = .linear(start: a, end: b, stops: stops.map { Stop(color: $0.color, position: $0.location) })
        case .radial(let center, let r0, let r1):
            let radius = max(r0, r1)
            guard radius > 0 else { self = .solid(last); return }
            self = .radial(center: point(center), radius: radius, stops: Self.ringStops(stops, from: Double(r0 / radius), to: Double(r1 / radius)))
        case .elliptical(let center, let f0, let f1):
            let fraction = max(f0, f1)
            let rx = fraction * frame.width, ry = fraction * frame.height
            guard rx > 0, ry > 0 else { self = .solid(last); return }
            self = .elliptical(
                center: point(center), radiusX: rx, radiusY: ry,
                stops: Self.ringStops(stops, from: Double(f0 / fraction), to: Double(f1 / fraction)))
        case .angular(let center, let startAngle, let endAngle):
            let (from, turn) = Self.angularStops(stops, start: startAngle * 180 / .pi, end: endAngle * 180 / .pi)
            self = .angular(center: point(center), from: from, stops: turn)
        }
    }

    /// Locations mapped onto the ray from `inner` to `outer` (fractions of the larger radius),
    /// ascending: a gradient whose start radius is the larger runs inwards, so its stops reverse.
    private static func ringStops(_ stops: [ResolvedGradient.Stop], from inner: Double, to outer: Double) -> [Stop] {
        let mapped = stops.map { Stop(color: $0.color, position: inner + $0.location * (outer - inner)) }
        return outer >= inner ? mapped : mapped.reversed()
    }

    /// The stops of a conic gradient over one clockwise turn after `from`. Equal angles make a
    /// whole turn. A turn shorter than 360° leaves a gap holding the last color to its middle
    /// and the first after it (SwiftUI's documented rule); a longer one shows its last turn. An
    /// anticlockwise one (end before start) is the clockwise one from its end with its stops
    /// reversed.
    static func angularStops(_ stops: [ResolvedGradient.Stop], start: Double, end: Double) -> (from: Double, stops: [Stop]) {
        var span = end - start
        var from = start
        var positions = stops.map { Stop(color: $0.color, position: $0.location * span) }
        if span == 0 {
            span = 360
            positions = stops.map { Stop(color: $0.color, position: $0.location * 360) }
        } else if span < 0 {
            from = end
            span = -span
            positions = stops.reversed().map { Stop(color: $0.color, position: (1 - $0.location) * span) }
        }
        if span > 360 {
            from += span - 360
            for index in positions.indices { positions[index].position -= span - 360 }
        } else if span < 360, let first = positions.first, let last = positions.last {
            let middle = span + (360 - span) / 2
            positions += [Stop(color: last.color, position: middle), Stop(color: first.color, position: middle),
                          Stop(color: first.color, position: 360)]
        }
        from = from.truncatingRemainder(dividingBy: 360)
        if from < 0 { from += 360 }
        return (from, positions)
    }

    /// The color at `position` of `stops` (ascending), as the stops interpolate.
    static func color(at position: Double, in stops: [Stop]) -> Color.Resolved {
        guard let first = stops.first, let last = stops.last else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        if position <= first.position { return first.color }
        if position >= last.position { return last.color }
        var upper = 1
        while upper < stops.count - 1 && stops[upper].position < position { upper += 1 }
        let a = stops[upper - 1], b = stops[upper]
        let span = b.position - a.position
        return ResolvedGradient.interpolate(a.color, b.color, span > 0 ? (position - a.position) / span : 1)
    }
}
