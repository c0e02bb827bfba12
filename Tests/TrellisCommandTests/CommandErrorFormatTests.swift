import Foundation
import Testing
@testable import TrellisCLI
import TrellisSite
@testable import TrellisTestSupport

/// Every command says what went wrong the same way: `trellis [command]: error: …`, then where its
/// help is for a usage error.
@MainActor @Suite struct CommandErrorFormatTests {
    /// The command as `TrellisTool` wires it, over one page, printing into a buffer.
    private func errors(_ arguments: [String]) async -> (status: Int32, lines: [Substring]) {
        let captured = CapturedOutput()
        let command = TrellisCommandLine(
            pages: [greetingPage], check: nil, validateCommand: ValidateCommand.run,
            checkCommand: { arguments, output in await CheckCommand.run(arguments, pages: [greetingPage], output: output) },
            output: captured.commandOutput)
        let status = await command.run(arguments: arguments)
        return (status, captured.standardError.split(separator: "\n"))
    }

    @Test func everyCommandsErrorsShareOneFormat() async {
        let cases: [(arguments: [String], command: String?)] = [
            ([], nil), (["paint"], nil), (["--verbose"], nil), (["help", "paint"], nil),
            (["render", "--thme", "x"], "render"), (["render", "--canvas", "0x0"], "render"),
            (["validate"], "validate"), (["validate", "/nonexistent/x.svg"], "validate"),
            (["check"], "check"), (["check", "--contrast=strict"], "check"), (["check", "--contrast", "--record"], "check"),
        ]
        for (arguments, command) in cases {
            let (status, lines) = await errors(arguments)
            #expect(status == 2, "\(arguments)")
            let prefix = "trellis" + (command.map { " " + $0 } ?? "") + ": error: "
            #expect(lines.first?.hasPrefix(prefix) == true, "\(arguments): \(lines)")
            #expect(lines.allSatisfy { $0.hasPrefix(prefix) || $0.hasPrefix("Run 'trellis help") }, "\(arguments): \(lines)")
        }
    }

    @Test func versionPrintsTheToolAndItsVersion() async {
        let captured = CapturedOutput()
        let command = TrellisCommandLine(pages: [greetingPage], output: captured.commandOutput)
        #expect(await command.run(arguments: ["--version"]) == 0)
        #expect(captured.standardOutput == "trellis \(TrellisVersion.current)\n")
        #expect(await command.run(arguments: ["--version", "x"]) == 2)
    }

    @Test func aTypoGetsTheNearestWordAndAnotherWordGetsNone() {
        #expect(DidYouMean.suggestion(for: "rednre", among: TrellisInvocation.commands) == "render")
        #expect(DidYouMean.suggestion(for: "--forma", among: ["--format", "--out"]) == "--format")
        #expect(DidYouMean.suggestion(for: "deploy", among: TrellisInvocation.commands) == nil)
        #expect(DidYouMean.suggestion(for: "chek", among: TrellisInvocation.commands) == "check")
    }
}
