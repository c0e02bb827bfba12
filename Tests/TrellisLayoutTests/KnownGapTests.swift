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

    /// Characters no DejaVu face has (CJK, most emoji) measure as the face's .notdef box, which is
    /// what Chromium draws on a machine with only DejaVu installed (the recordings agree); with
    /// CJK or emoji fonts installed a browser would draw those instead, at their widths.
    @Test func charactersDejaVuLacksMeasureAsNotdef() throws {
        let notdef = measurer.width(of: "\u{10FFFD}", font: body) // private use: no font has it (Inter has some at U+E000)
        for missing in ["中", "字", "🦀", "👍"] {
            #expect(measurer.width(of: missing, font: body) == notdef, "\(missing)")
        }
        let recorded = try #require(try Fixtures.widths().first { $0.text == "crab 🦀" && $0.font.resolved == body })
        #expect(abs(Double(measurer.width(of: "crab 🦀", font: body)) - recorded.measureText) < 1e-4)
        // DejaVu Sans does have some emoji: those measure as its glyph, not as .notdef.
        #expect(measurer.width(of: "😀", font: body) != notdef)
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
