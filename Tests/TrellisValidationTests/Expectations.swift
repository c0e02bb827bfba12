@testable import TrellisValidation

/// A problem as the tests write it down: where, what, and which check.
struct Expected: Equatable, CustomStringConvertible {
    var check: ValidationProblem.Check
    var line: Int
    var column: Int
    var message: String

    init(_ check: ValidationProblem.Check, _ line: Int, _ column: Int, _ message: String) {
        self.check = check
        self.line = line
        self.column = column
        self.message = message
    }

    var description: String { "\(check) \(line):\(column) \(message)" }
}

extension ValidationReport {
    var expected: [Expected] {
        problems.map { Expected($0.check, $0.line, $0.column, $0.message) }
    }
}

extension String {
    /// The sample with one exact piece of text replaced; fails loudly if the piece is missing, so a test
    /// cannot silently check the unmodified sample.
    func replacing(_ piece: String, with replacement: String) -> String {
        precondition(contains(piece), "sample does not contain \(piece)")
        return replacingOccurrences(of: piece, with: replacement)
    }
}
