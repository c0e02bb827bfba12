/// One paragraph (text between hard line breaks) shaped once in one face, so that any of its
/// substrings can be measured in constant time: the width of a line is a difference of two
/// running sums, as Chromium measures a line inside its paragraph's shape result.
///
/// Where kerning or a ligature joins the glyphs on both sides of a position (DejaVu kerns "-Y",
/// "-T"; Inter kerns around spaces), HarfBuzz marks it unsafe to break, and a line that starts or
/// ends there has that end reshaped on its own, as Chromium's line breaker reshapes a line's ends.
///
/// A paragraph of styled runs (Markdown, `Text + Text`) is shaped run by run, each in its own face
/// and scaled to `face`'s units at the text's size; runs in the same face and size are shaped
/// together, as Chromium shapes neighbouring items of one font. Chromium rounds each item's width
/// up to 1/64 px on its own, so a line's width is measured in pieces, one per run.
final class ShapedParagraph: Sendable {
    /// A stretch of the paragraph in one face: `scale` takes its design units to `face`'s at the
    /// text's size.
    struct Segment: Hashable, Sendable {
        var range: Range<Int>
        var face: FontFace
        var scale: Double

        static func == (a: Segment, b: Segment) -> Bool { a.range == b.range && a.face === b.face && a.scale == b.scale }
        func hash(into hasher: inout Hasher) {
            hasher.combine(range)
            hasher.combine(ObjectIdentifier(face))
            hasher.combine(scale)
        }
    }

    /// The paragraph in UTF-16, the unit of `TextLine.range`.
    let units: [UInt16]
    /// `units` as shaped (tabs as spaces).
    private let shapedUnits: [UInt16]
    let face: FontFace
    /// Where a line may start, strictly inside the paragraph (BreakOpportunities).
    let opportunities: [Int]
    /// The ends of its grapheme clusters (Swift's Characters), the last one `units.count`.
    let graphemeBoundaries: [Int]
    /// `offsets[i]`: the advance, in design units, of the glyphs of the clusters before offset i.
    private let offsets: [Int]
    /// Whether a line may start or end at offset i without reshaping.
    private let safe: [Bool]
    /// The runs' faces, in order; one segment over the whole paragraph for a text of one style.
    let segments: [Segment]
    /// Design units added after every cluster (CSS letter-spacing: Chromium adds it after each
    /// character, the last one included, and keeps kerning). Fractional: a range adds it once per
    /// cluster, rounded up once, so a line is at most one design unit wider than Chromium's float
    /// sum and never narrower (a box the engine sizes never wraps in the browser).
    let letterSpacing: Double
    /// `clusters[i]`: how many clusters start before offset i.
    private let clusters: [Int]

    init(_ text: Substring, face: FontFace, segments runs: [Segment] = [], letterSpacing: Double = 0) {
        let units = Array(text.utf16)
        let segments = runs.isEmpty ? [Segment(range: 0..<units.count, face: face, scale: 1)] : runs
        // DejaVu has no glyph for a tab: it is shaped as a space (what canvas measureText does),
        // not advanced to a tab stop as a pre-wrap line does (a known gap).
        let shaped = units.map { $0 == 0x09 ? 0x20 : $0 }
        var advances = [Int](repeating: 0, count: units.count + 1)
        var clusterStart = [Bool](repeating: false, count: units.count + 1)
        var unsafe = [Bool](repeating: false, count: units.count + 1)
        shaped.withUnsafeBufferPointer { buffer in
            for group in Self.shapingGroups(segments) {
                let segment = segments[group.lowerBound]
                let range = segment.range.lowerBound..<segments[group.upperBound - 1].range.upperBound
                segment.face.shape(buffer, range: range) { cluster, advance, unsafeToBreak in
                    advances[cluster] += Self.scaled(advance, segment.scale)
                    clusterStart[cluster] = true
                    if unsafeToBreak { unsafe[cluster] = true }
                }
            }
        }
        var offsets = [Int](repeating: 0, count: units.count + 1)
        var clusters = [Int](repeating: 0, count: letterSpacing == 0 ? 0 : units.count + 1)
        var safe = [Bool](repeating: false, count: units.count + 1)
        var total = 0
        var clusterCount = 0
        for index in 0...units.count {
            offsets[index] = total
            total += advances[index]
            if letterSpacing != 0 {
                clusters[index] = clusterCount
                if index < units.count, clusterStart[index] { clusterCount += 1 }
            }
            safe[index] = index == 0 || index == units.count || (clusterStart[index] && !unsafe[index])
        }
        self.units = units
        self.shapedUnits = shaped
        self.face = face
        opportunities = BreakOpportunities.positions(in: units)
        var boundaries: [Int] = []
        var offset = 0
        for character in text {
            offset += character.utf16.count
            boundaries.append(offset)
        }
        graphemeBoundaries = boundaries
        self.offsets = offsets
        self.safe = safe
        self.segments = segments
        self.letterSpacing = letterSpacing
        self.clusters = clusters
    }

