import Foundation
import Testing
import Trellis
import TrellisLayout

/// Kerning and tracking (CSS letter-spacing), line spacing, baseline offsets and the minimum
/// scale factor, measured by the engine. Letter-spacing is held to Chromium 156's widths and line
/// breaks, recorded by scripts/record-text-metrics.sh (cases in scripts/text-metrics/cases.js).
@Suite struct TextSpacingTests {
    func spaced(_ string: String, _ font: Font.Resolved, _ spacing: ResolvedTextSpacing, lineLimit: Int? = nil) -> ResolvedText {
        ResolvedText(string: string, font: font, color: Color.Resolved(rgb: 0), lineLimit: lineLimit, alignment: .leading,
                     isUnderlined: false, isStrikethrough: false, spacing: spacing)
    }

    @Test func letterSpacedWidthsMatchChromiumsBoxesWithinOnePixel() throws {
        let cases = try Fixtures.letterSpacing()
        try #require(cases.count >= 80)
        var largest = 0.0
        for recorded in cases {
            let text = spaced(recorded.text, recorded.font.resolved, ResolvedTextSpacing(letterSpacing: CGFloat(recorded.letterSpacing)))
            let box = Double(measurer.layout(text, width: nil).size.width)
            largest = max(largest, abs(box - recorded.box))
            #expect(abs(box - recorded.box) < 1, "\(visible(recorded.text)) \(recorded.font) \(recorded.letterSpacing): \(box) vs \(recorded.box)")
        }
        // Letter-spacing is added in design units, so each character is within 1/4096 em.
        #expect(largest < 0.05, "largest difference \(largest)")
    }

    @Test func spacingIsAddedAfterEveryCharacterTheLastIncluded() throws {
        let recorded = try #require(try Fixtures.letterSpacing().first { $0.text == "Hello, world!" && $0.letterSpacing == 1 && $0.font.size == 17 && $0.font.weight == 400 })
        #expect(abs(recorded.measureText - recorded.withoutLetterSpacing - 13) < 1e-3)
        let plain = Double(measurer.layout(spaced(recorded.text, recorded.font.resolved, ResolvedTextSpacing()), width: nil).lines[0].width)
        let ours = Double(measurer.layout(spaced(recorded.text, recorded.font.resolved, ResolvedTextSpacing(letterSpacing: 1)), width: nil).lines[0].width)
        #expect(abs(ours - plain - 13) < 0.01)
    }

    @Test func letterSpacedLinesBreakWhereChromiumBreaksThem() throws {
        let cases = try Fixtures.letterSpacingBreaks()
        try #require(!cases.isEmpty)
        for recorded in cases {
            let text = spaced(recorded.text, recorded.font.resolved, ResolvedTextSpacing(letterSpacing: CGFloat(recorded.letterSpacing)))
            let layout = measurer.layout(text, width: CGFloat(recorded.width))
            var lines = layout.lines, chromium = recorded.lines
            if layout.breaksEarly, lines.count == chromium.count, lines.count >= 2 {
                // iOS's last-line rule (LineBreakTests): Chromium's last line is one word, which the
                // engine's last line ends with, a word of the line before moved down to it.
                let n = lines.count
                let word = chromium[n - 1].text.trimmingCharacters(in: .whitespaces)
                #expect(!word.contains(" "), "\(visible(recorded.text)) at \(recorded.width): Chromium's last line has two words")
                #expect(lines[n - 1].text.hasSuffix(word) && lines[n - 1].text.count > word.count)
                #expect(chromium[n - 2].text.hasPrefix(lines[n - 2].text))
                lines.removeLast(2)
                chromium.removeLast(2)
            }
            #expect(lines.map(\.text) == chromium.map(\.text), "\(recorded.width) \(recorded.letterSpacing)")
            for (ours, theirs) in zip(lines, chromium) {
                #expect(abs(Double(ours.width) - theirs.width) < 1, "\(ours.text): \(ours.width) vs \(theirs.width)")
            }
        }
    }

    @Test func lineSpacingFallsBetweenLinesOnly() {
        let body = Font.body.resolve()
        let one = measurer.layout(spaced("Hello", body, ResolvedTextSpacing(lineSpacing: 10)), width: nil, height: nil)
        // One line is body's natural line box whatever the spacing; lines are its 22-point leading
        // and the 10 points apart.
        #expect(one.size.height == measurer.metrics(for: body).lineHeight)
        let three = measurer.layout(spaced("a\nb\nc", body, ResolvedTextSpacing(lineSpacing: 10)), width: nil, height: nil)
        #expect(abs(three.size.height - (20.29 + 2 * (22 + 10))) < 0.001)
        let plain = measurer.layout(spaced("a\nb\nc", body, ResolvedTextSpacing()), width: nil, height: nil)
        #expect(abs(three.lines[1].baseline - three.lines[0].baseline - 32) < 0.001)
        #expect(three.lines[0].baseline == plain.lines[0].baseline)
    }

    @Test func aBaselineOffsetRaisesTheGlyphsAndGrowsTheLine() {
        let body = Font.body.resolve()
        let plain = measurer.layout(spaced("Up", body, ResolvedTextSpacing()), width: nil, height: nil)
        let raised = measurer.layout(spaced("Up", body, ResolvedTextSpacing(baselineOffset: 6)), width: nil, height: nil)
        let lowered = measurer.layout(spaced("Up", body, ResolvedTextSpacing(baselineOffset: -6)), width: nil, height: nil)
        #expect(raised.size.height == plain.size.height + 6)
        #expect(raised.lines[0].baseline == plain.lines[0].baseline)
        #expect(lowered.lines[0].baseline == plain.lines[0].baseline + 6)
    }

    @Test func aTextThatDoesNotFitShrinksInWholePercentsDownToItsMinimum() {
        let body = Font.body.resolve()
        let string = "Water every other day"
        let full = measurer.layout(spaced(string, body, ResolvedTextSpacing()), width: nil).size.width
        let shrunk = measurer.layout(spaced(string, body, ResolvedTextSpacing(minimumScaleFactor: 0.5), lineLimit: 1), width: 150, height: nil)
        #expect(!shrunk.isTruncated)
        #expect(shrunk.fontScale < 1 && shrunk.fontScale >= 0.5)
        #expect((shrunk.fontScale * 100).rounded() == shrunk.fontScale * 100)
        #expect(shrunk.size.width <= 150)
        // One percent larger would not fit.
        let larger = spaced(string, body, ResolvedTextSpacing(), lineLimit: 1).scaled(by: shrunk.fontScale + 0.01)
        #expect(measurer.layout(larger, width: 150).isTruncated)
        #expect(full > 150)
        let floor = measurer.layout(spaced(string, body, ResolvedTextSpacing(minimumScaleFactor: 0.9), lineLimit: 1), width: 100, height: nil)
        #expect(floor.fontScale == 0.9)
        #expect(floor.isTruncated)
        let fits = measurer.layout(spaced("Hi", body, ResolvedTextSpacing(minimumScaleFactor: 0.5), lineLimit: 1), width: 150, height: nil)
        #expect(fits.fontScale == 1)
    }

    /// Found by the fuzzer: letter-spacing over a zero font size was an infinite number of design
    /// units, which crashed converting to Int.
    @Test func aZeroSizeTextWithLetterSpacingDoesNotTrap() {
        let zero = Font.Resolved(size: 0, lineHeight: 0)
        let layout = measurer.layout(spaced("Hi", zero, ResolvedTextSpacing(letterSpacing: 2)), width: 100, height: nil)
        #expect(layout.size.width == 0)
    }
}
