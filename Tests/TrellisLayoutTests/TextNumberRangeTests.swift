import Testing
import Trellis
import TrellisLayout

/// Numbers a user hands a text (a font size, letter-spacing) reach integer design units in the
/// shaper; each must arrive in a range whose conversion cannot trap. Found by random trees: a
/// font of 1e-300 points with a tracking of 1 made letter-spacing 2e306 design units.
@Suite struct TextNumberRangeTests {
    private func text(_ string: String, size: CGFloat, letterSpacing: CGFloat = 0, runs: [CGFloat] = []) -> ResolvedText {
        let font = Font.Resolved(size: size, lineHeight: size * 1.2)
        let color = Color.Resolved(rgb: 0)
        return ResolvedText(
            string: string + String(repeating: "y", count: runs.count), font: font, color: color, lineLimit: nil,
            alignment: .leading, isUnderlined: false, isStrikethrough: false,
            runs: runs.isEmpty ? [] : [ResolvedTextRun(string: string, font: font, color: color)]
                + runs.map { ResolvedTextRun(string: "y", font: Font.Resolved(size: $0, lineHeight: $0), color: color) },
            spacing: ResolvedTextSpacing(letterSpacing: letterSpacing))
    }

    @Test(arguments: [1e-300, .leastNonzeroMagnitude, 1e-9, 0.004])
    func aFontTooSmallToDrawHasNoSizeAndMeasuresItsSpacingAsNothing(_ size: CGFloat) {
        #expect(Font.Resolved(size: size, lineHeight: size).size == 0)
        for spacing: CGFloat in [1, 1000, -1000] {
            let layout = measurer.layout(text("x x", size: size, letterSpacing: spacing), width: 100)
            #expect(layout.size.width == 0)
        }
    }

    @Test func theSmallestFontKeepsItsSizeAndItsSpacingStaysAnInteger() {
        #expect(Font.Resolved(size: 0.01, lineHeight: 0.01).size == 0.01)
        let string = String(repeating: "x", count: 10_000)
        let plain = measurer.layout(text(string, size: 0.01, letterSpacing: 0.01), width: nil).size.width
        let spaced = measurer.layout(text(string, size: 0.01, letterSpacing: 1000), width: nil).size.width
        #expect(abs(spaced - plain - (1000 - 0.01) * 10_000) < 1)
    }

    @Test func runsOfAZeroSizeTextMeasureAsNothing() {
        let layout = measurer.layout(text("x", size: 0, runs: [0, 0]), width: 100)
        #expect(layout.size.width == 0)
    }
}
