/// The one shape of every message the command prints about a failure,
/// `<tool> [command]: error: <what went wrong>`, and the name it gives itself.
public enum CommandMessage {
    /// The tool's name in errors, usage and help. One place, so that a site's own executable can
    /// name itself instead (`Docs render: error: …`).
    public static var toolName: String { "trellis" }

    /// `trellis render: error: <message>`; without a command, `trellis: error: <message>`.
    public static func error(_ message: String, command: String? = nil) -> String {
        toolName + (command.map { " " + $0 } ?? "") + ": error: " + message
    }

    /// The line after a usage error: where the help is.
    static func helpHint(command: String?) -> String {
        "Run '\(toolName) help\(command.map { " " + $0 } ?? "")' for usage."
    }
}

/// The version `trellis --version` prints.
public enum TrellisVersion {
    public static let current = "0.13.0"
}
