import Foundation
import Testing
@testable import TrellisCLI
@testable import TrellisTestSupport

/// `trellis render` and `trellis check` read their shared options with one parser, so the same
/// mistake gets the same message (and the usage status) from both.
@Suite struct CommandOptionsTests {
    // The messages name the executable, which under the test runner is the runner's own name.
    init() { CommandMessage.toolName = "trellis" }

    private func renderMessage(_ arguments: [String]) -> String? {
        do {
            _ = try RenderOptions.parse(arguments)
            return nil
        } catch {
            return error.message
        }
    }

    private func checkMessage(_ arguments: [String]) -> String? {
        do {
            _ = try GoldenCheckCommand.parse(["--golden", "goldens"] + arguments)
            return nil
        } catch {
            return error.message
        }
    }

    @Test(arguments: [
        ["--theme", "mango"], ["--theme"], ["--theme="], ["--theme", "marigold,,brinjal"],
        ["--color-scheme", "sepia"], ["--color-scheme="],
        ["--canvas", "watch"], ["--canvas", "390x0"], ["--canvas", "12ax5"], ["--canvas", "phone", "--canvas"],
        ["--format", "html,"], ["--format="],
    ])
    func renderAndCheckSayTheSameAboutTheSameMistake(arguments: [String]) {
        let message = renderMessage(arguments)
        #expect(message != nil)
        #expect(message == checkMessage(arguments))
    }

    @Test func theirPathsMustNotBeEmptyAndSaySo() {
        #expect(renderMessage(["--out", ""]) == "--out: the path is empty")
        #expect(renderMessage(["--templates="]) == "--templates: the path is empty")
        #expect(throws: UsageError("--golden: the path is empty", command: "check")) {
            try GoldenCheckCommand.parse(["--golden="])
        }
    }

    @Test func eachListsItsOwnFormats() {
        #expect(renderMessage(["--format", "gif"]) == "unknown format 'gif'; formats: html, layout, svg, png, or all")
        #expect(checkMessage(["--format", "gif"]) == "unknown format 'gif'; formats: dump, layout, html, svg, or all")
    }

    @Test func eachListsItsOwnOptionsForAnUnknownOne() {
        #expect(renderMessage(["--colour"]) == "unknown option '--colour'; valid options: --out, --format, --templates, --quiet, --node-ids, --scale, --states, --state-depth, --state-pages, --theme, --tokens, --color-scheme, --canvas, --dynamic-type, --fonts, --assets, --missing-assets, --symbols, --missing-symbols, --locale, --strings, --help")
        #expect(checkMessage(["--colour"]) == "unknown option '--colour'; valid options: --golden, --record, --format, --contrast, --states, --state-depth, --state-pages, --theme, --tokens, --color-scheme, --canvas, --dynamic-type, --fonts, --assets, --missing-assets, --symbols, --missing-symbols, --locale, --strings, --help")
        #expect(checkMessage(["--contrats"]) == "unknown option '--contrats' (did you mean '--contrast'?); valid options: --golden, --record, --format, --contrast, --states, --state-depth, --state-pages, --theme, --tokens, --color-scheme, --canvas, --dynamic-type, --fonts, --assets, --missing-assets, --symbols, --missing-symbols, --locale, --strings, --help")
        #expect(checkMessage(["stray"]) == "unexpected argument 'stray'; trellis check takes only options: --golden, --record, --format, --contrast, --states, --state-depth, --state-pages, --theme, --tokens, --color-scheme, --canvas, --dynamic-type, --fonts, --assets, --missing-assets, --symbols, --missing-symbols, --locale, --strings, --help")
    }

    @Test func namesTakeCommaSeparatedListsAndRepeat() throws {
        let render = try RenderOptions.parse(["--theme", "brinjal,marigold", "--color-scheme=dark,light", "--canvas", "desktop,1024x768", "--canvas", "phone"])
        #expect(render.themes.map(\.name) == ["Marigold", "Brinjal"])
        #expect(render.colorSchemes == [.light, .dark])
        #expect(render.canvases.map(\.name) == ["phone", "desktop", "1024x768"])
        let check = try GoldenCheckCommand.parse(["--golden", "g", "--theme", "brinjal,marigold", "--canvas", "desktop,phone"])
        #expect(check.themes.map(\.name) == ["Marigold", "Brinjal"])
        #expect(check.canvases.map(\.name) == ["phone", "desktop"])
    }

    /// The `--options` a help text mentions.
    private func options(in help: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: "--[a-z][a-z-]*")
        let range = NSRange(help.startIndex..., in: help)
        return Set(pattern.matches(in: help, range: range).map { String(help[Range($0.range, in: help)!]) })
    }

    @Test func eachHelpNamesExactlyTheOptionsItsParserTakes() {
        #expect(options(in: CommandHelp.text(topic: "render")) == Set(RenderOptions.parser.optionNames))
        #expect(options(in: CommandHelp.text(topic: "check")) == Set(GoldenCheckCommand.parser.optionNames))
    }
}
