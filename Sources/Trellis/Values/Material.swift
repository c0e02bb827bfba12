/// SwiftUI's materials: a blur of what is behind with a tint over it. A static page has no
/// "behind" to blur, so Trellis draws each as its tint alone, a translucent fill of one color
/// per color scheme: light mode #F6F6F6 (near systemBackground's white, a hair darker so the
/// material reads on white), dark mode #1C1C1E (secondarySystemBackground), at the opacities in
/// `Material.opacities`, thinnest to thickest.
public struct Material: ShapeStyle, Hashable {
    enum Thickness: Int, Hashable, Sendable { case ultraThin, thin, regular, thick, ultraThick }
    let thickness: Thickness

    /// The most translucent blurred background.
    public static let ultraThinMaterial = Material(thickness: .ultraThin)
    /// A thin, translucent blurred background.
    public static let thinMaterial = Material(thickness: .thin)
    /// A blurred background of regular thickness.
    public static let regularMaterial = Material(thickness: .regular)
    /// A thick, mostly opaque blurred background.
    public static let thickMaterial = Material(thickness: .thick)
    /// The most opaque blurred background.
    public static let ultraThickMaterial = Material(thickness: .ultraThick)
    /// The material of bars (navigation, tab and tool bars): the regular one here.
    public static let bar = Material(thickness: .regular)

    static let lightColor: UInt32 = 0xF6F6F6
    static let darkColor: UInt32 = 0x1C1C1E
    static let opacities: [Double] = [0.35, 0.55, 0.72, 0.85, 0.93]

    public func _resolveColor(in environment: EnvironmentValues) -> Color.Resolved {
        let rgb = environment.colorScheme == .dark ? Self.darkColor : Self.lightColor
        return Color.Resolved(rgb: rgb, opacity: Self.opacities[thickness.rawValue])
    }
}

extension ShapeStyle where Self == Material {
    /// The most translucent blurred background.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A thin, translucent blurred background.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// A blurred background of regular thickness.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A thick, mostly opaque blurred background.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The most opaque blurred background.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The material of bars, such as the tab bar and toolbars.
    public static var bar: Material { Material.bar }
}
