import Foundation
import Testing
import Trellis
import TrellisLayout

/// Line breaks against Chromium's: each recorded (string, font, width) was laid out in the box the
/// HTML emitter writes for a text (white-space: pre-wrap; overflow-wrap: break-word), and each
/// line read back from the characters' client rects.
@Suite struct LineBreakTests {
    @Test func splitsEqualChromiums() throws {
        let cases = try Fixtures.breaks()
        try #require(cases.count >= 200)
        var failures = 0
        var worstWidth = 0.0
        for recorded in cases {
            let font = recorded.font.resolved
            let layout = measurer.layout(recorded.text, font: font, width: CGFloat(recorded.width), lineLimit: nil, truncationMode: .tail)
            let lineBox = Double(measurer.metrics(for: font).lineHeight)
            // The recorded box holds one line box per line Chromium made, empty lines included.
            #expect(Double(layout.lines.count) * lineBox == recorded.height, "line count, \(visible(recorded.text)) at \(recorded.width)")
            let ours = layout.lines.map { "\($0.range.lowerBound)..<\($0.range.upperBound)" }
            let theirs = recorded.lines.map { "\($0.start)..<\($0.end)" }
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
        print("line breaks: \(cases.count) cases, \(failures) split differently, largest line-width difference \(worstWidth)")
    }
}
