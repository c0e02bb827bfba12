import Foundation
import Testing
import Trellis
@testable import TrellisCLI
import TrellisGallery
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

@MainActor @Suite struct CommandLineTests {
    private func command(
        pages: [SitePage] = [greetingPage], check: DocumentCheck? = nil, concurrently: Bool = true
    ) -> (TrellisCommandLine, CapturedOutput) {
        let captured = CapturedOutput()
        let command = TrellisCommandLine(
            pages: pages, check: check, output: captured.commandOutput, rendersConcurrently: concurrently)
        return (command, captured)
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func helpPrintsUsageAndSucceeds() async {
        let (command, output) = command()
        #expect(await command.run(arguments: ["--help"]) == 0)
        #expect(output.standardOutput.contains("Usage: trellis COMMAND"))
        #expect(await command.run(arguments: ["render", "--help"]) == 0)
        #expect(output.standardOutput.contains("--templates DIR"))
    }

    @Test func usageErrorsExitWithTwoAndSayWhatIsValid() async {
        let (command, output) = command()
        #expect(await command.run(arguments: ["render", "--colour", "red"]) == 2)
        #expect(output.standardError.contains("unknown option '--colour'; valid options: --out, --format"))
        #expect(await command.run(arguments: ["render", "--theme", "mango"]) == 2)
        #expect(output.standardError.contains("known themes: System, Marigold, Sunflower, Brinjal"))
        #expect(await command.run(arguments: ["render", "--format", "pdf"]) == 2)
        #expect(output.standardError.contains("unknown format 'pdf'; formats: html, layout, svg"))
        #expect(await command.run(arguments: []) == 2)
    }

    @Test func validateHandsItsArgumentsToTheValidationTool() async {
        let captured = CapturedOutput()
        let command = TrellisCommandLine(
            pages: [],
            validateCommand: { arguments, output in
                output.standardOutput(arguments.joined(separator: ","))
                return arguments.count == 2 ? 1 : 0
            },
            output: captured.commandOutput)
        #expect(await command.run(arguments: ["validate", "a.html", "--weird"]) == 1)
        #expect(captured.standardOutput == "a.html,--weird")
    }

    @Test func checkIsAnHonestPlaceholder() async {
        let (command, output) = command()
        #expect(await command.run(arguments: ["check", "--golden", "goldens"]) == 2)
        #expect(output.standardError.contains("not built yet"))
    }

    @Test func renderWritesEveryPageTheIndexAndTheFonts() async throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/site"
        // Validation has its own test (SiteRenderTests.everyDocumentPassesLibxml2); this one is
        // about what lands on disk.
        let (command, output) = command()
        #expect(await command.run(arguments: ["render", "--out", out]) == 0, "\(output.standardError)")
        for theme in ["system", "marigold", "sunflower", "brinjal"] {
            #expect(contents("\(out)/\(theme)/greeting.html") != nil)
            #expect(contents("\(out)/\(theme)/greeting--details.html") != nil)
            #expect(contents("\(out)/\(theme)/greeting.svg")?.hasPrefix("<?xml") == true)
        }
        #expect(contents(out + "/index.html") != nil)
        for face in FontAssets.faces {
            #expect(FileManager.default.contents(atPath: out + "/assets/" + face.fileName)?.count ?? 0 > 10_000)
        }
        #expect(output.standardError.contains("[1/9] "))
        #expect(output.standardError.contains("[9/9] index.html"))
        let summary = output.standardOutput
        #expect(summary.hasPrefix("Rendered 9 pages (8 screens under 4 themes and index.html) and 8 SVG files, "))
        #expect(summary.contains(" of fonts, into \(out) in "))
        #expect(summary.contains(" s\nContrast: "))
        #expect(summary.hasSuffix("\nOpen \(out)/index.html in a browser.\n"))
    }

    @Test func quietPrintsNoProgress() async throws {
        let temp = try TemporaryDirectory()
        let (command, output) = command()
        #expect(await command.run(arguments: ["render", "--quiet", "--theme", "brinjal", "--out", temp.path]) == 0)
        #expect(output.standardError.isEmpty)
        #expect(output.standardOutput.hasPrefix("Rendered 3 pages (2 screens under 1 theme and index.html)"))
    }