    /// The letter-spacing `range` adds, in design units, rounded up.
    private func spacing(_ range: Range<Int>) -> Int {
        guard letterSpacing != 0 else { return 0 }
        return Int((Double(clusters[range.upperBound] - clusters[range.lowerBound]) * letterSpacing - 1e-9).rounded(.up))
    }

    /// The letter-spacing of one character (the ellipsis), in design units, rounded up.
    var characterSpacing: Int { Int((letterSpacing - 1e-9).rounded(.up)) }

    /// The non-empty part `a` and `b` share, if any.
    private static func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int>? {
        let lower = max(a.lowerBound, b.lowerBound), upper = min(a.upperBound, b.upperBound)
        return lower < upper ? lower..<upper : nil
    }

    private static func scaled(_ advance: Int, _ scale: Double) -> Int {
        scale == 1 ? advance : Int((Double(advance) * scale).rounded())
    }

    /// Neighbouring segments in one face and size, which shape as one.
    private static func shapingGroups(_ segments: [Segment]) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var start = 0
        for index in 1...segments.count {
            if index == segments.count || segments[index].face !== segments[start].face || segments[index].scale != segments[start].scale {
                groups.append(start..<index)
                start = index
            }
        }
        return groups
    }

    /// The advance of `units[range]` in design units, and its width as Chromium sizes it: each
    /// run's piece snapped by `snap` (rounded up to 1/64 px) on its own.
    func measure(_ range: Range<Int>, snap: (Int) -> Int) -> (advance: Int, snapped: Int) {
        if segments.count == 1 {
            let advance = advance(range)
            return (advance, snap(advance))
        }
        var total = 0, snapped = 0
        for segment in segments {
            guard let piece = Self.overlap(range, segment.range) else { continue }
            let advance = advance(piece)
            total += advance
            snapped += snap(advance)
        }
        return (total, snapped)
    }

    /// The advance of `units[range]` as a line of its own, in design units. Only its ends are
    /// reshaped, as Chromium reshapes a line's: from its start to the first position after it that
    /// is safe to break, and from the last such position before its end; between them the
    /// paragraph's own shaping holds. Reshaping the whole line instead cost the line's length at
    /// every end tried, and in Inter most ends are unsafe; this way a measure costs its two ends.
    func advance(_ range: Range<Int>) -> Int {
        if safe[range.lowerBound] && safe[range.upperBound] {
            return offsets[range.upperBound] - offsets[range.lowerBound] + spacing(range)
        }
        var head = range.lowerBound
        while head < range.upperBound && !safe[head] { head += 1 }
        var tail = range.upperBound
        while tail > head && !safe[tail] { tail -= 1 }
        return reshaped(range.lowerBound..<head) + offsets[tail] - offsets[head] + reshaped(tail..<range.upperBound) + spacing(range)
    }

    /// The advance of `units[range]` shaped on its own, in design units.
    private func reshaped(_ range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        var total = 0
        shapedUnits.withUnsafeBufferPointer { buffer in
            for segment in segments {
                guard let piece = Self.overlap(range, segment.range) else { continue }
                segment.face.shape(buffer, range: piece) { _, advance, _ in total += Self.scaled(advance, segment.scale) }
            }
        }
        return total
    }
}
