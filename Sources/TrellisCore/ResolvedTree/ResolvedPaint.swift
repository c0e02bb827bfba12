import Foundation

/// What a shape or a text is painted with once every style is concrete: one color, or a gradient
/// laid over the node's frame. Both emitters read the same values, so an SVG gradient and its CSS
/// counterpart land on the same pixels.
public enum ResolvedPaint: Hashable, Sendable {
    /// One color everywhere.
    case color(Color.Resolved)
    /// A gradient over the painted node's frame; it always has two stops or more.
    case gradient(ResolvedGradient)

    /// The one color that stands for this paint where only a color can be drawn (a symbol, a
    /// stroke, a run inside a text): a gradient's color halfway along it.
    public var color: Color.Resolved {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient.color(at: 0.5)
        }
    }

    /// The gradient, when this paint is one; nil for a plain color.
    public var gradient: ResolvedGradient? {
        if case .gradient(let gradient) = self { return gradient }
        return nil
    }

    /// This paint with every color's opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> ResolvedPaint {
        switch self {
        case .color(let color):
            return .color(color.multiplyingOpacity(by: opacity))
        case .gradient(var gradient):
            for index in gradient.stops.indices {
                gradient.stops[index].color = gradient.stops[index].color.multiplyingOpacity(by: opacity)
            }
            return .gradient(gradient)
        }
    }

    /// A gradient of `stops` over `geometry`, or the plain color it amounts to: no stops paint
    /// nothing (clear) and one stop paints its color everywhere, as in SwiftUI, so an emitter
    /// only ever meets gradients of two stops or more.
    public static func gradient(stops: [ResolvedGradient.Stop], geometry: ResolvedGradient.Geometry) -> ResolvedPaint {
        guard let first = stops.first else { return .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)) }
        if stops.count == 1 { return .color(first.color) }
        return .gradient(ResolvedGradient(stops: stops, geometry: geometry))
    }
}

/// A gradient with concrete colors and its geometry in the unit square of the frame it fills.
public struct ResolvedGradient: Hashable, Sendable {
    /// A color at a location along a resolved gradient.
    public struct Stop: Hashable, Sendable {
        /// The stop's color.
        public var color: Color.Resolved
        /// Where along the gradient, 0 at its start and 1 at its end.
        public var location: Double

        /// Creates a stop; the location is clamped to 0…1, NaN as 0.
        public init(color: Color.Resolved, location: Double) {
            self.color = color
            self.location = location.isNaN ? 0 : min(max(location, 0), 1)
        }
    }

