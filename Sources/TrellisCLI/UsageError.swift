/// A command line that cannot be run; the message says what would have been valid.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong and what would have been valid.
    public var message: String
    /// The command the message is about, whose help to point at; nil for the command line as a whole.
    public var command: String?

    /// Creates a usage error saying `message` about `command` (nil for the whole command line).
    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String { message }

    /// What every command prints for a usage error, on standard error:
    /// `trellis render: error: …` and where its help is.
    var report: String {
        CommandMessage.error(message, command: command) + "\n" + CommandMessage.helpHint(command: command) + "\n"
    }
}
