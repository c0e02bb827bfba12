/// A shadow as a shape style carries one, `.fill(.blue.shadow(.drop(radius: 4)))` (iOS 16).
///
/// Trellis paints the style the shadow is applied to and draws no shadow from it: a paint is
/// one color or gradient in both outputs. Use `.shadow(color:radius:x:y:)` on the view to get
/// one drawn.
public struct ShadowStyle: Hashable, Sendable {
    /// Whether the shadow falls inside the shape rather than behind it.
    public let isInner: Bool
    /// The shadow's color.
    public let color: Color
    /// How far the shadow spreads.
    public let radius: CGFloat
    /// How far right the shadow falls.
    public let x: CGFloat
    /// How far down the shadow falls.
    public let y: CGFloat

    /// A shadow behind the shape.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: false, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow inside the shape's edges.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(isInner: true, color: color, radius: radius, x: x, y: y)
    }
}

/// A shape style with a shadow; it paints as its base style.
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let shadow: ShadowStyle

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { base._resolveColor(in: environment) }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base._resolvePaint(in: environment) }
}

extension ShapeStyle {
    /// This style with `style`'s shadow; Trellis paints the style without it.
    public func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<Self> {
        _ShadowShapeStyle(base: self, shadow: style)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style with `style`'s shadow; Trellis paints the style without it.
    public static func shadow(_ style: ShadowStyle) -> _ShadowShapeStyle<ForegroundStyle> {
        _ShadowShapeStyle(base: ForegroundStyle(), shadow: style)
    }
}
