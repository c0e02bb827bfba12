import Testing
@testable import TrellisValidation

/// The excerpt decodes only its window and resumes along a line; it must still show exactly what decoding the
/// whole line would: here checked against that simple reading, on a long line of mixed-width characters.
@Suite struct SourceLinesTests {
    static func reference(_ line: [Unicode.Scalar], column: Int) -> (String, Int) {
        guard line.count > SourceLines.longestShownLine else { return (String(String.UnicodeScalarView(line)), column) }
        let center = min(max(column - 1, 0), line.count)
        let first = max(0, center - 60)
        let last = min(line.count, center + 60)
        var text = first > 0 ? "…" : ""
        text += String(String.UnicodeScalarView(line[first..<last]))
        if last < line.count { text += "…" }
        return (text, column - first + (first > 0 ? 1 : 0))
    }

    @Test func windowsMatchDecodingTheWholeLine() {
        let unit: [Unicode.Scalar] = ["a", "é", "€", "🌱", "<", "b"]
        let long = (0..<3_000).map { unit[$0 % unit.count] }
        let document = "short line\n" + String(String.UnicodeScalarView(long)) + "\nlast"
        var bytes = Array(document.utf8)
        bytes.withUnsafeMutableBytes { raw in
            var lines = SourceLines(UnsafeRawBufferPointer(raw))
            // Increasing columns (the order problems come in), then a step back, then past the end.
            for column in [1, 2, 61, 62, 500, 1_234, 2_999, 3_000, 100, 3_050, 4_000] {
                let (text, shown) = lines.excerpt(line: 2, column: column)
                let (expected, expectedColumn) = Self.reference(long, column: column)
                #expect(text == expected, "column \(column)")
                #expect(shown == expectedColumn, "column \(column)")
            }
            #expect(lines.excerpt(line: 1, column: 3) == ("short line", 3))
            #expect(lines.excerpt(line: 3, column: 1) == ("last", 1))
            #expect(lines.excerpt(line: 4, column: 1) == ("", 0))
        }
    }
}
