import Foundation
import Testing
import Trellis
@testable import TrellisCLI
import TrellisSite
@testable import TrellisTestSupport

/// A team's own themes reach the command: given to the tool in Swift, or as `--tokens` files,
/// and written back out with `trellis tokens export`.
@MainActor @Suite struct CommandThemesTests {
    private static var acme: Theme {
        var theme = Theme(name: "Acme")
        theme.colors.background = Color(light: Color(rgb: 0xEEF4FF), dark: Color(rgb: 0x0B1830))
        theme.colors.text = Color(light: Color(rgb: 0x0B1830), dark: Color(rgb: 0xEEF4FF))
        return theme
    }

    private func makeCommand(themes: [Theme] = [acme]) -> (TrellisCommandLine, CapturedOutput) {
        let captured = CapturedOutput()
        return (TrellisCommandLine(pages: [greetingPage], check: libxml2Check, output: captured.commandOutput, themes: themes), captured)
    }

    @Test func theToolsOwnThemesAreRenderedAndListedInTheIndex() async throws {
        let temp = try TemporaryDirectory()
        let (command, captured) = makeCommand()
        #expect(await command.run(arguments: ["render", "-q", "--out", temp.path]) == 0, "\(captured.standardError)")
        let page = try String(contentsOfFile: temp.path + "/acme/greeting.html", encoding: .utf8)
        #expect(page.contains("#EEF4FF") || page.contains("#eef4ff"))
        let index = try String(contentsOfFile: temp.path + "/index.html", encoding: .utf8)
        #expect(index.contains(">Acme<"))
        // Only the themes the tool was given: no built-in theme the team did not ask for.
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/marigold"))
    }

    @Test func anUnknownThemeListsTheToolsThemes() async {
        let (command, captured) = makeCommand(themes: Theme.all + [Self.acme])
        #expect(await command.run(arguments: ["render", "--theme", "Tulip"]) == 2)
        #expect(captured.standardError.contains("unknown theme 'Tulip'; known themes: System, Marigold, Sunflower, Brinjal, Acme, or all"))
    }

