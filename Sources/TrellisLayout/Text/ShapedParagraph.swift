/// One paragraph (text between hard line breaks) shaped once in one face, so that any of its
/// substrings can be measured in constant time: the width of a line is a difference of two
/// running sums, as Chromium measures a line inside its paragraph's shape result.
///
/// Where kerning or a ligature joins the glyphs on both sides of a position (DejaVu kerns "-Y",
/// "-T"), HarfBuzz marks it unsafe to break, and a line that starts or ends there is reshaped on
/// its own, as Chromium's line breaker reshapes a line's ends.
final class ShapedParagraph: Sendable {
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

    init(_ text: Substring, face: FontFace) {
        let units = Array(text.utf16)
        // DejaVu has no glyph for a tab: it is shaped as a space (what canvas measureText does),
        // not advanced to a tab stop as a pre-wrap line does (a known gap).
        let shaped = units.map { $0 == 0x09 ? 0x20 : $0 }
        var advances = [Int](repeating: 0, count: units.count + 1)
        var clusterStart = [Bool](repeating: false, count: units.count + 1)
        var unsafe = [Bool](repeating: false, count: units.count + 1)
        shaped.withUnsafeBufferPointer { buffer in
            face.shape(buffer, range: 0..<buffer.count) { cluster, advance, unsafeToBreak in
                advances[cluster] += advance
                clusterStart[cluster] = true
                if unsafeToBreak { unsafe[cluster] = true }
            }
        }
        var offsets = [Int](repeating: 0, count: units.count + 1)
        var safe = [Bool](repeating: false, count: units.count + 1)
        var total = 0
        for index in 0...units.count {
            offsets[index] = total
            total += advances[index]
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
    }

    /// The advance of `units[range]` as a line of its own, in design units.
    func advance(_ range: Range<Int>) -> Int {
        if safe[range.lowerBound] && safe[range.upperBound] {
            return offsets[range.upperBound] - offsets[range.lowerBound]
        }
        var total = 0
        shapedUnits.withUnsafeBufferPointer { buffer in
            face.shape(buffer, range: range) { _, advance, _ in total += advance }
        }
        return total
    }
}