    @Test func anInvalidDocumentIsNotWrittenAndTheOldOutputStays() async throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/site"
        let (good, _) = command()
        #expect(await good.run(arguments: ["render", "--quiet", "--out", out]) == 0)
        let before = contents(out + "/sunflower/greeting.html")
        let (bad, output) = command(check: { _, path in
            path == "sunflower/greeting--details.html" ? "sunflower/greeting--details.html:1:1: error: made up" : nil
        })
        #expect(await bad.run(arguments: ["render", "--quiet", "--out", out, "--theme", "sunflower"]) == 1)
        #expect(output.standardError.contains("sunflower/greeting--details.html: invalid; not written:\nsunflower/greeting--details.html:1:1: error: made up"))
        #expect(output.standardError.contains("1 document failed; nothing was written to \(out)"))
        // The earlier run's files are all still there, unchanged: no half-new site.
        #expect(contents(out + "/sunflower/greeting.html") == before)
        #expect(contents(out + "/marigold/greeting.html") != nil)
    }

    @Test func anUnwritableOutputIsAnErrorNamingIt() async throws {
        let temp = try TemporaryDirectory()
        try "x".write(toFile: temp.path + "/file", atomically: false, encoding: .utf8)
        let (command, output) = command()
        #expect(await command.run(arguments: ["render", "--quiet", "--out", temp.path + "/file"]) == 1)
        #expect(output.standardError.contains("cannot write \(temp.path)/file: \(temp.path)/file: exists and is not a directory"))
        #expect(contents(temp.path + "/file") == "x")
    }

    @Test func aUsersOwnIndexInTheOutputFolderIsNeverOverwritten() async throws {
        let temp = try TemporaryDirectory()
        try "<p>my own page</p>".write(toFile: temp.path + "/index.html", atomically: false, encoding: .utf8)
        let (command, output) = command()
        #expect(await command.run(arguments: ["render", "--quiet", "--out", temp.path]) == 1)
        #expect(output.standardError.contains("\(temp.path)/index.html: exists and was not written by Trellis"))
        #expect(contents(temp.path + "/index.html") == "<p>my own page</p>")
        #expect(contents(temp.path + "/marigold/greeting.html") == nil)
    }

    @Test func anEmptyOutputPathIsAUsageErrorThatSaysSo() async {
        let (command, output) = command()
        #expect(await command.run(arguments: ["render", "--out", ""]) == 2)
        #expect(output.standardError.contains("--out: the path is empty"))
        #expect(await command.run(arguments: ["render", "--out="]) == 2)
    }

    @Test func aTemplateErrorNamesTheFileAndLine() async throws {
        let temp = try TemporaryDirectory()
        try "<p>{{title}}</p>\n<p>{{tilte}}</p>".write(toFile: temp.path + "/page.html", atomically: false, encoding: .utf8)
        try "{{gallery}}".write(toFile: temp.path + "/index.html", atomically: false, encoding: .utf8)
        let (command, output) = command()
        #expect(await command.run(arguments: ["render", "--templates", temp.path, "--out", temp.path + "/out"]) == 1)
        #expect(output.standardError.contains("\(temp.path)/page.html:2:4: unknown placeholder {{tilte}}"))
        let (missing, missingOutput) = self.command()
        #expect(await missing.run(arguments: ["render", "--templates", temp.path + "/none"]) == 1)
        #expect(missingOutput.standardError.contains("\(temp.path)/none: templates directory not found"))
    }

    @Test func aUserTemplateFolderIsUsed() async throws {
        let temp = try TemporaryDirectory()
        try "<!DOCTYPE html>\n<html lang=\"en\"><head><title>{{title}}</title><style>{{styles}}</style></head><body><h1>Mine: {{title}}</h1>{{content}}</body></html>"
            .write(toFile: temp.path + "/page.html", atomically: false, encoding: .utf8)
        try "<!DOCTYPE html>\n<html lang=\"en\"><head><title>{{title}}</title></head><body>{{gallery}}</body></html>"
            .write(toFile: temp.path + "/index.html", atomically: false, encoding: .utf8)
        let (command, _) = command()
        #expect(await command.run(arguments: ["render", "-q", "--templates", temp.path, "--out", temp.path + "/out"]) == 0)
        #expect(contents(temp.path + "/out/marigold/greeting.html")?.contains("<h1>Mine: Greeting</h1>") == true)
    }

    @Test func missingFontsNameThePackage() async throws {
        let temp = try TemporaryDirectory()
        let captured = CapturedOutput()
        let command = TrellisCommandLine(pages: [greetingPage], output: captured.commandOutput, fontDirectory: temp.path)
        #expect(await command.run(arguments: ["render", "-q", "--out", temp.path + "/out"]) == 1)
        #expect(captured.standardError.contains("font file \(temp.path)/DejaVuSans.ttf not found; it comes with the Debian package fonts-dejavu-core"))
        #expect(!FileManager.default.fileExists(atPath: temp.path + "/out"))
    }
}
