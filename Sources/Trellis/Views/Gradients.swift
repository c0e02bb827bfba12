import Foundation

// SwiftUI's four gradients. Each is a shape style (a fill, a background, a text's foreground)
// and, like Color, a view that fills the space it is offered: a rectangle painted with it.

public struct LinearGradient: ShapeStyle, Hashable {
    let gradient: AnyGradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(AnyGradient(gradient), startPoint: startPoint, endPoint: endPoint)
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    init(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { _resolvePaint(in: environment).color }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        gradient.paint(.linear(start: startPoint, end: endPoint), in: environment)
    }
}

public struct RadialGradient: ShapeStyle, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(AnyGradient(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    init(_ gradient: AnyGradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { _resolvePaint(in: environment).color }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        gradient.paint(.radial(center: center, startRadius: startRadius, endRadius: endRadius), in: environment)
    }
}

public struct EllipticalGradient: ShapeStyle, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(AnyGradient(gradient), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    init(_ gradient: AnyGradient, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { _resolvePaint(in: environment).color }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        gradient.paint(
            .elliptical(center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction),
            in: environment)
    }
}

/// A conic gradient: the colors turn clockwise around `center`. Equal start and end angles make
/// one whole turn from that angle. A turn shorter than 360° leaves a gap that, as SwiftUI
/// documents, holds the last color up to its middle and the first color after it; a longer one
/// shows only its last whole turn.
public struct AngularGradient: ShapeStyle, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(AnyGradient(gradient), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// One whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    init(_ gradient: AnyGradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { _resolvePaint(in: environment).color }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        gradient.paint(.angular(center: center, startAngle: startAngle.radians, endAngle: endAngle.radians), in: environment)
    }
}

/// A gradient used as a view: a rectangle painted with it, flexible on both axes like a Color.
@MainActor
func resolveGradientView<S: ShapeStyle>(_ style: S, in context: _ResolveContext) -> [ResolvedNode] {
    [ResolvedNode(.shape(ResolvedShape(kind: .rectangle, paint: style._resolvePaint(in: context.environment), stroke: nil)))]
}

extension LinearGradient: View {
    public typealias Body = Never
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] { resolveGradientView(view, in: context) }
}

extension RadialGradient: View {
    public typealias Body = Never
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] { resolveGradientView(view, in: context) }
}

extension EllipticalGradient: View {
    public typealias Body = Never
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] { resolveGradientView(view, in: context) }
}

extension AngularGradient: View {
    public typealias Body = Never
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] { resolveGradientView(view, in: context) }
}
