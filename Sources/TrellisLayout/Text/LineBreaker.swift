import Foundation

/// Whether a line fits, in the 1/64 px units Chromium lays lines out in. Each piece of a line (its
/// text, a paragraph's leading spaces, which Chromium keeps as an item of their own, and a soft
/// hyphen's hyphen) is rounded up to 1/64 px, the available width down, and a line fits when its
/// pieces sum to at most the available width plus 1/64 (Chromium's epsilon for rounding errors).
/// Recorded: "ab cd" (2992/64 px exactly) fits in 2991/64; "Tap to view updated styles"
/// (226.9185) fits in 226.92 (which Chromium floors to 226.90625) and wraps in 226.9.
struct LineFit {
    /// Pixels per design unit at the font's size (FontFace.pixelsPerUnit).
    let scale: Double
    /// The available width in 1/64 px, nil for no limit.
    let available: Int?

    init(scale: Double, width: CGFloat?) {
        self.scale = scale
        available = width.map { Self.floor64(Double($0)) }
    }

    /// The line's width in 1/64 px: each piece's advance (design units) rounded up.
    func snapped(_ first: Int, _ second: Int, _ third: Int) -> Int {
        snapped(first) + snapped(second) + snapped(third)
    }

    func snapped(_ piece: Int) -> Int { piece == 0 ? 0 : Self.ceil64(Double(piece) * scale) }

    func fits(_ snapped: Int) -> Bool {
        guard let available else { return true }
        return snapped <= available + 1
    }

    // The tolerances absorb binary rounding in widths the engine computed (226.92 is 226.9199…).
    static func floor64(_ pixels: Double) -> Int { Int((pixels * 64 + 1e-6).rounded(.down)) }
    static func ceil64(_ pixels: Double) -> Int { Int((pixels * 64 - 1e-6).rounded(.up)) }
}

/// One line of a paragraph before it becomes a TextLine.
struct BrokenLine: Hashable {
    /// What the line shows, in the paragraph's UTF-16 offsets; hanging spaces excluded, a soft
    /// hyphen the line breaks at included.
    var content: Range<Int>
    /// Where the next line starts.
    var next: Int
    /// The line breaks at a soft hyphen and draws a hyphen after `content`.
    var isHyphenated = false
    /// The line ends before the furthest break that fits, by iOS's last-line rule
    /// (`LineBreaker.keepingTheLastWordCompany`), where Chromium would break later.
    var breaksEarly = false
    /// The line's advance in design units, the hyphen included.
    var advance: Int
    /// Its width as Chromium sizes its box, in 1/64 px.
    var snapped: Int
}

/// Chromium's greedy line breaking for `white-space: pre-wrap; overflow-wrap: break-word`: each
/// line takes the furthest break opportunity whose text fits (trailing spaces hang and do not
/// count); a line whose first word alone does not fit breaks that word between grapheme clusters,
/// keeping at least one, but never right before a soft hyphen (Chromium does not). Then iOS's
/// last-line rule: a paragraph that would end on a line of one word moves a word down to it.
///
/// Chromium starts its break iterator afresh at each line: the rules that look back past the
/// line's start see the start of a text instead, so "ABCD-1234" split after "ABCD" offers no
/// break after the "-" it starts the next line with (a "-" before a digit breaks only after a
/// letter or digit).
struct LineBreaker {
    let paragraph: ShapedParagraph
    let fit: LineFit

    func lines() -> [BrokenLine] {
        let units = paragraph.units
        guard fit.available != nil, !units.isEmpty else {
            // No width: one line at its ideal width, trailing spaces counted, as Chromium's
            // max-content counts them.
            return [line(start: 0, content: units.count, next: units.count)]
        }
        var lines: [BrokenLine] = []
        var start = 0
        var first = 0, cursor = 0
        let opportunities = paragraph.opportunities
        while start < units.count {
            while first < opportunities.count && opportunities[first] <= start { first += 1 }
            cursor = max(cursor, first)
            while cursor < opportunities.count && opportunities[cursor] <= start + Self.restartWindow { cursor += 1 }
            let ends = Ends(paragraph: paragraph, start: start, near: first..<cursor)
            let line = furthestFit(from: start, ends: ends) ?? splitWord(from: start, ends: ends)
            lines.append(line)
            start = line.next
        }
        return keepingTheLastWordCompany(lines)
    }

    /// iOS 17 and later (TextKit's push-out line break strategy, which SwiftUI's Text uses) don't
    /// end a wrapped paragraph on a line of one word: the line before it breaks one opportunity
    /// earlier, so its last word moves down, when the last line then still fits. Earlier iOS
    /// versions break greedily, as Chromium does; Trellis draws iOS 17's lines, and the HTML
    /// writes such a paragraph's breaks itself (`TextLayout.breaksEarly`).
    ///
    /// Kept as it is: a last line that holds a break opportunity (two words or more), a line
    /// before it that ends at a soft hyphen or inside a word (an over-long word's split), or that
    /// has no earlier opportunity to break at.
    private func keepingTheLastWordCompany(_ lines: [BrokenLine]) -> [BrokenLine] {
        guard lines.count >= 2 else { return lines }
        let last = lines[lines.count - 1], previous = lines[lines.count - 2]
        let units = paragraph.units, opportunities = paragraph.opportunities
        let lastStart = last.content.lowerBound, previousStart = previous.content.lowerBound
        guard !previous.isHyphenated, previous.next == lastStart,
              Self.contains(opportunities, lastStart),
              !opportunities.contains(where: { $0 > lastStart && $0 < units.count }) else { return lines }
        // The furthest opportunity inside the line before that leaves that line some text.
        guard let earlier = opportunities.last(where: {
            $0 > previousStart && $0 < lastStart && contentEnd(from: previousStart, to: $0) > previousStart
        }) else { return lines }
        let moved = line(start: earlier, content: contentEnd(from: earlier, to: units.count), next: units.count)
        guard fit.fits(moved.snapped) else { return lines }
        var shortened = line(start: previousStart, content: contentEnd(from: previousStart, to: earlier), next: earlier)
        shortened.breaksEarly = true
        return lines.dropLast(2) + [shortened, moved]
    }

