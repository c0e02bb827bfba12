// The hierarchical levels of any style (iOS 17), `.red.secondary` or `.background.tertiary`:
// the style at lower opacity. SwiftUI doesn't document the amounts; Trellis takes UIKit's label
// ladder (secondary 60%, tertiary 30%, quaternary 18%) and half of the last for quinary.
// `.fill` has levels of its own, UIKit's fill colors (FillShapeStyle.swift).

extension ShapeStyle {
    /// This style at the second level: 60% opacity.
    public var secondary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.6) }
    /// This style at the third level: 30% opacity.
    public var tertiary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.3) }
    /// This style at the fourth level: 18% opacity.
    public var quaternary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.18) }
    /// This style at the fifth level: 9% opacity.
    public var quinary: some ShapeStyle { _OpacityShapeStyle(base: self, opacity: 0.09) }
}

extension BackgroundStyle {
    /// The second level of the background: UIKit's `secondarySystemBackground`, as on iOS.
    public var secondary: Color { Color(SemanticColor.secondarySystemBackground) }
    /// The third level of the background: UIKit's `tertiarySystemBackground`.
    public var tertiary: Color { Color(SemanticColor.tertiarySystemBackground) }
}

extension Material {
    /// The thinnest material, as `Material.ultraThin` spells it.
    public static var ultraThin: Material { .ultraThinMaterial }
    /// A thin material.
    public static var thin: Material { .thinMaterial }
    /// The standard material.
    public static var regular: Material { .regularMaterial }
    /// A thick material.
    public static var thick: Material { .thickMaterial }
    /// The thickest material.
    public static var ultraThick: Material { .ultraThickMaterial }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The fifth level of the foreground style, fainter than `quaternary` (iOS 16).
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
