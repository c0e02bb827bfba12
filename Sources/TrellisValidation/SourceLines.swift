import Foundation

/// Finds the text of a line in the document's bytes, for showing each problem where it is.
///
/// The index of line starts is built on the first request, so a valid document never pays for it. Only the
/// shown window of a line is decoded, and the walk to a column resumes where the previous one on the same line
/// stopped: a hostile file can be one 100 MB line with a problem every few bytes along it.
struct SourceLines {
    /// Lines longer than this many scalars are shown as a window around the column.
    static let longestShownLine = 160
    private static let contextScalars = 60

    private let bytes: UnsafeRawBufferPointer
    private var lineStarts: [Int]?
    /// The last scalar position found: (line, scalar index in the line, byte offset in the document).
    private var cursor: (line: Int, scalar: Int, offset: Int)?

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The excerpt of `line` to show and the column within it; ("", 0) for a line outside the document.
    mutating func excerpt(line: Int, column: Int) -> (text: String, column: Int) {
        let starts = lineStarts ?? Self.indexLines(bytes)
        lineStarts = starts
        guard line >= 1, line <= starts.count else { return ("", 0) }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }

        // Short lines are shown whole.
        let (shortEnd, shortCount) = advance(from: start, scalars: Self.longestShownLine + 1, before: end)
        if shortEnd == end, shortCount <= Self.longestShownLine {
            return (Self.shown(bytes, start..<end), column >= 1 ? column : 0)
        }
        // The window: 60 scalars either side of the column, the column moved back to the line's end if past it.
        let (centerByte, center) = offset(ofScalar: max(column - 1, 0), line: line, lineStart: start, lineEnd: end)
        let first = max(0, center - Self.contextScalars)
        let firstByte = retreat(from: centerByte, scalars: center - first, after: start)
        let lastByte = advance(from: centerByte, scalars: Self.contextScalars, before: end).offset
        var text = first > 0 ? "…" : ""
        text += Self.shown(bytes, firstByte..<lastByte)
        if lastByte < end { text += "…" }
        let shownColumn = column >= 1 ? column - first + (first > 0 ? 1 : 0) : 0
        return (text, shownColumn)
    }

    /// The byte offset of the `scalar`-th scalar of the line (0-based) and that index, or the line's end and how
    /// many scalars the line has.
    private mutating func offset(ofScalar scalar: Int, line: Int, lineStart: Int, lineEnd: Int) -> (offset: Int, scalar: Int) {
        var from = (scalar: 0, offset: lineStart)
        if let cursor, cursor.line == line, cursor.scalar <= scalar { from = (cursor.scalar, cursor.offset) }
        let (offset, count) = advance(from: from.offset, scalars: scalar - from.scalar, before: lineEnd)
        let reached = from.scalar + count
        cursor = (line, reached, offset)
        return (offset, reached)
    }

    /// Steps over up to `scalars` scalars from `offset` (a scalar's first byte), stopping at `end`.
    private func advance(from offset: Int, scalars: Int, before end: Int) -> (offset: Int, count: Int) {
        var position = offset
        var count = 0
        while position < end, count < scalars {
            position += 1
            while position < end, bytes[position] & 0xC0 == 0x80 { position += 1 }
            count += 1
        }
        return (position, count)
    }

    /// Steps back over `scalars` scalars from `offset`, stopping at `start`.
    private func retreat(from offset: Int, scalars: Int, after start: Int) -> Int {
        var position = offset
        for _ in 0..<scalars where position > start {
            position -= 1
            while position > start, bytes[position] & 0xC0 == 0x80 { position -= 1 }
        }
        return position
    }

    private static func indexLines(_ bytes: UnsafeRawBufferPointer) -> [Int] {
        var starts = [0]
        guard let base = bytes.baseAddress else { return starts }
        var offset = 0
        while offset < bytes.count,
              let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), bytes.count - offset) {
            offset = base.distance(to: UnsafeRawPointer(found)) + 1
            starts.append(offset)
        }
        return starts
    }

    /// The bytes as text, control characters replaced: they would garble a terminal; tab stays so the caret
    /// still lines up.
    private static func shown(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> String {
        var text = String.UnicodeScalarView()
        for scalar in String(decoding: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self).unicodeScalars {
            text.append(scalar == "\t" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) ? scalar : "\u{FFFD}")
        }
        return String(text)
    }
}
