import Foundation

// SwiftUI's four gradients. Each is a shape style (a fill, a background, a text's foreground)
// and, like Color, a view that fills the space it is offered: a rectangle painted with it.

/// A linear gradient: the colors change along the line from a start point to an end point.
///
/// Used as a view it fills the space it is offered. HTML draws it as a CSS `linear-gradient`
/// and SVG as a `<linearGradient>`, both placed by the frame the layout engine gave.
public struct LinearGradient: ShapeStyle, Hashable {
    let gradient: AnyGradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a gradient.
    ///
    /// - Parameters:
    ///   - gradient: The colors and their stops.
    ///   - startPoint: Where the first color lies, as a point of the frame's unit square.
    ///   - endPoint: Where the last color lies, as a point of the frame's unit square.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(AnyGradient(gradient), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from evenly spaced colors.
    ///
    /// - Parameters:
    ///   - colors: The colors, first to last.
    ///   - startPoint: Where the first color lies, as a point of the frame's unit square.
    ///   - endPoint: Where the last color lies, as a point of the frame's unit square.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from color stops.
    ///
    /// - Parameters:
    ///   - stops: Each color with its location from 0 (the start point) to 1 (the end point).
    ///   - startPoint: Where location 0 lies, as a point of the frame's unit square.
    ///   - endPoint: Where location 1 lies, as a point of the frame's unit square.
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

/// A radial gradient: the colors change in circles from a center outwards.
///
/// Used as a view it fills the space it is offered. HTML draws it as a CSS `radial-gradient`
/// and SVG as a `<radialGradient>`.
public struct RadialGradient: ShapeStyle, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient from a gradient.
    ///
    /// - Parameters:
    ///   - gradient: The colors and their stops.
    ///   - center: The circles' center, as a point of the frame's unit square.
    ///   - startRadius: The radius, in points, where the first color lies.
    ///   - endRadius: The radius, in points, where the last color lies.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(AnyGradient(gradient), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from evenly spaced colors.
    ///
    /// - Parameters:
    ///   - colors: The colors, first to last.
    ///   - center: The circles' center, as a point of the frame's unit square.
    ///   - startRadius: The radius, in points, where the first color lies.
    ///   - endRadius: The radius, in points, where the last color lies.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from color stops.
    ///
    /// - Parameters:
    ///   - stops: Each color with its location from 0 (the start radius) to 1 (the end radius).
    ///   - center: The circles' center, as a point of the frame's unit square.
    ///   - startRadius: The radius, in points, of location 0.
    ///   - endRadius: The radius, in points, of location 1.
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

/// An elliptical gradient: a radial gradient stretched to the shape of its frame.
///
/// Its radii are fractions of the frame's size, so on a wide frame the rings are wide ellipses.
public struct EllipticalGradient: ShapeStyle, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient from a gradient.
    ///
    /// - Parameters:
    ///   - gradient: The colors and their stops.
    ///   - center: The ellipses' center, as a point of the frame's unit square; the center by default.
    ///   - startRadiusFraction: Where the first color lies, as a fraction of the frame's size; 0 by
    ///     default.
    ///   - endRadiusFraction: Where the last color lies, as a fraction of the frame's size; 0.5 (the
    ///     frame's edge) by default.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(AnyGradient(gradient), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from evenly spaced colors.
    ///
    /// - Parameters:
    ///   - colors: The colors, first to last.
    ///   - center: The ellipses' center, as a point of the frame's unit square.
    ///   - startRadiusFraction: Where the first color lies, as a fraction of the frame's size.
    ///   - endRadiusFraction: Where the last color lies, as a fraction of the frame's size.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from color stops.
    ///
    /// - Parameters:
    ///   - stops: Each color with its location from 0 (the start fraction) to 1 (the end fraction).
    ///   - center: The ellipses' center, as a point of the frame's unit square.
    ///   - startRadiusFraction: Where location 0 lies, as a fraction of the frame's size.
    ///   - endRadiusFraction: Where location 1 lies, as a fraction of the frame's size.
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

/// An angular (conic) gradient: the colors turn clockwise around `center`.
///
/// HTML draws it as a CSS `conic-gradient`; SVG 1.1 has none, so the SVG draws a pattern of thin
/// solid wedges. Equal start and end angles make
/// one whole turn from that angle. A turn shorter than 360° leaves a gap that, as SwiftUI
/// documents, holds the last color up to its middle and the first color after it; a longer one
/// shows only its last whole turn.
public struct AngularGradient: ShapeStyle, Hashable {
    let gradient: AnyGradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient from a gradient between two angles.
    ///
    /// - Parameters:
    ///   - gradient: The colors and their stops.
    ///   - center: The point the colors turn around, as a point of the frame's unit square.
    ///   - startAngle: Where the first color lies; 0 (the trailing side) by default.
    ///   - endAngle: Where the last color lies; equal to `startAngle`, one whole turn, by default.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(AnyGradient(gradient), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from evenly spaced colors between two angles.
    ///
    /// - Parameters:
    ///   - colors: The colors, first to last.
    ///   - center: The point the colors turn around, as a point of the frame's unit square.
    ///   - startAngle: Where the first color lies.
    ///   - endAngle: Where the last color lies.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from color stops between two angles.
    ///
    /// - Parameters:
    ///   - stops: Each color with its location from 0 (the start angle) to 1 (the end angle).
    ///   - center: The point the colors turn around, as a point of the frame's unit square.
    ///   - startAngle: The angle of location 0.
    ///   - endAngle: The angle of location 1.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// One whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Creates an angular gradient of evenly spaced colors over one whole turn from an angle.
    ///
    /// - Parameters:
    ///   - colors: The colors, first to last.
    ///   - center: The point the colors turn around, as a point of the frame's unit square.
    ///   - angle: Where the turn starts; 0 (the trailing side) by default.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates an angular gradient of color stops over one whole turn from an angle.
    ///
    /// - Parameters:
    ///   - stops: Each color with its location from 0 to 1 of the turn.
    ///   - center: The point the colors turn around, as a point of the frame's unit square.
    ///   - angle: Where the turn starts; 0 (the trailing side) by default.
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
