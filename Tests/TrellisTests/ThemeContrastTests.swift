import Foundation
import Testing
import Trellis

/// WCAG 2.2's relative luminance and contrast ratio, written from the definition so that the
/// presets' dark values are checked against the standard, not against themselves.
private func luminance(_ color: Color.Resolved) -> Double {
    func channel(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
}

private func contrast(_ a: Color.Resolved, _ b: Color.Resolved) -> Double {
    let (high, low) = (max(luminance(a), luminance(b)), min(luminance(a), luminance(b)))
    return (high + 0.05) / (low + 0.05)
}

@Suite struct ThemeContrastTests {
    private func resolved(_ color: Color, _ theme: Theme, _ scheme: ColorScheme) -> Color.Resolved {
        var environment = EnvironmentValues()
        environment.theme = theme
        environment.colorScheme = scheme
        return color.resolve(in: environment)
    }

    @Test(arguments: Theme.all)
    func presetTextAndSubTextReadOnTheDarkBackgroundAtFourAndAHalf(theme: Theme) {
        let background = resolved(theme.colors.background, theme, .dark)
        for (role, color) in [("text", theme.colors.text), ("subText", theme.colors.subText)] {
            let ratio = contrast(resolved(color, theme, .dark), background)
            #expect(ratio >= 4.5, "\(theme.name) dark \(role) on background: \(ratio)")
        }
        // The tint colors buttons' and links' text: it must read too.
        let tint = contrast(resolved(theme.colors.tint, theme, .dark), background)
        #expect(tint >= 4.5, "\(theme.name) dark tint on background: \(tint)")
    }

    @Test(arguments: Theme.all)
    func presetDarkValuesDifferFromTheirLightOnes(theme: Theme) {
        // Without a dark value a theme's pink bar stays pink under dark: the bug this pins.
        #expect(resolved(theme.colors.background, theme, .dark) != resolved(theme.colors.background, theme, .light))
        #expect(luminance(resolved(theme.colors.background, theme, .dark)) < 0.05)
    }

    @Test func theContrastFormulaMatchesWCAGsExtremes() {
        #expect(abs(contrast(Color.Resolved(rgb: 0xFFFFFF), Color.Resolved(rgb: 0x000000)) - 21) < 1e-9)
        #expect(contrast(Color.Resolved(rgb: 0x777777), Color.Resolved(rgb: 0xFFFFFF)) < 4.5)
    }
}
