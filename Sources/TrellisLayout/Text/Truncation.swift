import TrellisCore

/// The last line of a text cut to its line limit, as SwiftUI draws it: the line, "…" included,
/// fits the width, and it loses whole grapheme clusters (characters, not words) to the ellipsis.
/// - tail: the start of what would have followed, then "…";
/// - head: "…", then the end of the text (its last paragraph);
/// - middle: the start of what would have followed, "…", the end of the text, kept as even as fits.
/// Spaces next to the ellipsis are dropped ("Hello…", not "Hello …").
struct Truncation {
    /// A paragraph and its UTF-16 offset in the whole string.
    struct Paragraph {
        var shaped: ShapedParagraph
        var offset: Int
    }

    struct Line {
        /// In the whole string's UTF-16 offsets; for middle, from the kept start to the kept end.
        var range: Range<Int>
        var text: String
        var advance: Int
        /// The width in 1/64 px, each piece (kept start, "…", kept end) rounded up.
        var snapped: Int
    }

    let paragraphs: [Paragraph]
    let fit: LineFit

    /// The last line when the line at `start` in paragraph `index` is the last one allowed.
    func lastLine(paragraph index: Int, start: Int, mode: TextTruncationMode) -> Line {
        let first = paragraphs[index]
        let last = paragraphs[paragraphs.count - 1]
        let ellipsis = first.shaped.face.ellipsisAdvance + first.shaped.characterSpacing
        let sameParagraph = index == paragraphs.count - 1
        let prefixCandidates = [start] + first.shaped.graphemeBoundaries.filter { $0 > start }
        var suffixCandidates = [0] + last.shaped.graphemeBoundaries
        if sameParagraph { suffixCandidates = suffixCandidates.filter { $0 >= start } }

        var prefix = 0 // index into prefixCandidates
        var suffix = suffixCandidates.count - 1 // index into suffixCandidates
        func prefixRange(_ k: Int) -> Range<Int> { start..<trimmedEnd(first.shaped, from: start, to: prefixCandidates[k]) }
        func suffixRange(_ k: Int) -> Range<Int> {
            let end = last.shaped.units.count
            return trimmedStart(last.shaped, from: suffixCandidates[k], to: end)..<end
        }
        // Each piece as the advance and the snapped width of its runs' pieces (one piece per run).
        func pieces(_ p: Int?, _ s: Int?) -> (advance: Int, snapped: Int) {
            let head = p.map { first.shaped.measure(prefixRange($0), snap: fit.snapped) } ?? (advance: 0, snapped: 0)
            let tail = s.map { last.shaped.measure(suffixRange($0), snap: fit.snapped) } ?? (advance: 0, snapped: 0)
            return (head.advance + ellipsis + tail.advance, head.snapped + fit.snapped(ellipsis) + tail.snapped)
        }
        func fits(_ p: Int?, _ s: Int?) -> Bool {
            fit.fits(pieces(p, s).snapped)
        }
        let keepsPrefix = mode != .head, keepsSuffix = mode != .tail
        var growing = true
        while growing {
            growing = false
            let nextPrefix = prefix + 1
            if keepsPrefix, nextPrefix < prefixCandidates.count,
               !sameParagraph || !keepsSuffix || prefixCandidates[nextPrefix] <= suffixCandidates[suffix],
               fits(nextPrefix, keepsSuffix ? suffix : nil) {
                prefix = nextPrefix
                growing = true
            }
            let nextSuffix = suffix - 1
            if keepsSuffix, nextSuffix >= 0,
               !sameParagraph || !keepsPrefix || suffixCandidates[nextSuffix] >= prefixCandidates[prefix],
               fits(keepsPrefix ? prefix : nil, nextSuffix) {
                suffix = nextSuffix
                growing = true
            }
        }
        let kept = (prefix: keepsPrefix ? prefixRange(prefix) : start..<start,
                    suffix: keepsSuffix ? suffixRange(suffix) : last.shaped.units.count..<last.shaped.units.count)
        let text = Self.text(first.shaped, kept.prefix) + "\u{2026}" + Self.text(last.shaped, kept.suffix)
        let range: Range<Int> = switch mode {
        case .tail: first.offset + kept.prefix.lowerBound..<first.offset + kept.prefix.upperBound
        case .head: last.offset + kept.suffix.lowerBound..<last.offset + kept.suffix.upperBound
        case .middle: first.offset + kept.prefix.lowerBound..<last.offset + kept.suffix.upperBound
        }
        let measured = pieces(keepsPrefix ? prefix : nil, keepsSuffix ? suffix : nil)
        return Line(range: range, text: text, advance: measured.advance, snapped: measured.snapped)
    }

    private func isSpace(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x09 }

    private func trimmedEnd(_ paragraph: ShapedParagraph, from start: Int, to end: Int) -> Int {
        var end = end
        while end > start && isSpace(paragraph.units[end - 1]) { end -= 1 }
        return end
    }

    private func trimmedStart(_ paragraph: ShapedParagraph, from start: Int, to end: Int) -> Int {
        var start = start
        while start < end && isSpace(paragraph.units[start]) { start += 1 }
        return start
    }

    static func text(_ paragraph: ShapedParagraph, _ range: Range<Int>) -> String {
        String(decoding: paragraph.units[range], as: UTF16.self)
    }
}
