// The shape styles named after a role rather than a color (iOS 15–17): `.background` is the
// screen's background (the theme's), `.foreground` the foreground style in force, and
// `.separator`, `.placeholder` and `.link` UIKit's colors of the same names.

/// `.background`: the theme's screen background.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        environment.themeColor(\.background).resolve(in: environment)
    }
}

/// `.foreground`: the foreground style in force (the theme's text color where none is).
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        HierarchicalShapeStyle.primary._resolveColor(in: environment)
    }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        HierarchicalShapeStyle.primary._resolvePaint(in: environment)
    }
}

/// `.separator`, `.placeholder`, `.link`: UIKit's named colors as styles.
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    let color: SemanticColor
    public init() { color = .separator }
    init(_ color: SemanticColor) { self.color = color }
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        Color(color).resolve(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
    public static var placeholder: SeparatorShapeStyle { SeparatorShapeStyle(.placeholderText) }
    public static var link: SeparatorShapeStyle { SeparatorShapeStyle(.link) }
}
