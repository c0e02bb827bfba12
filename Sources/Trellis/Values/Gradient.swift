import Foundation

/// Colors at locations along a gradient, as SwiftUI's `Gradient`. Used as a shape style it draws
/// top to bottom, as SwiftUI's does.
public struct Gradient: Hashable, Sendable {
    /// A color at a location along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The stop's color, resolved with the environment where the gradient is drawn.
        public var color: Color
        /// 0 at the gradient's start, 1 at its end.
        public var location: CGFloat

        /// Creates a stop. Locations outside 0…1 are clamped when the gradient is drawn.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops as written; they are sorted by location when drawn, stops at one location
    /// keeping their order (a hard edge).
    public var stops: [Stop]

    /// A gradient of `stops`. No stops draws nothing; one stop draws its color everywhere.
    public init(stops: [Stop]) { self.stops = stops }

    /// Evenly spaced: the first color at 0, the last at 1.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    func resolvedStops(in environment: EnvironmentValues) -> [ResolvedGradient.Stop] {
        stops.map { ResolvedGradient.Stop(color: $0.color.resolve(in: environment), location: Double($0.location)) }
    }

    func paint(_ geometry: ResolvedGradient.Geometry, in environment: EnvironmentValues) -> ResolvedPaint {
        ResolvedPaint.gradient(stops: resolvedStops(in: environment), geometry: geometry)
    }
}

extension Gradient: ShapeStyle {
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        _resolvePaint(in: environment).color
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        paint(.linear(start: .top, end: .bottom), in: environment)
    }
}

/// A gradient whose geometry the place it is used decides, as SwiftUI's `AnyGradient`: alone as
/// a shape style it runs top to bottom; `.linearGradient(_:startPoint:endPoint:)` and the other
/// `ShapeStyle` members give it another shape.
public struct AnyGradient: Hashable, ShapeStyle {
    enum Storage: Hashable, Sendable {
        case gradient(Gradient)
        /// `Color.gradient`: its stops follow the color, which resolves with the environment.
        case standard(Color)
    }
    let storage: Storage

    /// Wraps `gradient`, leaving its geometry to where it is used.
    public init(_ gradient: Gradient) { storage = .gradient(gradient) }
    init(standardFor color: Color) { storage = .standard(color) }

    /// SwiftUI's "standard gradient for the color" has no published stops; Trellis draws the
    /// color mixed 12% towards white at the top (location 0) to the color mixed 8% towards black
    /// at the bottom (location 1), so the color itself sits near the middle.
    static let standardLightening = 0.12
    static let standardDarkening = 0.08

    func resolvedStops(in environment: EnvironmentValues) -> [ResolvedGradient.Stop] {
        switch storage {
        case .gradient(let gradient):
            return gradient.resolvedStops(in: environment)
        case .standard(let color):
            let base = color.resolve(in: environment)
            let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: base.opacity)
            let black = Color.Resolved(red: 0, green: 0, blue: 0, opacity: base.opacity)
            return [
                ResolvedGradient.Stop(color: ResolvedGradient.interpolate(base, white, Self.standardLightening), location: 0),
                ResolvedGradient.Stop(color: ResolvedGradient.interpolate(base, black, Self.standardDarkening), location: 1),
            ]
        }
    }

    func paint(_ geometry: ResolvedGradient.Geometry, in environment: EnvironmentValues) -> ResolvedPaint {
        ResolvedPaint.gradient(stops: resolvedStops(in: environment), geometry: geometry)
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        _resolvePaint(in: environment).color
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        paint(.linear(start: .top, end: .bottom), in: environment)
    }
}

extension Color {
    /// SwiftUI's standard gradient for this color: a subtle one, top to bottom (stops in
    /// `AnyGradient.standardLightening`).
    public var gradient: AnyGradient { AnyGradient(standardFor: self) }
}
