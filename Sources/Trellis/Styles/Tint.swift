// The tint controls, links and gauges take: a color, or any style (a gradient tints a gauge with
// the gradient itself), and the older `accentColor(_:)` spelling.

extension View {
    /// The older spelling of `.tint(_:)`.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// A tint that is any style: controls take its color (a gradient's middle one) and gauges
    /// paint with the style itself.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_StyleTintModifier(style: tint.map(AnyShapeStyle.init)))
    }
}

/// Sets `\.tint` to the style's color and keeps the style for gauges.
struct _StyleTintModifier: ViewModifier {
    let style: AnyShapeStyle?
    @Environment(\.self) private var environment

    func body(content: Content) -> some View {
        content
            .tint(style.map { Color($0._resolveColor(in: environment)) })
            .environment(\.gaugeTint, style)
    }
}

extension View {
    /// The tint of controls in this view and below it, instead of the theme's.
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }
}
