import TrellisCore

/// WCAG 2.2's contrast ratio (success criterion 1.4.3) and the compositing it needs, in the
/// terms the browser uses: straight sRGB components blended by alpha, then relative luminance
/// from the linearized channels.
public enum ContrastRatio {
    /// The ratio of the lighter color's relative luminance to the darker's, each plus 0.05:
    /// 1 for two equal colors, 21 for black on white. Both colors are taken as opaque.
    public static func between(_ a: Color.Resolved, _ b: Color.Resolved) -> Double {
        let first = relativeLuminance(a)
        let second = relativeLuminance(b)
        return (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// WCAG 2.2's definition, with its 0.04045 threshold for the linear segment.
    public static func relativeLuminance(_ color: Color.Resolved) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : Foundation.pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The ratio a text must reach: 4.5, or 3 for large text (level AA).
    public static func minimum(forLargeText isLarge: Bool) -> Double { isLarge ? 3 : 4.5 }

    /// WCAG's large text is 18 pt, or 14 pt bold, in CSS points (4/3 px): a Trellis point is a
    /// CSS pixel, so 24 and 18.67 here, the sizes axe-core applies to the same page. Bold is
    /// what the page draws bold (semibold and heavier: DejaVu's Bold face).
    public static func isLargeText(_ font: Font.Resolved) -> Bool {
        font.size >= 24 || (font.isBold && font.size >= 14 * 4 / 3)
    }
}

extension Color.Resolved {
    /// This color drawn over `backdrop` with its opacity times `alpha`, as an opaque color when
    /// the backdrop is opaque.
    func composited(over backdrop: Color.Resolved, alpha: Double = 1) -> Color.Resolved {
        let a = opacity * alpha
        let out = a + backdrop.opacity * (1 - a)
        guard out > 0 else { return Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0) }
        func mix(_ top: Double, _ bottom: Double) -> Double {
            (top * a + bottom * backdrop.opacity * (1 - a)) / out
        }
        return Color.Resolved(
            red: mix(red, backdrop.red), green: mix(green, backdrop.green), blue: mix(blue, backdrop.blue), opacity: out)
    }
}
