// Brand fonts: SwiftUI's `Font.custom` over the faces of a render's font folder (FontCatalog).

extension Font {
    /// A font from the render's font folder (`--fonts DIR`) by family or PostScript name, at
    /// `size` points at the default Dynamic Type size, scaling with Dynamic Type as body text does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// A font from the render's font folder at `size` points at the default Dynamic Type size,
    /// scaling with Dynamic Type as `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// A font from the render's font folder at a size Dynamic Type does not change.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// The brand font without the faces at hand: named as given, its line height DejaVu Sans's
    /// natural one. `resolve(in:)` corrects both from the environment's font catalog.
    package static func resolveCustom(
        _ name: String, size: CGFloat, relativeTo style: TextStyle?, weight: Weight?, isItalic: Bool,
        at dynamicTypeSize: DynamicTypeSize
    ) -> Resolved {
        var scaled = size
        if let style {
            // The text style's own scaling (whatever table its sizes come from), as a ratio, so a
            // custom size grows exactly as the style beside it does (UIFontMetrics's contract).
            let base = Font.system(style).resolve(dynamicTypeSize: .large).size
            let here = Font.system(style).resolve(dynamicTypeSize: dynamicTypeSize).size
            if base > 0 { scaled = (size * here / base * 100).rounded() / 100 }
        }
        return Resolved(
            size: scaled, lineHeight: (scaled * 2384 / 2048 * 100).rounded() / 100, weight: weight ?? .regular,
            isItalic: isItalic, customFamily: name)
    }

    /// The brand font's name as written, nil for a system font.
    package var customName: String? {
        if case .custom(let name, _, _) = base { return name }
        return nil
    }
}
