// The shape styles named after a role rather than a color (iOS 15–17): `.background` is the
// screen's background (the theme's), `.foreground` the foreground style in force, and
// `.separator`, `.placeholder` and `.link` UIKit's colors of the same names.

/// `.background`: the theme's screen background.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// Creates the background style.
    public init() {}
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        if let (style, outer) = environment.backgroundStyleOverride { return style._resolveColor(in: outer) }
        return environment.themeColor(\.background).resolve(in: environment)
    }
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        if let (style, outer) = environment.backgroundStyleOverride { return style._resolvePaint(in: outer) }
        return .color(_resolveColor(in: environment))
    }
}

/// `.foreground`: the foreground style in force (the theme's text color where none is).
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates the foreground style.
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
    /// Creates the separator style, UIKit's separator color.
    public init() { color = .separator }
    init(_ color: SemanticColor) { self.color = color }
    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        Color(color).resolve(in: environment)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The screen's background, the theme's background color.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in force, or the theme's text color where none is set.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The color of separator lines, UIKit's `separator`.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
    /// The color of placeholder text, UIKit's `placeholderText`.
    public static var placeholder: SeparatorShapeStyle { SeparatorShapeStyle(.placeholderText) }
    /// The color of links, UIKit's `link` blue.
    public static var link: SeparatorShapeStyle { SeparatorShapeStyle(.link) }
}