    /// SwiftUI's four gradients. Unit points map to the frame: (0, 0) its top leading corner.
    public enum Geometry: Hashable, Sendable {
        /// From `start` (location 0) to `end` (location 1); the colors are constant along lines
        /// perpendicular to that, in the frame's own points.
        case linear(start: UnitPoint, end: UnitPoint)
        /// Circles around `center`, location 0 at `startRadius` points and 1 at `endRadius`.
        case radial(center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        /// Ellipses around `center` whose radii are the fraction × the frame's width and height
        /// (0.5 touches the edges of a frame centred on it).
        case elliptical(center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        /// Around `center`, clockwise on screen from `startAngle` (location 0) to `endAngle`
        /// (location 1), in radians from the trailing direction.
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
    }

    /// In order of location (a stable sort, so stops at one location keep their order: a hard
    /// edge); every location in 0...1.
    public var stops: [Stop]
    /// The gradient's shape, in the unit square of the painted frame.
    public var geometry: Geometry

    /// Creates a gradient; the stops are sorted by location, stops at one location keeping their
    /// order, and the geometry's numbers are brought into range.
    public init(stops: [Stop], geometry: Geometry) {
        self.stops = stops.enumerated().sorted {
            $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset
        }.map(\.element)
        self.geometry = geometry.normalized
    }

    /// The color at `location`, interpolated between the stops around it in sRGB with
    /// premultiplied opacity (as CSS gradients are), and the end stops' colors beyond them.
    public func color(at location: Double) -> Color.Resolved {
        guard let first = stops.first, let last = stops.last else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        var upper = 1
        while upper < stops.count - 1 && stops[upper].location < location { upper += 1 }
        let a = stops[upper - 1], b = stops[upper]
        let span = b.location - a.location
        let t = span > 0 ? (location - a.location) / span : 1
        return Self.interpolate(a.color, b.color, t)
    }

    /// `a` to `b` at `t`, premultiplied: a color fading to clear keeps its hue.
    public static func interpolate(_ a: Color.Resolved, _ b: Color.Resolved, _ t: Double) -> Color.Resolved {
        let opacity = a.opacity + (b.opacity - a.opacity) * t
        func channel(_ x: Double, _ y: Double) -> Double {
            guard opacity > 0 else { return x + (y - x) * t }
            return (x * a.opacity + (y * b.opacity - x * a.opacity) * t) / opacity
        }
        return Color.Resolved(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), opacity: opacity)
    }
}

extension ResolvedGradient.Geometry {
    /// Non-finite numbers become 0 and radii are never negative, so the emitters write only
    /// numbers a document can hold.
    package var normalized: Self {
        func finite(_ x: CGFloat) -> CGFloat { x.isFinite ? x : 0 }
        func point(_ p: UnitPoint) -> UnitPoint { UnitPoint(x: finite(p.x), y: finite(p.y)) }
        switch self {
        case .linear(let start, let end):
            return .linear(start: point(start), end: point(end))
        case .radial(let center, let startRadius, let endRadius):
            return .radial(center: point(center), startRadius: max(finite(startRadius), 0), endRadius: max(finite(endRadius), 0))
        case .elliptical(let center, let start, let end):
            return .elliptical(center: point(center), startRadiusFraction: max(finite(start), 0), endRadiusFraction: max(finite(end), 0))
        case .angular(let center, let start, let end):
            return .angular(center: point(center), startAngle: start.isFinite ? start : 0, endAngle: end.isFinite ? end : 0)
        }
    }
}

extension Color.Resolved {
    package func multiplyingOpacity(by factor: Double) -> Color.Resolved {
        Color.Resolved(red: red, green: green, blue: blue, opacity: opacity * factor)
    }
}

extension ResolvedShape {
    /// A shape painted with `paint`: a color or a gradient over its frame.
    public init(kind: ShapeKind, paint: ResolvedPaint?, stroke: ResolvedStroke?) {
        self.init(kind: kind, fill: nil, stroke: stroke)
        self.paint = paint
    }

    /// The fill's color: a gradient's halfway color, for code that draws one color only.
    public var fill: Color.Resolved? {
        get { paint?.color }
        set { paint = newValue.map(ResolvedPaint.color) }
    }
}

extension ResolvedPaint {
    /// A color dumps as before gradients existed, so the dumps of plain fills do not change.
    package var dumpText: String {
        switch self {
        case .color(let color): color.dumpText
        case .gradient(let gradient): gradient.dumpText
        }
    }
}

extension ResolvedGradient {
    /// `linear(0.5 0 -> 0.5 1)[#FF0000 0, #0000FF 1]`: the geometry, then each stop's color and
    /// location.
    package var dumpText: String {
        func n(_ x: Double) -> String { NumberFormatting.string(x) }
        func p(_ point: UnitPoint) -> String { n(Double(point.x)) + " " + n(Double(point.y)) }
        let geometry: String
        switch self.geometry {
        case .linear(let start, let end): geometry = "linear(\(p(start)) -> \(p(end)))"
        case .radial(let center, let r0, let r1): geometry = "radial(\(p(center)) r \(n(Double(r0))) -> \(n(Double(r1))))"
        case .elliptical(let center, let f0, let f1): geometry = "elliptical(\(p(center)) fraction \(n(Double(f0))) -> \(n(Double(f1))))"
        case .angular(let center, let a0, let a1):
            geometry = "angular(\(p(center)) \(n(a0 * 180 / .pi))deg -> \(n(a1 * 180 / .pi))deg)"
        }
        return geometry + "[" + stops.map { $0.color.dumpText + " " + n($0.location) }.joined(separator: ", ") + "]"
    }
}
