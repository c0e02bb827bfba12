import Trellis
import TrellisLayout
import TrellisRender

/// One way of showing every page: a language, a color scheme and a Dynamic Type size on a canvas.
///
/// The default variant (the development language, light, large, phone) adds nothing to file
/// names, so the pages of a default run keep the names they always had; any other variant inserts
/// `.<language>`, `.dark`, the size's name in lower case, `.<canvas>`, or several of them in that
/// order, before `.html`: `plant-app.de.html`, `plant-app.dark.html`, `plant-app.tablet.html`,
/// `plant-app.ja.dark.accessibility3.1024x768.html`. Page and theme slugs never contain a dot, so
/// these names cannot collide with another page's.
public struct SiteVariant: Hashable, Sendable {
    /// The color scheme the pages are resolved in.
    public var colorScheme: ColorScheme
    /// The canvas the pages are laid out on.
    public var canvas: RenderCanvas
    /// The text size the screen is resolved at; `.large` is the default.
    public var dynamicTypeSize: DynamicTypeSize
    /// The language the screen's strings are shown in; nil for the development language.
    public var localization: SiteLocalization? = nil

    /// Creates a variant of `colorScheme` at `dynamicTypeSize` on `canvas`, in `localization`'s
    /// language; the defaults are the standard variant.
    public init(
        colorScheme: ColorScheme = .light, canvas: RenderCanvas = .phone, dynamicTypeSize: DynamicTypeSize = .large,
        localization: SiteLocalization? = nil
    ) {
        self.colorScheme = colorScheme
        self.canvas = canvas
        self.dynamicTypeSize = dynamicTypeSize
        self.localization = localization
    }

    /// Light on the phone canvas: the variant whose files have no suffix.
    public static let standard = SiteVariant()

    /// What goes between a page's name and `.html`: empty, `.dark`, `.xsmall`, `.tablet`,
    /// `.dark.accessibility5.tablet`…
    public var fileSuffix: String {
        var suffix = localization.map { "." + $0.slug } ?? ""
        if colorScheme != .light { suffix += "." + colorScheme.rawValue }
        if dynamicTypeSize != .large { suffix += "." + Self.sizeSlug(dynamicTypeSize) }
        if canvas != .phone { suffix += "." + canvas.name }
        return suffix
    }

    /// The file of page `name` (a slug, without `.html`) in this variant.
    public func fileName(page name: String) -> String { name + fileSuffix + ".html" }

    /// Names this variant in ids and class names: `light-phone`, `dark-1024x768`,
    /// `dark-accessibility3-phone`, `de-light-phone`.
    var slug: String {
        (localization.map { $0.slug + "-" } ?? "")
            + colorScheme.rawValue + (dynamicTypeSize == .large ? "" : "-" + Self.sizeSlug(dynamicTypeSize)) + "-" + canvas.name
    }

    /// A size in file names, ids and class names: its SwiftUI name in lower case (`xsmall`).
    static func sizeSlug(_ size: DynamicTypeSize) -> String { size.rawValue.lowercased() }

    /// A size as the HIG names it: `xSmall`, `Large`, `xxxLarge`, `AX1`…`AX5`.
    public static func sizeLabel(_ size: DynamicTypeSize) -> String {
        if size.isAccessibilitySize { return "AX" + size.rawValue.dropFirst("accessibility".count) }
        return size.rawValue.first == "x" ? size.rawValue : size.rawValue.prefix(1).uppercased() + size.rawValue.dropFirst()
    }

    static func schemeLabel(_ scheme: ColorScheme) -> String {
        scheme.rawValue.prefix(1).uppercased() + scheme.rawValue.dropFirst()
    }
}
