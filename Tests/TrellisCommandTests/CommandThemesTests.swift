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
        #expect(captured.standardError.contains("unknown theme 'Tulip'; known themes: Marigold, Sunflower, Brinjal, Acme, or all"))
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
        #expect(captured.standardError == "trellis render: error: --tokens: \(file): colors.background: alias {colors.nowhere} names no token\n")
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
        #expect(captured.standardError.contains("unknown theme 'Tulip'; known themes: Marigold, Sunflower, Brinjal"))
        #expect(await command.run(arguments: ["tokens", "import"]) == 2)
    }
}
