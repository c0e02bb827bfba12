import TrellisSite
import TrellisValidation

/// `trellis validate FILE…`: the validation library's tool, printed through the command's output.
enum ValidateCommand {
    @MainActor
    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let outcome = ValidateTool.run(arguments: arguments)
        if !outcome.output.isEmpty { output.standardOutput(outcome.output) }
        if !outcome.errors.isEmpty { output.standardError(commandErrors(outcome.errors)) }
        return outcome.exitStatus
    }

    /// The validation tool's `error: …` and `usage: …` lines in the command's one error format.
    static func commandErrors(_ errors: String) -> String {
        var out = ""
        for line in errors.split(separator: "\n") {
            if line.hasPrefix("error: ") {
                out += CommandMessage.error(String(line.dropFirst(7)), command: "validate") + "\n"
            } else if line.hasPrefix("usage: ") {
                out += CommandMessage.helpHint(command: "validate") + "\n"
            } else {
                out += line + "\n"
            }
        }
        return out
    }
}
