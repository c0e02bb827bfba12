/// SwiftUI's hierarchical styles are levels of the current foreground style: inside
/// `.foregroundStyle(.red)`, `.secondary` is red made fainter, and inside a gradient, the gradient
/// made fainter. With no foreground style set (or one that is itself a level), they are the
/// theme's text levels, as before.
extension HierarchicalShapeStyle {
    /// Each level's opacity over the foreground: iOS's label colors' own alphas (label 1,
    /// secondaryLabel 0.6, tertiaryLabel 0.3, quaternaryLabel 0.18).
    static let foregroundOpacities: [Double] = [1, 0.6, 0.3, 0.18]

    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        guard let foreground = environment.foregroundStyle, !Self.isLevel(foreground) else {
            return .color(themeColor(in: environment))
        }
        // The foreground is resolved where no foreground is set, so a style that reads the
        // foreground again cannot resolve forever.
        var outer = environment
        outer.foregroundStyle = nil
        let paint = foreground._resolvePaint(in: outer)
        let opacity = Self.foregroundOpacities[min(max(level, 0), Self.foregroundOpacities.count - 1)]
        return opacity == 1 ? paint : paint.opacity(opacity)
    }

    private static func isLevel(_ style: AnyShapeStyle) -> Bool {
        var base: any ShapeStyle = style.base
        while let erased = base as? AnyShapeStyle { base = erased.base }
        return base is HierarchicalShapeStyle
    }
}
