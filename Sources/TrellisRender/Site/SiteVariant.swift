import Trellis

/// One way of showing every page: a color scheme on a canvas.
///
/// The default variant (light, phone) adds nothing to file names, so the pages of a default run
/// keep the names they always had; any other variant inserts `.dark`, `.<canvas>` or both before
/// `.html`: `plant-app.dark.html`, `plant-app.tablet.html`, `plant-app.dark.1024x768.html`. Page
/// and theme slugs never contain a dot, so these names cannot collide with another page's.
public struct SiteVariant: Hashable, Sendable {
    /// The color scheme the pages are resolved in.
    public var colorScheme: ColorScheme
    /// The canvas the pages are laid out on.
    public var canvas: RenderCanvas

    /// Creates a variant of `colorScheme` on `canvas`; the defaults are the standard variant.
    public init(colorScheme: ColorScheme = .light, canvas: RenderCanvas = .phone) {
        self.colorScheme = colorScheme
        self.canvas = canvas
    }

    /// Light on the phone canvas: the variant whose files have no suffix.
    public static let standard = SiteVariant()

    /// What goes between a page's name and `.html`: empty, `.dark`, `.tablet` or `.dark.tablet`.
    public var fileSuffix: String {
        var suffix = ""
        if colorScheme != .light { suffix += "." + colorScheme.rawValue }
        if canvas != .phone { suffix += "." + canvas.name }
        return suffix
    }

    /// The file of page `name` (a slug, without `.html`) in this variant.
    public func fileName(page name: String) -> String { name + fileSuffix + ".html" }

    /// Names this variant in ids and class names: `light-phone`, `dark-1024x768`.
    var slug: String { colorScheme.rawValue + "-" + canvas.name }

    static func schemeLabel(_ scheme: ColorScheme) -> String {
        scheme.rawValue.prefix(1).uppercased() + scheme.rawValue.dropFirst()
    }
}
