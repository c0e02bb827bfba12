/// `.foreground`: the foreground style in force (`foregroundStyle(_:)`, `foregroundColor(_:)`),
/// else the theme's text color, the style a shape fills with when it is given none.
///
/// It is the primary level of the foreground, so it resolves as ``HierarchicalShapeStyle/primary``
/// does, which also keeps `.foregroundStyle(.foreground)` from reading itself forever.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The foreground style; usually written `.foreground`.
    public init() {}

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        HierarchicalShapeStyle.primary._resolveColor(in: environment)
    }

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        HierarchicalShapeStyle.primary._resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in force as a shape style, as in `.fill(.foreground)`.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
