import Foundation

/// Where the command writes: standard output for results, standard error for progress and errors.
/// Tests substitute closures that collect the text.
public struct CommandOutput: Sendable {
    /// Receives results: rendered paths, reports, help.
    public var standardOutput: @Sendable (String) -> Void
    /// Receives progress and errors.
    public var standardError: @Sendable (String) -> Void

    /// Creates an output that hands results to `standardOutput` and progress and errors to
    /// `standardError`; each is given text with its line ends.
    public init(standardOutput: @escaping @Sendable (String) -> Void, standardError: @escaping @Sendable (String) -> Void) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// Writes to the process's standard output and standard error.
    public static let standard = CommandOutput(
        standardOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) })

    func line(_ text: String) { standardOutput(text + "\n") }
    func error(_ text: String) { standardError(text + "\n") }
}
