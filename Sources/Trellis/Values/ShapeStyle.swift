/// Something that can paint a shape or text: a color, or a role such as `.secondary` or `.tint`.
public protocol ShapeStyle: Sendable {
    /// The color this style paints with in `environment`; for a gradient, the one color that
    /// stands for it where only a color can be drawn.
    func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved
    /// What this style paints with in `environment`: a color, or a gradient (ResolvedPaint.swift).
    func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint
}

extension ShapeStyle {
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(_resolveColor(in: environment))
    }
}

extension Color: ShapeStyle {
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        resolve(in: environment)
    }
}

/// `.primary`, `.secondary`, `.tertiary` and `.quaternary`: the levels of the foreground style in
/// force (HierarchicalShapeStyle+Foreground.swift), else the theme's text levels.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        _resolvePaint(in: environment).color
    }

    /// The theme's level, where no foreground style of another kind is in force.
    func themeColor(in environment: EnvironmentValues) -> Color.Resolved {
        switch level {
        case 0: return environment.themeColor(\.text).resolve(in: environment)
        case 1: return environment.themeColor(\.subText).resolve(in: environment)
        case 2: return environment.themeColor(\.subText).opacity(0.6).resolve(in: environment)
        default: return environment.themeColor(\.subText).opacity(0.35).resolve(in: environment)
        }
    }
}

/// `.tint`: the tint in force, else the theme's.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        Color.accentColor.resolve(in: environment)
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        base._resolveColor(in: environment)
    }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base._resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
