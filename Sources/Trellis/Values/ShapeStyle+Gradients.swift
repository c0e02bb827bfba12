import Foundation

// SwiftUI's shape-style members for gradients: `.fill(.linearGradient(colors: …, startPoint: …,
// endPoint: …))` and the others, each the gradient type's own initializer.

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient`'s stops from `startPoint` to `endPoint` of the filled frame.
    ///
    /// The SVG writes it as a `linearGradient`, the HTML as a CSS `linear-gradient` whose stops
    /// are moved onto CSS's gradient line, so both draw the same colors at the same points.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `gradient`'s stops from `startPoint` to `endPoint` of the filled frame.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `colors`, evenly spaced from `startPoint` to `endPoint` of the filled frame.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of `stops` from `startPoint` to `endPoint` of the filled frame.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient`'s stops: circles around `center`, from `startRadius` to `endRadius` points.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of `gradient`'s stops: circles around `center`, from `startRadius` to `endRadius` points.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of `colors`, evenly spaced: circles around `center`, from `startRadius` to `endRadius` points.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of `stops`: circles around `center`, from `startRadius` to `endRadius` points.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient`'s stops: ellipses around `center` whose radii are fractions of the
    /// frame's width and height (0.5 reaches the edges of a frame centered on it).
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of `gradient`'s stops: ellipses around `center` whose radii are fractions of the
    /// frame's width and height (0.5 reaches the edges of a frame centered on it).
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of `colors`, evenly spaced: ellipses around `center` whose radii are fractions of the
    /// frame's width and height (0.5 reaches the edges of a frame centered on it).
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of `stops`: ellipses around `center` whose radii are fractions of the
    /// frame's width and height (0.5 reaches the edges of a frame centered on it).
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient`'s stops, clockwise around `center` from `startAngle` to `endAngle`.
    ///
    /// The HTML writes it as a CSS `conic-gradient`; SVG 1.1 has none, so the SVG draws it as
    /// wedges of at most half a degree.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of `gradient`'s stops, clockwise around `center` from `startAngle` to `endAngle`.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of `colors`, evenly spaced, clockwise around `center` from `startAngle` to `endAngle`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of `stops`, clockwise around `center` from `startAngle` to `endAngle`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn of `gradient`'s stops around `center`, starting at `angle`: an angular gradient whose end
    /// is its start plus 360°.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A full turn of `gradient`'s stops around `center`, starting at `angle`: an angular gradient whose end
    /// is its start plus 360°.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full turn of `colors`, evenly spaced around `center`, starting at `angle`: an angular gradient whose end
    /// is its start plus 360°.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// A full turn of `stops` around `center`, starting at `angle`: an angular gradient whose end
    /// is its start plus 360°.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

/// `style.opacity(0.5)`: any shape style made fainter, a gradient's every stop with it.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { _resolvePaint(in: environment).color }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base._resolvePaint(in: environment).opacity(opacity)
    }
}

extension ShapeStyle {
    /// Color has its own `opacity(_:)`, which returns a Color, as in SwiftUI.
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}
