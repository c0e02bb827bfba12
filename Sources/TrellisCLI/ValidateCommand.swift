import TrellisRender
import TrellisValidation

/// `trellis validate FILE…`: the validation library's tool, printed through the command's output.
enum ValidateCommand {
    @MainActor
    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        let outcome = ValidateTool.run(arguments: arguments)
        if !outcome.output.isEmpty { output.standardOutput(outcome.output) }
        if !outcome.errors.isEmpty { output.standardError(outcome.errors) }
        return outcome.exitStatus
    }
}
