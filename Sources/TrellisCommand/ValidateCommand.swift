import Foundation
import TrellisRender
import TrellisValidation

/// `trellis validate FILE…`, until the validation library ships its own tool.
enum ValidateCommand {
    @MainActor
    static func run(_ arguments: [String], output: CommandOutput) -> Int32 {
        guard !arguments.isEmpty else {
            output.standardError("trellis validate: no files given\nUsage: trellis validate FILE...\n")
            return TrellisCommandLine.ExitStatus.usage
        }
        var status = TrellisCommandLine.ExitStatus.success
        let validator = Validator()
        for path in arguments {
            guard let kind = DocumentKind(path: path) else {
                output.standardError("trellis validate: \(path): unknown kind; use .html, .htm or .svg\n")
                return TrellisCommandLine.ExitStatus.usage
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                output.standardError("trellis validate: \(path): cannot read\n")
                status = TrellisCommandLine.ExitStatus.failure
                continue
            }
            let report = validator.validate(data, as: kind)
            output.standardOutput(report.formatted(documentName: path))
            if !report.isValid { status = TrellisCommandLine.ExitStatus.failure }
        }
        return status
    }
}