    @Test func aTokensFileIsAThemeAndItsDarkValuesDrawTheDarkPage() async throws {
        let temp = try TemporaryDirectory()
        let file = temp.path + "/acme.resolver.json"
        try Self.acme.designTokensResolver().write(toFile: file, atomically: true, encoding: .utf8)
        let (command, captured) = makeCommand(themes: Theme.all)
        #expect(await command.run(arguments: ["render", "-q", "--tokens", file, "--color-scheme", "all", "--out", temp.path + "/out"]) == 0,
                "\(captured.standardError)")
        let dark = try String(contentsOfFile: temp.path + "/out/acme/greeting.dark.html", encoding: .utf8)
        #expect(dark.uppercased().contains("#0B1830"))
        // Without --theme the run draws the token themes only.
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/out/marigold"))
        let (both, _) = makeCommand(themes: Theme.all)
        #expect(await both.run(arguments: ["render", "-q", "--tokens", file, "--theme", "acme,brinjal", "--out", temp.path + "/two"]) == 0)
        #expect(FileManager.default.fileExists(atPath: temp.path + "/two/brinjal/greeting.html"))
        #expect(FileManager.default.fileExists(atPath: temp.path + "/two/acme/greeting.html"))
    }

    @Test func aBrokenTokensFileStopsTheRunNamingFileAndToken() async throws {
        let temp = try TemporaryDirectory()
        let file = temp.path + "/bad.tokens.json"
        try #"{ "colors": { "$type": "color", "background": { "$value": "{colors.nowhere}" } } }"#
            .write(toFile: file, atomically: true, encoding: .utf8)
        let (command, captured) = makeCommand()
        #expect(await command.run(arguments: ["render", "-q", "--tokens", file, "--out", temp.path + "/out"]) == 1)
        // Every problem in one run: the broken alias, then each required color the file lacks.
        #expect(captured.standardError == "trellis render: error: --tokens: \(file): colors.background: alias {colors.nowhere} names no token\n"
            + ["text", "subText", "tint"].map {
                "trellis render: error: --tokens: \(file): colors.\($0): the theme needs this color token, and no source has it\n"
            }.joined())
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/out"))
    }

    /// `check` takes `--tokens` from the table `render` takes it from: the contrast of a design
    /// system's own theme is checked from the command line, and a golden check covers it too.
    @Test func checkTakesTokensAsRenderDoes() async throws {
        let temp = try TemporaryDirectory()
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/examples/harbor/harbor.resolver.json").path
        let captured = CapturedOutput()
        let status = await CheckCommand.run(
            ["--contrast", "--tokens", examples, "--color-scheme", "all"], pages: [greetingPage], themes: Theme.all,
            output: captured.commandOutput)
        #expect(status == 0, "\(captured.standardError)")
        #expect(captured.standardOutput.contains("Harbor"), "\(captured.standardOutput)")
        #expect(!captured.standardOutput.contains("Marigold"), "without --theme, the files' themes only")
        let goldens = CapturedOutput()
        #expect(await CheckCommand.run(
            ["--golden", temp.path + "/g", "--record", "--tokens", examples, "--theme", "harbor,marigold", "--format", "dump"],
            pages: [greetingPage], themes: Theme.all, output: goldens.commandOutput, environment: [:]) == 0, "\(goldens.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path + "/g").sorted() == [
            "greeting.harbor.dark.dump", "greeting.harbor.light.dump", "greeting.marigold.dark.dump", "greeting.marigold.light.dump",
        ])
        // Goldens render as every machine does: a brand-font folder is for --contrast only.
        #expect(await CheckCommand.run(["--golden", temp.path + "/g", "--fonts", temp.path], pages: [greetingPage], output: goldens.commandOutput) == 2)
        #expect(goldens.standardError.contains("--fonts applies to --contrast only"))
    }

    @Test func aTokensFileMissingSeveralTokensNamesEachInOneRun() async throws {
        let temp = try TemporaryDirectory()
        let file = temp.path + "/partial.tokens.json"
        try ##"{ "colors": { "$type": "color", "background": { "$value": "#ffffff" } } }"##.write(toFile: file, atomically: true, encoding: .utf8)
        for command in ["render", "check"] {
            let (tool, captured) = makeCommand()
            let arguments = command == "render" ? ["render", "-q", "--tokens", file, "--out", temp.path + "/out"] : []
            let status = command == "render" ? await tool.run(arguments: arguments)
                : await CheckCommand.run(["--contrast", "--tokens", file], pages: [greetingPage], output: captured.commandOutput)
            #expect(status == 1)
            #expect(captured.standardError == ["text", "subText", "tint"].map {
                "trellis \(command): error: --tokens: \(file): colors.\($0): the theme needs this color token, and no source has it\n"
            }.joined())
        }
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/out"))
    }

    @Test func tokensExportWritesAThemeThatReadsBackTheSame() async throws {
        let temp = try TemporaryDirectory()
        let (command, captured) = makeCommand(themes: Theme.all)
        #expect(await command.run(arguments: ["tokens", "export", "--theme", "sunflower"]) == 0)
        #expect(captured.standardOutput == Theme.sunflower.designTokensResolver())
        let file = temp.path + "/sun.resolver.json"
        #expect(await command.run(arguments: ["tokens", "export", "--theme", "Sunflower", "--out", file]) == 0)
        let back = try Theme(designTokensFile: file)
        #expect(back.designTokensResolver() == Theme.sunflower.designTokensResolver())
        #expect(await command.run(arguments: ["tokens", "export", "--theme", "Tulip"]) == 2)
        #expect(captured.standardError.contains("unknown theme 'Tulip'; known themes: System, Marigold, Sunflower, Brinjal"))
        #expect(await command.run(arguments: ["tokens", "import"]) == 2)
    }
}
