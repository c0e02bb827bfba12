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

    /// Body's one line is iOS's natural height at 17 pt (17 × 2444/2048 = 20.29, rounded to 1/64
    /// px: 1299/64), with Inter's ascent and descent rounded separately as Chromium does (16 + 4);
    /// the half-leading (0.15) floors to 0, so the baseline sits at the ascent.
    @Test func bodyLineIsTheNaturalHeightWithBaselineAt16() {
        let metrics = measurer.metrics(for: Font.body.resolve())
        #expect(metrics == FontMetrics(ascent: 16, descent: 4, lineHeight: 1299.0 / 64, baseline: 16))
    }

    /// Inter Display at 34 px: ascent 32.77 rounds to 33, descent to 8. The natural height
    /// (40.57, 2596/64 px) is shorter than 33 + 8, so the floored half-leading (−1) lifts the
    /// baseline to 32.
    @Test func largeTitleLineIsLiftedByTheFlooredHalfLeading() {
        let metrics = measurer.metrics(for: Font.largeTitle.resolve())
        #expect(metrics == FontMetrics(ascent: 33, descent: 8, lineHeight: 2596.0 / 64, baseline: 32))
    }

    /// A line height between two layout units is rounded to the nearer: 11 pt's natural height
    /// 13.13 is 840.32/64 px, so 840/64.
    @Test func fractionalLineHeightRoundsToLayoutUnits() {
        let metrics = measurer.metrics(for: Font.system(size: 11).resolve())
        #expect(metrics.lineHeight == 840.0 / 64)
    }

    @Test func linesStackByTheRoundedLineBox() {
        let font = Font.system(size: 17).resolve()
        let layout = measurer.layout("one\ntwo\nthree", font: font, width: nil, lineLimit: nil, truncationMode: .tail)
        let box = measurer.metrics(for: font).lineHeight
        #expect(layout.lines.map(\.baseline) == [16, 16 + box, 16 + 2 * box])
        #expect(layout.size.height == 3 * box)
    }
}
