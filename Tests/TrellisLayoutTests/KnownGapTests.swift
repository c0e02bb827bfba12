import Foundation
import Testing
import Trellis
import TrellisLayout

/// What the measurer does not do, each shown as it behaves today (the Rendering article, "Text measurement").
@Suite struct KnownGapTests {
    /// Body text as the recordings hold it: Inter at 17 px, untracked.
    let body = Font.Resolved(size: 17, lineHeight: 22)

    /// Right-to-left text is shaped right to left (Hebrew's and Arabic's widths equal Chromium's)
    /// but its lines stay in logical order: the first line holds the first words as stored, which
    /// a browser shows on the right.
    @Test func rightToLeftTextKeepsLogicalOrder() throws {
        let hebrew = "שלום עולם"
        let recorded = try #require(try Fixtures.widths().first { $0.text == hebrew && $0.font.resolved == body })
        // Its span box: DejaVu's fallback advances in Inter's units, within 1/64 px (TextWidthTests).
        let box = measurer.layout(hebrew, font: body, width: nil, lineLimit: nil, truncationMode: .tail).size.width
        #expect(abs(Double(box) - recorded.box) <= 1.0 / 64)
        let lines = measurer.layout(hebrew, font: body, width: 50, lineLimit: nil, truncationMode: .tail).lines
        #expect(lines.map(\.text) == ["שלום", "עולם"])
        #expect(lines[0].range == 0..<4)
    }

    /// Arabic is joined: a word is narrower than its letters shaped one by one.
    @Test func arabicIsShapedJoined() {
        let word = "مرحبا"
        let isolated = word.map { measurer.width(of: String($0), font: body) }.reduce(0, +)
        #expect(measurer.width(of: word, font: body) < isolated)
    }

    /// Characters no face has (Devanagari, Thai: neither Inter, DejaVu nor the Noto emoji and CJK
    /// faces draw them) measure as the face's .notdef box, which is what Chromium draws with the
    /// pages' fonts alone (the recordings agree); a browser with such a font installed would draw
    /// that instead, at its widths.
    @Test func charactersNoFaceHasMeasureAsNotdef() throws {
        let notdef = measurer.width(of: "\u{10FFFD}", font: body) // private use: no font has it (Inter has some at U+E000)
        for missing in ["न", "म", "ก"] {
            #expect(measurer.width(of: missing, font: body) == notdef, "\(missing)")
        }
        let devanagari = "\u{0928}\u{092E}\u{0938}\u{094D}\u{0924}\u{0947}"
        let recorded = try #require(try Fixtures.widths().first { $0.text == devanagari && $0.font.resolved == body })
        #expect(abs(Double(measurer.width(of: devanagari, font: body)) - recorded.measureText) < 1e-3)
    }

    /// Serif, Mono and Inter lack what DejaVu Sans has (Hebrew, Arabic, emoji); Chromium falls
    /// back on Sans. Inter's fallback advances are in Inter's 2816 units per em, so within one of them.
    @Test func serifAndMonoFallBackOnSans() {
        var serif = body
        serif.design = .serif
        var mono = body
        mono.design = .monospaced
        // (DejaVu Sans Mono has Arabic of its own.)
        #expect(measurer.width(of: "😀", font: serif) == measurer.width(of: "😀", font: mono))
        for text in ["😀", "مرحبا"] {
            #expect(abs(measurer.width(of: text, font: serif) - measurer.width(of: text, font: body)) <= 17.0 / 2816 * 5)
        }
    }

    /// A tab measures as a space; in a pre-wrap line Chromium advances it to the next tab stop
    /// (8 spaces), so the span is wider than the measurer says.
    @Test func tabMeasuresAsASpace() throws {
        let recorded = try #require(try Fixtures.widths().first { $0.text == "tab\there" && $0.font.resolved == body })
        #expect(measurer.width(of: "tab\there", font: body) == measurer.width(of: "tab here", font: body))
        let box = measurer.layout("tab\there", font: body, width: nil, lineLimit: nil, truncationMode: .tail).size.width
        #expect(Double(box) < recorded.box)
    }
}
