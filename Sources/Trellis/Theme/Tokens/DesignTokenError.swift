/// A design-token file that cannot become a theme: which file, which token, and what is wrong.
public struct DesignTokenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named (a path given on the command line, or a `$ref` inside a resolver).
    public var file: String
    /// The token's path, `colors.background`; nil when the problem is the file as a whole.
    public var tokenPath: String?
    /// What is wrong with the token or file.
    public var message: String
    /// The other problems found in the same reading, in the order they were found, so that one
    /// run names every missing or broken token rather than one per run.
    public var otherProblems: [DesignTokenError] = []

    /// This problem and the others found with it, one error each.
    public var problems: [DesignTokenError] {
        var first = self
        first.otherProblems = []
        return [first] + otherProblems
    }

    /// An error in `file`, at the token `tokenPath` when there is one.
    public init(file: String, tokenPath: String? = nil, message: String) {
        self.file = file
        self.tokenPath = tokenPath
        self.message = message
    }

    /// Every problem, one line each: the file, the token's path in it, and what is wrong.
    public var description: String {
        problems.map { $0.file + ($0.tokenPath.map { ": " + $0 } ?? "") + ": " + $0.message }.joined(separator: "\n")
    }

    /// One error holding every problem in `problems`; nil when there are none.
    static func combining(_ problems: [DesignTokenError]) -> DesignTokenError? {
        guard var first = problems.first else { return nil }
        first.otherProblems = Array(problems.dropFirst())
        return first
    }
}

/// What is wrong with one value, before the file and token it belongs to are known.
struct TokenValueProblem: Error {
    var message: String
}

extension Result where Failure == TokenValueProblem {
    static func problem(_ message: String) -> Self { .failure(TokenValueProblem(message: message)) }
}
