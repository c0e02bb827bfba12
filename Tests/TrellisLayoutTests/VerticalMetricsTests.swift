import Foundation
import Testing
import Trellis
import TrellisLayout

/// Ascent, descent, line box and baseline against Chromium's recordings, and the line-height rule.
@Suite struct VerticalMetricsTests {
    @Test func metricsEqualChromiumsLineBoxes() throws {
        let cases = try Fixtures.vertical()
        try #require(cases.count >= 100)
        for recorded in cases {
            let metrics = measurer.metrics(for: recorded.font.resolved)
            #expect(Double(metrics.ascent) == recorded.ascent, "ascent, \(recorded.font)")
            #expect(Double(metrics.descent) == recorded.descent, "descent, \(recorded.font)")
            #expect(Double(metrics.lineHeight) == recorded.lineBox, "line box, \(recorded.font)")
            #expect(Double(metrics.baseline) == recorded.baseline, "baseline, \(recorded.font)")
        }
    }

    /// DESIGN.md's reference values: body 17/22 and largeTitle 34/41, with Chromium's rounding.
    @Test func bodyLineIs22WithBaselineAt17() {
        let metrics = measurer.metrics(for: Font.body.resolve())
        #expect(metrics == FontMetrics(ascent: 16, descent: 4, lineHeight: 22, baseline: 17))
    }

    /// Inter Display at 34 px: ascent 32.77 rounds to 33 (DejaVu's rounded to 32).
    @Test func largeTitleLineIs41WithBaselineAt33() {
        let metrics = measurer.metrics(for: Font.largeTitle.resolve())
        #expect(metrics == FontMetrics(ascent: 33, descent: 8, lineHeight: 41, baseline: 33))
    }

    /// A fixed-size font's natural line height (19.79 at 17) is rounded to 1/64 px, and a line
    /// box shorter than ascent + descent lifts the baseline by the floored half-leading.
    @Test func fractionalLineHeightRoundsToLayoutUnits() {
        let metrics = measurer.metrics(for: Font.system(size: 17).resolve())
        #expect(metrics == FontMetrics(ascent: 16, descent: 4, lineHeight: 1267.0 / 64, baseline: 15))
    }

    @Test func linesStackByTheRoundedLineBox() {
        let font = Font.system(size: 17).resolve()
        let layout = measurer.layout("one\ntwo\nthree", font: font, width: nil, lineLimit: nil, truncationMode: .tail)
        let box = measurer.metrics(for: font).lineHeight
        #expect(layout.lines.map(\.baseline) == [15, 15 + box, 15 + 2 * box])
        #expect(layout.size.height == 3 * box)
    }
}
