import Foundation
import Testing
import Trellis
import TrellisLayout

/// lineLimit with "…", as SwiftUI truncates: the truncated line, ellipsis included, fits, and
/// one more character would not.
@Suite struct TruncationTests {
    let body = Font.body.resolve()
    let sentence = "Customize your plant’s watering schedule and reminders"

    func layout(_ string: String, width: CGFloat?, lineLimit: Int?, _ mode: Text.TruncationMode) -> TextLayout {
        measurer.layout(string, font: body, width: width, lineLimit: lineLimit, truncationMode: mode)
    }

    /// Whether `text` on its own line fits `width` by Chromium's rule.
    func fits(_ text: String, _ width: CGFloat) -> Bool {
        let box = measurer.layout(text, font: body, width: nil, lineLimit: nil, truncationMode: .tail).size.width
        return (box * 64).rounded() <= (width * 64).rounded(.down) + 1
    }

    @Test(arguments: [80, 150, 230] as [CGFloat])
    func tailKeepsTheLongestPrefixThatFits(width: CGFloat) throws {
        let line = try #require(layout(sentence, width: width, lineLimit: 1, .tail).lines.first)
        #expect(line.text.hasSuffix("…"))
        let kept = String(line.text.dropLast())
        #expect(sentence.hasPrefix(kept))
        #expect(fits(line.text, width))
        let next = sentence[sentence.index(sentence.startIndex, offsetBy: kept.count)...].prefix { $0 == " " }.count + 1
        let longer = String(sentence.prefix(kept.count + next))
        #expect(!fits(longer + "…", width), "\(longer)… would fit too")
        #expect(line.range == 0..<kept.utf16.count)
    }

    @Test func headKeepsTheLongestSuffixThatFits() throws {
        let line = try #require(layout(sentence, width: 150, lineLimit: 1, .head).lines.first)
        #expect(line.text.hasPrefix("…"))
        let kept = String(line.text.dropFirst())
        #expect(sentence.hasSuffix(kept))
        #expect(fits(line.text, 150))
        let before = sentence.dropLast(kept.count).reversed().prefix { $0 == " " }.count + 1
        #expect(!fits("…" + String(sentence.suffix(kept.count + before)), 150))
        #expect(line.range.upperBound == sentence.utf16.count)
    }

    @Test func middleKeepsBothEndsEvenly() throws {
        let line = try #require(layout(sentence, width: 200, lineLimit: 1, .middle).lines.first)
        let parts = line.text.split(separator: "…", omittingEmptySubsequences: false)
        try #require(parts.count == 2)
        #expect(sentence.hasPrefix(parts[0]) && sentence.hasSuffix(parts[1]))
        #expect(fits(line.text, 200))
        // The ends take a character each in turn until one's next no longer fits; the other then
        // takes what still fits beside it. So neither end can take one more character…
        let head = String(sentence.prefix(parts[0].count + sentence.dropFirst(parts[0].count).prefix { $0 == " " }.count + 1))
        let tail = String(sentence.suffix(parts[1].count + sentence.dropLast(parts[1].count).reversed().prefix { $0 == " " }.count + 1))
        #expect(!fits(head + "…" + parts[1], 200), "\(head)…\(parts[1]) would fit too")
        #expect(!fits(parts[0] + "…" + tail, 200), "\(parts[0])…\(tail) would fit too")
        // …and the counts differ only by the narrow letters the second end took after the first
        // stopped, and by the spaces dropped beside the ellipsis.
        #expect(abs(parts[0].count - parts[1].count) <= 3, "\(line.text)")
        #expect(line.range == 0..<sentence.utf16.count)
    }

    /// The lines before the last are the text's own lines; only the last one is cut.
    @Test func earlierLinesAreUntouched() {
        let full = layout(sentence, width: 150, lineLimit: nil, .tail)
        let cut = layout(sentence, width: 150, lineLimit: 2, .tail)
        #expect(full.lines.count > 2)
        #expect(cut.lines.count == 2)
        #expect(cut.lines[0] == full.lines[0])
        #expect(cut.lines[1].text.hasSuffix("…"))
        #expect(cut.lines[1].range.lowerBound == full.lines[1].range.lowerBound)
        #expect(cut.size.height == 2 * measurer.metrics(for: body).lineHeight)
    }

    @Test func textWithinItsLimitIsNotCut() {
        #expect(layout(sentence, width: 150, lineLimit: 10, .tail) == layout(sentence, width: 150, lineLimit: nil, .tail))
    }

    /// Without a width, each hard line is a line; past the limit the last one gains the ellipsis.
    @Test func unlimitedWidthCutsAtTheLastAllowedHardLine() {
        #expect(layout("one\ntwo\nthree", width: nil, lineLimit: 2, .tail).lines.map(\.text) == ["one", "two…"])
        #expect(layout("one\ntwo\nthree", width: nil, lineLimit: 2, .head).lines.map(\.text) == ["one", "…three"])
    }

    /// "Hello…", not "Hello …".
    @Test func spacesBesideTheEllipsisAreDropped() throws {
        let width = measurer.layout("Hello …", font: body, width: nil, lineLimit: nil, truncationMode: .tail).size.width
        let line = try #require(layout("Hello world", width: width, lineLimit: 1, .tail).lines.first)
        #expect(line.text == "Hello…")
        #expect(line.range == 0..<5)
    }

    @Test func narrowerThanTheEllipsisStillShowsIt() {
        #expect(layout(sentence, width: 2, lineLimit: 1, .tail).lines.map(\.text) == ["…"])
    }
}
