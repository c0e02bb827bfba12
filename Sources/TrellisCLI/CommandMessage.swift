import Foundation
import Synchronization

/// The one shape of every message the command prints about a failure,
/// `<tool> [command]: error: <what went wrong>`, and the name it gives itself.
public enum CommandMessage {
    /// The tool's name in errors, usage and help: the running executable's own file name, so a
    /// site's `Docs` says `Docs render: error: …` and the project's `trellis` says `trellis`.
    /// Set it to name the tool otherwise (tests that pin messages set "trellis").
    public static var toolName: String {
        get { scopedName ?? name.withLock { $0 } }
        set { name.withLock { $0 = newValue } }
    }

    /// The last path component of a program path (`CommandLine.arguments[0]`); "trellis" when
    /// there is none, as when a host starts the process without one.
    public static func executableName(fromProgramPath path: String?) -> String {
        guard let path, let last = path.split(separator: "/").last, !last.isEmpty else { return "trellis" }
        return String(last)
    }

    /// A name for one task tree only, so a test can run a tool of another name beside tests that
    /// pin `trellis`.
    @TaskLocal static var scopedName: String?

    private static let name = Mutex<String>(executableName(fromProgramPath: CommandLine.arguments.first))

    /// `trellis render: error: <message>`; without a command, `trellis: error: <message>`.
    public static func error(_ message: String, command: String? = nil) -> String {
        toolName + (command.map { " " + $0 } ?? "") + ": error: " + message
    }

    /// `trellis render: warning: <message>`.
    static func warning(_ message: String, command: String) -> String {
        toolName + " " + command + ": warning: " + message
    }

    /// The line after a usage error: where the help is.
    static func helpHint(command: String?) -> String {
        "Run '\(toolName) help\(command.map { " " + $0 } ?? "")' for usage."
    }

    /// `text` with each mention of the command by name (`trellis render`, `trellis:`) given the
    /// tool's own name; the help texts are written naming `trellis`.
    static func naming(_ text: String) -> String {
        let tool = toolName
        guard tool != "trellis" else { return text }
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: "trellis") {
            let before = range.lowerBound == rest.startIndex ? (result.last ?? " ") : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound < rest.endIndex ? rest[range.upperBound] : " "
            result += rest[..<range.lowerBound]
            let standsAlone = !(before.isLetter || before == "." || before == "/" || before == "-")
                && (after == " " || after == ":" || after == "\n")
            result += standsAlone ? tool : "trellis"
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}

/// The version `trellis --version` prints.
public enum TrellisVersion {
    /// The version number, as `--version` prints it after the tool's name.
    public static let current = "0.13.0"
}
