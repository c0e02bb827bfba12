/// `style.blendMode(.multiply)`: a shape style composited with what is behind it in a blend
/// mode. A shape filled or stroked with it is drawn as one with `.blendMode(_:)` applied, the
/// style's own paint under the mode; elsewhere (text, a background) it paints as its base.
public struct _BlendModeShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let blendMode: BlendMode

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved { base._resolveColor(in: environment) }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base._resolvePaint(in: environment) }
}

/// What a shape reads to draw a blended style under its mode, whatever the base style's type.
protocol BlendingShapeStyle {
    var blendMode: BlendMode { get }
}

extension _BlendModeShapeStyle: BlendingShapeStyle {}

extension ShapeStyle {
    /// This style composited with what is behind it in `mode`.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        _BlendModeShapeStyle(base: self, blendMode: mode)
    }
}

extension AnyShapeStyle {
    /// The blend mode the wrapped style carries, if it is a blended style.
    var blendMode: BlendMode? { (base as? BlendingShapeStyle)?.blendMode }
}
