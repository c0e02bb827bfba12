import Foundation
import Testing
import Trellis
@testable import TrellisLayout

/// Break opportunities against Chromium's: each recorded string was laid out in a zero-width box
/// without overflow-wrap, so Chromium broke it at every opportunity and nowhere else.
@Suite struct BreakOpportunityTests {
    @Test func opportunitiesEqualChromiums() throws {
        let cases = try Fixtures.opportunities()
        try #require(cases.count >= 50)
        for recorded in cases {
            let units = Array(recorded.text.utf16)
            let cuts = [0] + BreakOpportunities.positions(in: units) + [units.count]
            let segments = zip(cuts, cuts.dropFirst()).map { String(decoding: units[$0..<$1], as: UTF16.self) }
            #expect(segments == recorded.segments,
                    "\(visible(recorded.text)): \(segments.map(visible)) vs Chromium's \(recorded.segments.map(visible))")
        }
    }

    @Test func classTableIsSortedAndDisjoint() {
        let ranges = LineBreakClass.ranges
        #expect(ranges.allSatisfy { $0.first <= $0.last })
        #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.last < $1.first })
    }
}
