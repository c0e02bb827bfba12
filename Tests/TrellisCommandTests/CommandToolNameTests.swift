import Foundation
import Testing
import Trellis
@testable import TrellisCLI
import TrellisSite
@testable import TrellisTestSupport

/// A site's own executable names itself in its messages, and its themes reach every command.
@MainActor @Suite struct CommandToolNameTests {
    @Test func theToolIsNamedAfterTheProgramsFileName() {
        #expect(CommandMessage.executableName(fromProgramPath: "/home/team/.build/debug/Docs") == "Docs")
        #expect(CommandMessage.executableName(fromProgramPath: "trellis") == "trellis")
        #expect(CommandMessage.executableName(fromProgramPath: "./bin/acme-docs") == "acme-docs")
        #expect(CommandMessage.executableName(fromProgramPath: nil) == "trellis")
        #expect(CommandMessage.executableName(fromProgramPath: "") == "trellis")
    }

    @Test func errorsUsageHelpAndVersionUseTheToolsName() async {
        let captured = CapturedOutput()
        let command = TrellisCommandLine(pages: [greetingPage], output: captured.commandOutput)
        await CommandMessage.$scopedName.withValue("Docs") {
            #expect(await command.run(arguments: ["render", "--colour", "dark"]) == 2)
            #expect(await command.run(arguments: ["--help"]) == 0)
            #expect(await command.run(arguments: ["help", "check"]) == 0)
            #expect(await command.run(arguments: ["--version"]) == 0)
        }
        let error = captured.standardError
        #expect(error.hasPrefix("Docs render: error: unknown option '--colour'"), "\(error)")
        #expect(error.contains("Run 'Docs help render' for usage."))
        #expect(!error.contains("trellis"))
        let help = captured.standardOutput
        #expect(help.hasPrefix("Docs: render SwiftUI-style views"), "\(help)")
        #expect(help.contains("Usage: Docs COMMAND [OPTIONS]"))
        #expect(help.contains("Usage: Docs check --golden DIR"))
        // File names that merely contain the word keep it.
        #expect(help.contains("trellis-artifacts"))
        #expect(help.hasSuffix("Docs \(TrellisVersion.current)\n"))
    }

    @Test func checkPicksAmongTheToolsOwnThemes() async {
        var acme = Theme(name: "Acme")
        acme.colors.text = Color(rgb: 0x101010)
        acme.colors.background = Color(rgb: 0xFFFFFF)
        let captured = CapturedOutput()
        let status = await TrellisTool.run(
            pages: [greetingPage], themes: [acme], arguments: ["check", "--contrast", "--theme", "Acme", "--color-scheme", "light"],
            output: captured.commandOutput)
        #expect(status == 0, "\(captured.standardError)")
        #expect(captured.standardOutput.contains("Acme"), "\(captured.standardOutput)")
        #expect(!captured.standardOutput.contains("Marigold"))
    }
}
