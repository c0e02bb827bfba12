import Foundation
import Testing
import Trellis
import TrellisLayout

/// Line breaks against Chromium's: each recorded (string, font, width) was laid out in the box the
/// HTML emitter writes for a text (white-space: pre-wrap; overflow-wrap: break-word), and each
/// line read back from the characters' client rects. Chromium breaks greedily; where its last line
/// is one word, the engine follows iOS 17 and moves a word down to it, and the rest must agree.
@Suite struct LineBreakTests {
    @Test func splitsEqualChromiums() throws {
        // Chromium's CJK punctuation spacing (text-spacing-trim) is a known gap (TextWidthTests).
        let cases = try Fixtures.breaks().filter { !TextWidthTests.hasCJKPunctuationPair($0.text) }
        try #require(cases.count >= 200)
        var failures = 0, movedDown = 0
        var worstWidth = 0.0
        for recorded in cases {
            let font = recorded.font.resolved
            let layout = measurer.layout(recorded.text, font: font, width: CGFloat(recorded.width), lineLimit: nil, truncationMode: .tail)
            let lineBox = Double(measurer.metrics(for: font).lineHeight)
            // The recorded box holds one line box per line Chromium made, empty lines included.
            #expect(Double(layout.lines.count) * lineBox == recorded.height, "line count, \(visible(recorded.text)) at \(recorded.width)")
            var ours = layout.lines.map { "\($0.range.lowerBound)..<\($0.range.upperBound)" }
            var theirs = recorded.lines.map { "\($0.start)..<\($0.end)" }
            if layout.breaksEarly, ours.count == theirs.count, ours.count >= 2 {
                // iOS's last-line rule: Chromium's last line is one word, and the engine's line
                // before it ends earlier, its last word moved down; every other line agrees.
                let n = ours.count
                let chromiumLast = recorded.lines[n - 1].text.trimmingCharacters(in: .whitespaces)
                #expect(!chromiumLast.contains(" "), "\(visible(recorded.text)) at \(recorded.width): Chromium's last line has two words")
                #expect(layout.lines[n - 2].range.lowerBound == recorded.lines[n - 2].start)
                #expect(layout.lines[n - 1].range.upperBound == recorded.lines[n - 1].end)
                #expect(layout.lines[n - 1].range.lowerBound < recorded.lines[n - 1].start)
                movedDown += 1
                ours.removeLast(2)
                theirs.removeLast(2)
                guard ours == theirs else {
                    failures += 1
                    Issue.record("\(visible(recorded.text)) at \(recorded.width): lines before the last two differ")
                    continue
                }
                for (line, chromium) in zip(layout.lines, recorded.lines).dropLast(2) {
                    #expect(line.text == chromium.text, "\(visible(recorded.text)) at \(recorded.width)")
                }
                continue
            }
            if ours != theirs {
                failures += 1
                Issue.record("""
                    \(visible(recorded.text)) at \(recorded.width) in \(recorded.font):
                      ours     \(layout.lines.map { visible($0.text) })
                      Chromium \(recorded.lines.map { visible($0.text) })
                    """)
                continue
            }
            for (line, chromium) in zip(layout.lines, recorded.lines) {
                // A line ending at a soft hyphen draws a hyphen where the DOM has U+00AD.
                let drawn = chromium.text.hasSuffix("\u{AD}") && line.text.hasSuffix("\u{2010}")
                    ? String(chromium.text.dropLast()) + "\u{2010}" : chromium.text
                #expect(line.text == drawn, "\(visible(recorded.text)) at \(recorded.width)")
                // Chromium's client rects are in 1/64 px, rounded once per piece (a hyphen is a piece).
                // Inter's 2816 units per em are off FreeType's grid: one more 1/64 px there (TextWidthTests).
                let pieces = (line.text.hasSuffix("\u{2010}") ? 2.0 : 1.0) + (recorded.font.family == "Inter" ? 1 : 0)
                let difference = abs(Double(line.width) - chromium.width)
                worstWidth = max(worstWidth, difference)
                #expect(difference <= pieces / 64 + 1e-9, "width of \(visible(line.text)): \(line.width) vs \(chromium.width)")
            }
        }
        print("line breaks: \(cases.count) cases, \(failures) split differently, \(movedDown) with a word moved down to the last line, largest line-width difference \(worstWidth)")
    }

    /// iOS 17 and later don't end a wrapped paragraph on one word: the line before breaks one
    /// word earlier. Widths are the engine's own, so the case holds for any font.
    @Test func aParagraphDoesNotEndOnALineOfOneWord() {
        let font = Font.body.resolve()
        let first = "The quick brown fox jumps over the lazy"
        let width = measurer.width(of: first, font: font) + 1
        let layout = measurer.layout(first + " dog", font: font, width: width, lineLimit: nil, truncationMode: .tail)
        #expect(layout.lines.map(\.text) == ["The quick brown fox jumps over the", "lazy dog"])
        #expect(layout.breaksEarly)
        // Two words on the last line already: greedy, as Chromium.
        let two = measurer.layout(first + " red dog", font: font, width: width, lineLimit: nil, truncationMode: .tail)
        #expect(two.lines.map(\.text) == [first, "red dog"])
        #expect(!two.breaksEarly)
        // The moved word must fit beside the last one, else the lines stay as they were.
        let long = "Incomprehensibilities"
        let narrow = measurer.width(of: long, font: font) + 1
        let kept = measurer.layout("tiny words " + long, font: font, width: narrow, lineLimit: nil, truncationMode: .tail)
        #expect(kept.lines.map(\.text) == ["tiny words", long])
        #expect(!kept.breaksEarly)
        // A line of one word before the last has no word to give.
        let single = measurer.layout(long + " " + long, font: font, width: narrow, lineLimit: nil, truncationMode: .tail)
        #expect(single.lines.map(\.text) == [long, long])
    }
}
