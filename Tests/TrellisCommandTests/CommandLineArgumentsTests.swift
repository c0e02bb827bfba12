import Testing
import Trellis
import TrellisCLI
@testable import TrellisTestSupport

@Suite struct CommandLineArgumentsTests {
    // The messages pinned here name the tool; another suite setting it first is not to be relied on.
    init() { CommandMessage.toolName = "trellis" }

    private func render(_ arguments: String...) throws -> RenderOptions {
        guard case .render(let options) = try TrellisInvocation.parse(["render"] + arguments) else {
            Issue.record("not a render invocation")
            return RenderOptions()
        }
        return options
    }

    private func usageError(_ arguments: [String]) -> UsageError? {
        do {
            _ = try TrellisInvocation.parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func renderDefaultsToEveryThemeIntoOutput() throws {
        let options = try render()
        #expect(options.outputDirectory == "output")
        #expect(options.themes.map(\.name) == ["System", "Marigold", "Sunflower", "Brinjal"])
        #expect(options.formats == [.html, .svg])
        #expect(options.templatesDirectory == nil)
        #expect(options.isQuiet == false)
    }

    @Test func outTakesTheNextArgumentOrAnEqualsValue() throws {
        #expect(try render("--out", "site").outputDirectory == "site")
        #expect(try render("--out=build/site").outputDirectory == "build/site")
    }

    @Test func themesAreCaseInsensitiveAndKeptInTheBuiltInOrder() throws {
        #expect(try render("--theme", "brinjal", "--theme", "MARIGOLD").themes.map(\.name) == ["Marigold", "Brinjal"])
        #expect(try render("--theme=Sunflower").themes.map(\.name) == ["Sunflower"])
        #expect(try render("--theme", "all").themes == Theme.all)
        #expect(try render("--theme", "brinjal", "--theme", "brinjal").themes.map(\.name) == ["Brinjal"])
    }

    @Test func anUnknownThemeListsTheKnownOnes() {
        let error = usageError(["render", "--theme", "tangerine"])
        #expect(error?.message == "unknown theme 'tangerine'; known themes: System, Marigold, Sunflower, Brinjal, or all")
    }

    @Test func formatsAreKeptInOneOrderWhateverTheCommandLineSays() throws {
        #expect(try render("--format", "html").formats == [.html])
        #expect(try render("--format", "HTML,html", "--format=html").formats == [.html])
        #expect(try render("--format", "layout,html").formats == [.html, .layout])
        #expect(try render("--format", "svg").formats == [.svg])
        #expect(try render("--format", "svg,html").formats == [.html, .svg])
        #expect(usageError(["render", "--format", "pdf"])?.message == "unknown format 'pdf'; formats: html, layout, svg, png, or all")
        #expect(usageError(["render", "--format", "html,"])?.message == "--format 'html,' has an empty name; separate names with single commas")
    }

    @Test func templatesAndQuiet() throws {
        let options = try render("--templates", "my-templates", "--quiet")
        #expect(options.templatesDirectory == "my-templates")
        #expect(options.isQuiet)
        #expect(try render("-q").isQuiet)
    }

    @Test func anOptionMissingItsValueIsAUsageError() {
        #expect(usageError(["render", "--out"])?.message == "--out needs a value")
        #expect(usageError(["render", "--out", "--quiet"])?.message == "--out needs a value")
        #expect(usageError(["render", "--theme"])?.message == "--theme needs a value")
        #expect(usageError(["render", "--templates="])?.message == "--templates: the path is empty")
        #expect(usageError(["render", "--out", ""])?.message == "--out: the path is empty")
        #expect(usageError(["render", "--theme="])?.message == "--theme needs a value")
        #expect(usageError(["render", "--quiet=yes"])?.message == "--quiet takes no value")
    }

    @Test func singleValuedOptionsMayNotRepeat() {
        #expect(usageError(["render", "--out", "a", "--out", "b"])?.message == "--out given more than once")
    }

    @Test func anUnknownOptionListsTheValidOnes() {
        let error = usageError(["render", "--outt", "x"])
        #expect(error?.message == "unknown option '--outt' (did you mean '--out'?); valid options: --out, --format, --templates, --quiet, --node-ids, --scale, --states, --state-depth, --state-pages, --theme, --tokens, --color-scheme, --canvas, --dynamic-type, --fonts, --assets, --missing-assets, --symbols, --missing-symbols, --locale, --strings, --help")
        #expect(error?.command == "render")
        #expect(usageError(["render", "stray"])?.message.hasPrefix("unexpected argument 'stray'; trellis render takes only options: --out,") == true)
    }

    @Test func helpInEveryForm() throws {
        #expect(try TrellisInvocation.parse(["--help"]) == .help(topic: nil))
        #expect(try TrellisInvocation.parse(["-h"]) == .help(topic: nil))
        #expect(try TrellisInvocation.parse(["help"]) == .help(topic: nil))
        #expect(try TrellisInvocation.parse(["help", "render"]) == .help(topic: "render"))
        #expect(try TrellisInvocation.parse(["render", "--out", "x", "--help"]) == .help(topic: "render"))
        #expect(try TrellisInvocation.parse(["validate", "--help"]) == .help(topic: "validate"))
        #expect(try TrellisInvocation.parse(["check", "--golden", "g", "-h"]) == .help(topic: "check"))
        #expect(usageError(["help", "paint"])?.message == "no help on 'paint'; commands: render, validate, check, tokens, help")
    }

    @Test func validateAndCheckPassTheirArgumentsThrough() throws {
        #expect(try TrellisInvocation.parse(["validate", "a.html", "b.svg"]) == .validate(arguments: ["a.html", "b.svg"]))
        #expect(try TrellisInvocation.parse(["check", "--golden", "g"]) == .check(arguments: ["--golden", "g"]))
    }

    @Test func noCommandOrAnUnknownCommandListsTheCommands() {
        #expect(usageError([])?.message == "no command given; commands: render, validate, check, tokens, help")
        #expect(usageError(["paint"])?.message == "unknown command 'paint'; commands: render, validate, check, tokens, help")
        #expect(usageError(["--verbose"])?.message == "unknown option '--verbose'; valid here: --help, --version, or a command: render, validate, check, tokens, help")
        #expect(usageError(["rednre"])?.message == "unknown command 'rednre' (did you mean 'render'?); commands: render, validate, check, tokens, help")
        #expect(usageError(["--verison"])?.message.hasPrefix("unknown option '--verison' (did you mean '--version'?); ") == true)
    }
}
