import Foundation
import Trellis

/// `trellis tokens export --theme NAME [--out FILE]`: a theme, written in Swift or read from
/// `--tokens`, as one DTCG 2025.10 resolver file, which `--tokens` reads back.
enum TokensCommand {
    static let parser = CommandOptionParser(command: "tokens export", options: [
        .init("--theme", .value), .init("--out", .path), .init("--tokens", .path),
    ])

    @MainActor
    static func run(_ arguments: [String], themes: [Theme], output: CommandOutput) -> Int32 {
        guard arguments.first == "export" else {
            let given = arguments.first.map { "unknown tokens command '\($0)'" } ?? "no tokens command given"
            output.standardError(UsageError(given + "; tokens commands: export", command: "tokens").report)
            return TrellisCommandLine.ExitStatus.usage
        }
        let parsed: ParsedOptions
        let name: String
        let outputPath: String?
        do throws(UsageError) {
            parsed = try parser.parse(Array(arguments.dropFirst()))
            guard let given = try parsed.single("--theme", in: parser) else { throw parser.error("--theme NAME is required") }
            name = given
            outputPath = try parsed.single("--out", in: parser)
        } catch {
            output.standardError(error.report)
            return TrellisCommandLine.ExitStatus.usage
        }
        var known = themes
        for file in parsed.list("--tokens") {
            do {
                known.append(try Theme(designTokensFile: file))
            } catch {
                output.error(CommandMessage.error("--tokens: " + error.description, command: "tokens export"))
                return TrellisCommandLine.ExitStatus.failure
            }
        }
        let theme: Theme
        do {
            theme = try Theme(named: name, in: known)
        } catch {
            output.standardError(parser.error(error.description).report)
            return TrellisCommandLine.ExitStatus.usage
        }
        let text = theme.designTokensResolver()
        guard let path = outputPath else {
            output.standardOutput(text)
            return TrellisCommandLine.ExitStatus.success
        }
        do {
            // Atomic: a failed write leaves no half a file.
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            output.error(CommandMessage.error("cannot write \(path): \(error.localizedDescription)", command: "tokens export"))
            return TrellisCommandLine.ExitStatus.failure
        }
        return TrellisCommandLine.ExitStatus.success
    }
}