    /// Whether the sorted `values` hold `value`.
    private static func contains(_ values: [Int], _ value: Int) -> Bool {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < values.count && values[low] == value
    }

    /// How far past a line's start its own break opportunities are recomputed: the rules look at
    /// most two code points back.
    static let restartWindow = 4

    /// The ends a line from `start` may have: the opportunities just after `start` recomputed as
    /// if the text began there, then the paragraph's own, then the paragraph's end.
    private struct Ends {
        let paragraph: ShapedParagraph
        let near: ArraySlice<Int>
        let cursor: Int

        /// `near`: the paragraph's opportunities in the window after `start`.
        init(paragraph: ShapedParagraph, start: Int, near own: Range<Int>) {
            self.paragraph = paragraph
            cursor = own.upperBound
            let units = paragraph.units
            let window = start..<min(units.count, start + LineBreaker.restartWindow)
            // Only a "-" starting the line or a character outside ASCII can make the rules read
            // past the line's start; otherwise the paragraph's opportunities hold.
            if start == 0 || (units[start] != 0x2D && !units[window].contains { $0 > 0x7F }) {
                near = paragraph.opportunities[own]
            } else {
                let window = Array(paragraph.units[start..<min(paragraph.units.count, start + 4 * LineBreaker.restartWindow)])
                near = ArraySlice(BreakOpportunities.positions(in: window).map { $0 + start }.filter { $0 <= start + LineBreaker.restartWindow })
            }
        }

        subscript(index: Int) -> Int {
            if index < near.count { return near[near.startIndex + index] }
            let far = cursor + index - near.count
            return far < paragraph.opportunities.count ? paragraph.opportunities[far] : paragraph.units.count
        }
    }

    /// The line from `start` showing `start..<content`, its leading spaces sized apart when it
    /// starts the paragraph.
    private func line(start: Int, content: Int, next: Int, hyphenated: Bool = false) -> BrokenLine {
        var textStart = start
        if start == 0 {
            while textStart < content && isSpace(paragraph.units[textStart]) { textStart += 1 }
        }
        let leading = paragraph.measure(start..<textStart, snap: fit.snapped)
        let text = paragraph.measure(textStart..<content, snap: fit.snapped)
        let hyphen = hyphenated ? paragraph.face.hyphenAdvance : 0
        return BrokenLine(content: start..<content, next: next, isHyphenated: hyphenated,
                          advance: leading.advance + text.advance + hyphen,
                          snapped: leading.snapped + text.snapped + fit.snapped(hyphen))
    }

    private func isSpace(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x09 }

    /// `end` less the spaces before it, which hang.
    private func contentEnd(from start: Int, to end: Int) -> Int {
        var content = end
        while content > start && isSpace(paragraph.units[content - 1]) { content -= 1 }
        return content
    }

    private func furthestFit(from start: Int, ends: Ends) -> BrokenLine? {
        let units = paragraph.units
        var best: BrokenLine?
        var index = 0
        while true {
            let end = ends[index]
            let content = contentEnd(from: start, to: end)
            let plain = line(start: start, content: content, next: end)
            // Past the first overflow nothing further can fit: stop, as Chromium rewinds from there.
            guard fit.fits(plain.snapped) else { break }
            if end < units.count && units[end - 1] == 0xAD {
                let hyphenated = line(start: start, content: content, next: end, hyphenated: true)
                if fit.fits(hyphenated.snapped) { best = hyphenated }
            } else {
                best = plain
            }
            if end == units.count { break }
            index += 1
        }
        return best
    }

    /// overflow-wrap: break-word: the longest run of whole grapheme clusters that fits, at least
    /// one; when that is the whole word, the spaces after it hang as usual.
    private func splitWord(from start: Int, ends: Ends) -> BrokenLine {
        let units = paragraph.units
        let end = ends[0]
        let content = contentEnd(from: start, to: end)
        let boundaries = paragraph.graphemeBoundaries
        var index = firstIndex(in: boundaries, after: start)
        func candidate(_ boundary: Int) -> BrokenLine {
            let whole = boundary >= content
            let hyphenated = units[boundary - 1] == 0xAD
            return line(start: start, content: min(boundary, content), next: whole ? end : boundary, hyphenated: hyphenated)
        }
        var chosen = candidate(index < boundaries.count ? boundaries[index] : units.count)
        index += 1
        while index < boundaries.count && boundaries[index] <= content {
            let boundary = boundaries[index]
            index += 1
            if boundary < units.count && units[boundary] == 0xAD { continue }
            let next = candidate(boundary)
            guard fit.fits(next.snapped) else { break }
            chosen = next
        }
        return chosen
    }

    /// The index of the first element of the sorted `values` greater than `value`.
    private func firstIndex(in values: [Int], after value: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
