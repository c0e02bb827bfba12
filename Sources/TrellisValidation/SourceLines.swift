import Foundation

/// Finds the text of a line in the document's bytes, for showing each problem where it is.
///
/// The index of line starts is built on the first request, so a valid document never pays for it.
struct SourceLines {
    /// Lines longer than this many scalars are shown as a window around the column.
    static let longestShownLine = 160
    private static let contextScalars = 60

    private let bytes: UnsafeRawBufferPointer
    private var lineStarts: [Int]?

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
        let scalars = Array(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            .unicodeScalars)
        return Self.window(scalars, column: column)
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

    private static func window(_ scalars: [Unicode.Scalar], column: Int) -> (text: String, column: Int) {
        var first = 0
        var last = scalars.count
        if scalars.count > longestShownLine {
            let center = min(max(column - 1, 0), scalars.count)
            first = max(0, center - contextScalars)
            last = min(scalars.count, center + contextScalars)
        }
        var text = String.UnicodeScalarView()
        if first > 0 { text.append("…") }
        for scalar in scalars[first..<last] {
            text.append(Self.isShownRaw(scalar) ? scalar : "\u{FFFD}")
        }
        if last < scalars.count { text.append("…") }
        let shownColumn = column >= 1 ? column - first + (first > 0 ? 1 : 0) : 0
        return (String(text), shownColumn)
    }

    /// Control characters would garble a terminal; tab stays so the caret still lines up.
    private static func isShownRaw(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
