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

    /// The first level: the foreground style in force, else the theme's text color.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: the foreground style at 60 % opacity, else the theme's secondary text color.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level: the foreground style at 30 % opacity, else the theme's secondary text color
    /// at 60 % (UIKit's `tertiaryLabel` under the system theme).
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level: the foreground style at 18 % opacity, else the theme's secondary text color
    /// at 35 % (UIKit's `quaternaryLabel` under the system theme).
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        _resolvePaint(in: environment).color
    }

    /// The theme's level, where no foreground style of another kind is in force.
    func themeColor(in environment: EnvironmentValues) -> Color.Resolved {
        switch level {
        case 0: return environment.themeColor(\.text).resolve(in: environment)
        case 1: return environment.themeColor(\.subText).resolve(in: environment)
        case 2: return lowerLevel(in: environment, secondaryAt: 0.6, label: .tertiaryLabel)
        default: return lowerLevel(in: environment, secondaryAt: 0.35, label: .quaternaryLabel)
        }
    }

    /// The theme's secondary text color at `opacity`; where that color is UIKit's secondaryLabel
    /// (the system theme's), UIKit's own `label` for this level instead, as iOS draws it.
    private func lowerLevel(in environment: EnvironmentValues, secondaryAt opacity: Double, label: SemanticColor) -> Color.Resolved {
        let subText = environment.themeColor(\.subText)
        if subText == Color(SemanticColor.secondaryLabel) { return label.value(dark: environment.colorScheme == .dark) }
        return subText.opacity(opacity).resolve(in: environment)
    }
}

/// `.tint`: the tint in force, else the theme's.
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// The tint style; usually written `.tint`.
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        Color.accentColor.resolve(in: environment)
    }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    /// Wraps `style`, so styles of different types can be stored or returned as one type.
    public init<S: ShapeStyle>(_ style: S) { base = style }
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        base._resolveColor(in: environment)
    }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base._resolvePaint(in: environment)
    }
}

extension ShapeStyle where Self == Color {
    /// ``Color/red`` where a shape style is expected, as in `.fill(.red)`.
    public static var red: Color { .red }
    /// ``Color/orange`` where a shape style is expected, as in `.fill(.orange)`.
    public static var orange: Color { .orange }
    /// ``Color/yellow`` where a shape style is expected, as in `.fill(.yellow)`.
    public static var yellow: Color { .yellow }
    /// ``Color/green`` where a shape style is expected, as in `.fill(.green)`.
    public static var green: Color { .green }
    /// ``Color/mint`` where a shape style is expected, as in `.fill(.mint)`.
    public static var mint: Color { .mint }
    /// ``Color/teal`` where a shape style is expected, as in `.fill(.teal)`.
    public static var teal: Color { .teal }
    /// ``Color/cyan`` where a shape style is expected, as in `.fill(.cyan)`.
    public static var cyan: Color { .cyan }
    /// ``Color/blue`` where a shape style is expected, as in `.fill(.blue)`.
    public static var blue: Color { .blue }
    /// ``Color/indigo`` where a shape style is expected, as in `.fill(.indigo)`.
    public static var indigo: Color { .indigo }
    /// ``Color/purple`` where a shape style is expected, as in `.fill(.purple)`.
    public static var purple: Color { .purple }
    /// ``Color/pink`` where a shape style is expected, as in `.fill(.pink)`.
    public static var pink: Color { .pink }
    /// ``Color/brown`` where a shape style is expected, as in `.fill(.brown)`.
    public static var brown: Color { .brown }
    /// ``Color/gray`` where a shape style is expected, as in `.fill(.gray)`.
    public static var gray: Color { .gray }
    /// ``Color/black`` where a shape style is expected, as in `.fill(.black)`.
    public static var black: Color { .black }
    /// ``Color/white`` where a shape style is expected, as in `.fill(.white)`.
    public static var white: Color { .white }
    /// ``Color/clear`` where a shape style is expected, as in `.fill(.clear)`.
    public static var clear: Color { .clear }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// ``HierarchicalShapeStyle/primary`` as a shape style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// ``HierarchicalShapeStyle/secondary`` as a shape style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// ``HierarchicalShapeStyle/tertiary`` as a shape style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// ``HierarchicalShapeStyle/quaternary`` as a shape style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint in force (`.tint(_:)`, else the theme's) as a shape style.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
