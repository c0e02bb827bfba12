import Foundation
import TrellisCore

extension TextMeasurer {
    /// Breaks each paragraph into lines, cuts them to the line limit, and places them.
    ///
    /// Decisions where SwiftUI and Chromium differ or say nothing:
    /// - "" has no lines and a zero size, as an empty UILabel and an empty span have;
    /// - "\n" ends a paragraph, so a trailing "\n" adds an empty last line (SwiftUI draws one;
    ///   Chromium does not), and "\r\n" is one break;
    /// - with a width, spaces at the end of a line hang: neither its width nor its range counts
    ///   them; without one, a line is at its ideal width and counts them (Chromium's max-content);
    /// - a line limit below 1 is no limit, as the HTML emitter treats it.
    func buildLayout(
        _ string: String, font: Font.Resolved, face: Int, fit: LineFit, lineLimit: Int?,
        truncationMode: TextTruncationMode, runs: [RunFace] = [], letterSpacing: Double = 0
    ) -> TextLayout {
        guard !string.isEmpty else { return TextLayout(lines: [], size: .zero) }
        let paragraphs = Self.paragraphs(of: string).map { range in
            Truncation.Paragraph(shaped: shapedParagraph(string[range.text], face: face, runs: runs, offset: range.offset, letterSpacing: letterSpacing), offset: range.offset)
        }
        var broken: [(paragraph: Int, line: BrokenLine)] = []
        var breaksEarly = false
        for (index, paragraph) in paragraphs.enumerated() {
            for line in LineBreaker(paragraph: paragraph.shaped, fit: fit).lines() {
                broken.append((index, line))
                if let lineLimit, broken.count > lineLimit { break }
            }
            if let lineLimit, broken.count > lineLimit { break }
        }

        let metrics = metrics(for: font)
        let scale = CGFloat(fit.scale)
        var lines: [TextLine] = []
        var widest = 0
        func place(range: Range<Int>, text: String, advance: Int, snapped: Int) {
            widest = max(widest, snapped)
            lines.append(TextLine(range: range, text: text, width: CGFloat(advance) * scale,
                                  baseline: CGFloat(lines.count) * metrics.lineHeight + metrics.baseline))
        }
        let kept = lineLimit.map { min($0, broken.count) } ?? broken.count
        for (index, line) in broken.prefix(kept).enumerated() {
            if let lineLimit, index == lineLimit - 1, broken.count > lineLimit { break }
            breaksEarly = breaksEarly || line.line.breaksEarly
            let paragraph = paragraphs[line.paragraph]
            var text = Truncation.text(paragraph.shaped, line.line.content)
            if line.line.isHyphenated {
                text = String(text.dropLast()) + paragraph.shaped.face.hyphen
            }
            let range = paragraph.offset + line.line.content.lowerBound..<paragraph.offset + line.line.content.upperBound
            place(range: range, text: text, advance: line.line.advance, snapped: line.line.snapped)
        }
        if let lineLimit, broken.count > lineLimit {
            let last = broken[lineLimit - 1]
            let truncated = Truncation(paragraphs: paragraphs, fit: fit)
                .lastLine(paragraph: last.paragraph, start: last.line.content.lowerBound, mode: truncationMode)
            place(range: truncated.range, text: truncated.text, advance: truncated.advance, snapped: truncated.snapped)
        }
        // The box is the widest line as Chromium sizes it: in 1/64 px, each piece rounded up.
        return TextLayout(
            lines: lines, size: CGSize(width: CGFloat(widest) / 64, height: CGFloat(lines.count) * metrics.lineHeight),
            isTruncated: lineLimit.map { broken.count > $0 } ?? false, breaksEarly: breaksEarly)
    }

    /// The string's paragraphs: the text between "\n"s (a "\r" before a "\n" belongs to the
    /// break), with each one's UTF-16 offset.
    static func paragraphs(of string: String) -> [(text: Range<String.Index>, offset: Int)] {
        var result: [(text: Range<String.Index>, offset: Int)] = []
        let units = string.utf16
        var start = units.startIndex
        var startOffset = 0
        var offset = 0
        var index = units.startIndex
        while index != units.endIndex {
            let next = units.index(after: index)
            if units[index] == 0x0A {
                var end = index
                if end > start, units[units.index(before: end)] == 0x0D { end = units.index(before: end) }
                result.append((start..<end, startOffset))
                start = next
                startOffset = offset + 1
            }
            offset += 1
            index = next
        }
        result.append((start..<units.endIndex, startOffset))
        return result
    }
}
