import Foundation
import Testing
import Trellis
import TrellisLayout

/// The system font's widths against the widths iOS gave the same texts (Fixtures/ios-text-widths.json,
/// figures measured from public snapshot-test references by scripts/fit-system-tracking.py, which
/// also fits the tracking table these widths come from; docs/system-font.md).
@Suite struct SystemFontWidthTests {
    struct Reference: Decodable {
        var string: String
        var size: Double
        var weight: Int
        var scale: Double
        var width: Double
    }

    struct File: Decodable { var texts: [Reference] }

    static func references() throws -> [Reference] {
        let data = try Data(contentsOf: Fixtures.directory.appendingPathComponent("ios-text-widths.json"))
        return try JSONDecoder().decode(File.self, from: data).texts
    }

    /// Each text at its ideal size, rounded up to the reference's pixel grid as SwiftUI sizes it:
    /// the median error within 1% and the 90th percentile within 2.5% (the script's figures).
    @Test func idealWidthsAreIOSWidths() throws {
        let references = try Self.references()
        try #require(references.count >= 20)
        var errors: [Double] = []
        for reference in references {
            let font = Font.system(size: reference.size, weight: Font.Weight(value: reference.weight)).resolve()
            #expect(font.tracking != 0)
            let layout = measurer.layout(reference.string, font: font, width: nil, lineLimit: nil, truncationMode: .tail)
            let width = (Double(layout.size.width) * reference.scale - 1e-9).rounded(.up) / reference.scale
            errors.append(abs(width / reference.width - 1))
        }
        errors.sort()
        let median = errors.count % 2 == 1 ? errors[errors.count / 2] : (errors[errors.count / 2 - 1] + errors[errors.count / 2]) / 2
        let p90 = errors[Int((0.9 * Double(errors.count)).rounded(.up)) - 1]
        print("iOS reference widths: \(errors.count) texts, median error \(median), 90th percentile \(p90)")
        #expect(median <= 0.01, "median \(median)")
        #expect(p90 <= 0.025, "90th percentile \(p90)")
    }

    /// Body text is tracked as the table says: −0.37 pt in Inter at 17 pt, and Inter Display from 20 pt.
    @Test func bodyIsTrackedInter() {
        let body = Font.body.resolve()
        #expect(body.family == "Inter")
        let table = CGFloat(SystemFontTracking.thousandths[17 - SystemFontTracking.sizes.lowerBound]) * 17 / 1000
        #expect(abs(body.tracking - table) <= 0.005 && body.tracking < -0.3)
        #expect(Font.title3.resolve().family == "Inter Display")
        #expect(Font.system(size: 17, design: .serif).resolve().tracking == 0)
    }
}
