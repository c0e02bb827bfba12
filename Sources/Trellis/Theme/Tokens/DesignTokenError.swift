/// A design-token file that cannot become a theme: which file, which token, and what is wrong.
public struct DesignTokenError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file as it was named (a path given on the command line, or a `$ref` inside a resolver).
    public var file: String
    /// The token's path, `colors.background`; nil when the problem is the file as a whole.
    public var tokenPath: String?
    /// What is wrong with the token or file.
    public var message: String

    /// An error in `file`, at the token `tokenPath` when there is one.
    public init(file: String, tokenPath: String? = nil, message: String) {
        self.file = file
        self.tokenPath = tokenPath
        self.message = message
    }

    public var description: String {
        file + (tokenPath.map { ": " + $0 } ?? "") + ": " + message
    }
}

/// What is wrong with one value, before the file and token it belongs to are known.
struct TokenValueProblem: Error {
    var message: String
}

extension Result where Failure == TokenValueProblem {
    static func problem(_ message: String) -> Self { .failure(TokenValueProblem(message: message)) }
}
