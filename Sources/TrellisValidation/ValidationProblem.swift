/// One thing wrong with a document, located where a person can find it.
public struct ValidationProblem: Sendable, Hashable, CustomStringConvertible {
    /// Which of the validator's checks found the problem.
    public enum Check: String, Sendable, Hashable, CaseIterable {
        /// libxml2's XML parser: the bytes are not well-formed XML (or carry something Trellis refuses, such as
        /// entity declarations).
        case wellFormedness = "XML"
        /// The W3C SVG 1.1 DTD.
        case svgDTD = "SVG 1.1 DTD"
        /// The RELAX NG schema of the SVG subset Trellis writes.
        case svgSchema = "Trellis SVG schema"
        /// The RELAX NG schema of the HTML subset Trellis writes.
        case htmlSchema = "Trellis HTML schema"
        /// libxml2's HTML parser reads a different element structure (or raw text) than the XML parser.
        case htmlStructure = "HTML parser"
        /// HTML5's rules on what may sit inside what at any depth: no link or button inside another.
        case htmlNesting = "HTML nesting"
    }

    /// The check that found the problem, shown in brackets after the message (`[SVG 1.1 DTD]`).
    public var check: Check
    /// 1-based line in the document; 0 when the problem concerns the document as a whole.
    public var line: Int
    /// 1-based column in characters, as libxml2 counts them; 0 when unknown.
    public var column: Int
    /// libxml2's message (or the validator's own), without a trailing newline.
    public var message: String
    /// The document's text on `line`, shortened around `column` when it is very long (with `…` where it was
    /// cut), control characters shown as U+FFFD; empty for line 0.
    public var sourceLine: String
    /// Where `column` falls in `sourceLine`, counted in Unicode scalars; it differs from `column` only when the
    /// line was shortened. 0 when unknown.
    public var sourceColumn: Int

    /// Creates a problem found by `check` at `line` and `column`.
    ///
    /// - Parameters:
    ///   - check: The check that found it.
    ///   - line: The 1-based line, or 0 for the document as a whole.
    ///   - column: The 1-based column in characters, or 0 when unknown.
    ///   - message: What is wrong, without a trailing newline.
    ///   - sourceLine: The document's text on `line`, shortened around `column` if long.
    ///   - sourceColumn: Where `column` falls in `sourceLine`, in Unicode scalars.
    public init(check: Check, line: Int, column: Int, message: String, sourceLine: String, sourceColumn: Int) {
        self.check = check
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
        self.sourceColumn = sourceColumn
    }

    /// `line:column: message [check]`, the part of the report that names the problem.
    public var description: String {
        "\(line):\(column): \(message) [\(check.rawValue)]"
    }
}
