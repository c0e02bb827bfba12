/// The verdict on one document: every problem found, and which checks ran.
public struct ValidationReport: Sendable, Hashable {
    /// Whether the document was checked as HTML or as SVG.
    public var kind: DocumentKind
    /// The checks that ran, in order. The DTD and schema checks run only on well-formed documents.
    public var checks: [ValidationProblem.Check]
    /// Every problem, in the order the checks found them.
    public var problems: [ValidationProblem]
    /// True when the checks stopped at `Validator.maximumProblems`: there may be more.
    public var isTruncated: Bool

    /// Creates a report of the `problems` that `checks` found in a document of `kind`;
    /// `isTruncated` says the checks stopped at ``Validator/maximumProblems``.
    public init(
        kind: DocumentKind, checks: [ValidationProblem.Check], problems: [ValidationProblem], isTruncated: Bool = false
    ) {
        self.kind = kind
        self.checks = checks
        self.problems = problems
        self.isTruncated = isTruncated
    }

    /// Whether no check found a problem.
    public var isValid: Bool { problems.isEmpty }

    /// The report as `trellis validate` prints it, each problem as
    /// `NAME:LINE:COLUMN: error: MESSAGE [CHECK]`, then the offending line and a caret under the column.
    public func formatted(documentName name: String) -> String {
        guard !isValid else {
            return "\(name): valid (\(checks.map(\.rawValue).joined(separator: ", ")))\n"
        }
        var text = ""
        for problem in problems {
            text += "\(name):\(problem.line):\(problem.column): error: \(problem.message) [\(problem.check.rawValue)]\n"
            guard !problem.sourceLine.isEmpty else { continue }
            text += "    \(problem.sourceLine)\n"
            if let caret = Self.caretLine(under: problem.sourceLine, column: problem.sourceColumn) {
                text += "    \(caret)\n"
            }
        }
        let count = problems.count
        text += "\(name): invalid, \(count) problem\(count == 1 ? "" : "s")"
            + (isTruncated ? " (the checks stop after \(Validator.maximumProblems); fix these and run again)" : "") + "\n"
        return text
    }

    /// Spaces (tabs kept, so the caret lines up) then `^` under the column-th scalar.
    private static func caretLine(under sourceLine: String, column: Int) -> String? {
        guard column >= 1 else { return nil }
        var prefix = String.UnicodeScalarView()
        for scalar in sourceLine.unicodeScalars.prefix(column - 1) {
            prefix.append(scalar == "\t" ? "\t" : " ")
        }
        return String(prefix) + "^"
    }
}
