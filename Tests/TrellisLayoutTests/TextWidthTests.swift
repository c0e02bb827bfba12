import Foundation
import Testing
import Trellis
import TrellisLayout

/// Widths against Chromium's recordings (see Fixtures for how they were made and how to rerun them).
@Suite struct TextWidthTests {
    @Test func widthsEqualChromiumsMeasureText() throws {
        let cases = try Fixtures.widths()
        try #require(cases.count >= 34 * 4)
        var worst = (difference: 0.0, text: "")
        for recorded in cases {
            let width = Double(measurer.width(of: recorded.text, font: recorded.font.resolved))
            let difference = abs(width - recorded.measureText)
            if difference > worst.difference { worst = (difference, recorded.text) }
            #expect(difference < 1e-4, "\(visible(recorded.text)) in \(recorded.font): \(width) vs Chromium's \(recorded.measureText)")
        }
        print("widths: \(cases.count) cases, largest difference \(worst.difference) (\(visible(worst.text)))")
    }

    /// A span's box is its advance rounded up to 1/64 px; TextLayout's size is that box.
    @Test func unlimitedWidthBoxEqualsChromiumsSpanBox() throws {
        // Tabs are a known gap (KnownGapTests).
        for recorded in try Fixtures.widths() where !recorded.text.contains("\t") {
            let layout = measurer.layout(recorded.text, font: recorded.font.resolved, width: nil, lineLimit: nil, truncationMode: .tail)
            #expect(Double(layout.size.width) == recorded.box, "\(visible(recorded.text)) in \(recorded.font)")
            #expect(layout.lines.count == 1)
        }
    }

    /// The reference values, to the 4 decimals measureText was read to.
    @Test(arguments: [
        ("Hello, world!", false, "107.5200"), ("AVATAR Typography", false, "168.1157"),
        ("Customize Styles", false, "146.1934"), ("Tap to view updated styles", false, "226.9185"),
        ("AVATAR Typography", true, "190.1709"),
    ])
    func referenceWidthsAtBodySize(text: String, bold: Bool, expected: String) {
        let font = Font.Resolved(size: 17, lineHeight: 22, weight: bold ? .bold : .regular)
        #expect(String(format: "%.4f", Double(measurer.width(of: text, font: font))) == expected)
    }

    /// Browsers slant the regular face for italic (the pages declare no italic face), so italic
    /// advances are the regular ones; Chromium's recording shows the same.
    @Test func italicMeasuresAsTheUprightFace() throws {
        let cases = try Fixtures.widths()
        let upright = Dictionary(cases.filter { !$0.font.italic }.map { ("\($0.text)|\($0.font.size)|\($0.font.weight)|\($0.font.family)", $0.measureText) },
                                 uniquingKeysWith: { first, _ in first })
        let italic = cases.filter(\.font.italic)
        try #require(!italic.isEmpty)
        for recorded in italic {
            #expect(upright["\(recorded.text)|\(recorded.font.size)|\(recorded.font.weight)|\(recorded.font.family)"] == recorded.measureText)
            var font = recorded.font.resolved
            let slanted = measurer.width(of: recorded.text, font: font)
            font.isItalic = false
            #expect(slanted == measurer.width(of: recorded.text, font: font))
        }
    }

    /// Semibold and heavier use DejaVu Bold, lighter weights the regular face.
    @Test func weightsPickTheFaceAtSemibold() {
        func width(_ weight: Font.Weight) -> CGFloat {
            measurer.width(of: "AVATAR Typography", font: Font.Resolved(size: 17, lineHeight: 22, weight: weight))
        }
        #expect(width(.medium) == width(.regular))
        #expect(width(.semibold) == width(.bold))
        #expect(width(.semibold) > width(.medium))
    }
}
