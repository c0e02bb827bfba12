import Foundation
import Testing
import Trellis
import TrellisLayout

/// How a text becomes lines and a box, beyond what the Chromium recordings pin.
@Suite struct TextLayoutTests {
    /// Body text untracked, 22 pt lines: the rules here hold for any font.
    let body = Font.Resolved(size: 17, lineHeight: 22)

    func layout(_ string: String, width: CGFloat? = nil, lineLimit: Int? = nil, _ mode: Text.TruncationMode = .tail) -> TextLayout {
        measurer.layout(string, font: body, width: width, lineLimit: lineLimit, truncationMode: mode)
    }

    /// An empty text has no line and no size, as an empty UILabel and an empty span have none.
    @Test func emptyStringHasNoLinesAndZeroSize() {
        let empty = layout("")
        #expect(empty.lines.isEmpty)
        #expect(empty.size == .zero)
        #expect(layout("", width: 100, lineLimit: 1).size == .zero)
    }

    /// SwiftUI draws an empty last line after a trailing "\n" (Chromium does not).
    @Test func trailingNewlineAddsAnEmptyLastLine() {
        let text = layout("Plants\n")
        #expect(text.lines.map(\.text) == ["Plants", ""])
        #expect(text.lines[1].range == 7..<7)
        #expect(text.size.height == 44, "\(text.size.height.bitPattern) \(text)")
        #expect(layout("\n").lines.count == 2)
    }

    @Test func unlimitedWidthGivesOneLinePerHardBreak() {
        let text = layout("Water\r\nevery other\nday")
        #expect(text.lines.map(\.text) == ["Water", "every other", "day"])
        #expect(text.lines.map(\.range) == [0..<5, 7..<18, 19..<22])
        #expect(text.size.width == CGFloat(LineFitProbe.box("every other", font: body)))
    }

    /// A wrapped text is as wide as its widest line, not as the width it was offered.
    @Test func wrappedBoxIsItsWidestLine() {
        let text = layout("Water every other day", width: 150)
        #expect(text.lines.count == 2)
        let widest = text.lines.map { CGFloat(LineFitProbe.box($0.text, font: body)) }.max()!
        #expect(text.size.width == widest)
        #expect(text.size.width < 150)
        #expect(text.size.height == 44)
    }

    /// Chromium's rule: the width rounded up to 1/64 px fits in the available width floored to
    /// 1/64 px plus 1/64 (in DejaVu this string fit in 226.92 and wrapped in 226.9).
    @Test func lineFitsWithinChromiumsRoundedWidth() {
        let box = CGFloat(LineFitProbe.box("Tap to view updated styles", font: body))
        #expect(layout("Tap to view updated styles", width: box).lines.count == 1)
        #expect(layout("Tap to view updated styles", width: box - 1.0 / 64).lines.count == 1)
        #expect(layout("Tap to view updated styles", width: box - 2.0 / 64).lines.count == 2)
    }

    @Test func rangesCountUTF16AsADOMRangeDoes() {
        let text = layout("héllo 😀 wörld", width: 60)
        let utf16 = Array("héllo 😀 wörld".utf16)
        for line in text.lines {
            #expect(String(decoding: utf16[line.range], as: UTF16.self) == line.text)
        }
        #expect(text.lines.last?.range.upperBound == utf16.count)
    }

    @Test func softHyphenBreakDrawsAHyphen() {
        let text = layout("Photo\u{AD}synthesis", width: 100)
        #expect(text.lines.map(\.text) == ["Photo\u{2010}", "synthesis"])
        #expect(text.lines[0].range == 0..<6)
        #expect(text.lines[0].width > CGFloat(LineFitProbe.advance("Photo", font: body)))
    }

    /// Trailing spaces hang when the line wraps: neither range nor width counts them.
    @Test func hangingSpacesAreLeftOutOfTheLine() {
        let text = layout("Water   every", width: 80)
        #expect(text.lines.map(\.text) == ["Water", "every"])
        #expect(text.lines[0].range == 0..<5)
        #expect(text.lines[1].range == 8..<13)
    }

    @Test func lineLimitBelowOneIsNoLimit() {
        let unlimited = layout("Water every other day", width: 60)
        #expect(layout("Water every other day", width: 60, lineLimit: 0) == unlimited)
        #expect(unlimited.lines.count > 1)
    }
}

/// Independent measurements for the expectations: a text alone, at its ideal width.
enum LineFitProbe {
    static func advance(_ text: String, font: Font.Resolved) -> Double {
        Double(measurer.width(of: text, font: font))
    }

    static func box(_ text: String, font: Font.Resolved) -> Double {
        (advance(text, font: font) * 64).rounded(.up) / 64
    }
}
