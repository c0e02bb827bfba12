import Foundation
import Trellis
import TrellisGolden
import TrellisSite

/// `trellis check`: reads its options with the parser `render` uses, runs a `GoldenCheck` over a
/// suite and prints the report. Its help text is `trellis help check`, in `CommandHelp`.
public enum GoldenCheckCommand {
    /// Runs `trellis check` with `arguments` (after `check`) over `suite`.
    @MainActor
    public static func run(
        _ arguments: [String], suite: GoldenSuite, output: CommandOutput,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) async -> Int32 {
        let check: GoldenCheck
        do {
            check = try parse(arguments)
        } catch {
            output.standardError(error.report)
            return TrellisCommandLine.ExitStatus.usage
        }
        let report = await check.run(suite, environment: environment)
        if let problem = report.usageError {
            output.standardError(CommandMessage.error(problem, command: "check") + "\n")
        } else {
            output.standardOutput(report.text)
        }
        return report.exitCode
    }

    static let parser = CommandOptionParser(command: "check", options: [
        .init("--golden", .path), .init("--record", .flag), .init("--format", .list), .init("--contrast", .optionalValue),
        .init("--states", .value), .init("--state-depth", .value), .init("--state-pages", .value),
    ] + VariantOptions.table)

    /// The check `arguments` ask for.
    /// `themes` are the ones `--theme` picks from and a run without it checks.
    public static func parse(_ arguments: [String], themes: [Theme] = Theme.all) throws(UsageError) -> GoldenCheck {
        let parsed = try parser.parse(arguments)
        return try goldenCheck(from: parsed, variants: VariantOptions.read(parsed, parser: parser), themes: themes)
    }

    /// With `--tokens`, `themes` are the tool's until the files are read (`CheckCommand.run`).
    static func goldenCheck(from parsed: ParsedOptions, variants: VariantOptions, themes: [Theme]) throws(UsageError) -> GoldenCheck {
        guard let directory = try parsed.single("--golden", in: parser) else {
            throw parser.error("--golden DIR is required")
        }
        var check = GoldenCheck(directory: directory, themes: themes, record: parsed.isSet("--record"))
        do {
            if parsed.isSet("--format") {
                let known = GoldenFormat.knownNames.map { ($0, $0) }
                let names = try OptionValues.choices(parsed.list("--format"), from: known, kind: "format", plural: "formats")
                check.formats = names.compactMap { try? GoldenFormat(named: $0) }
            }
            check.themes = try variants.builtInThemes(from: themes)
        } catch {
            throw parser.error(error.message)
        }
        if let schemes = variants.colorSchemes { check.colorSchemes = schemes }
        if let canvases = variants.canvases { check.canvases = canvases }
        check.dynamicTypeSizes = variants.dynamicTypeSizes
        // Checks cover the screens as they start unless asked for their states.
        check.states = StateOptions(mode: .none)
        try RenderOptions.parseStates(parsed, into: &check.states, parser: parser)
        return check
    }

    /// Every page, filed under its id.
    static func suite(for pages: [SitePage]) -> GoldenSuite {
        GoldenSuite(pages: pages.map { page in
            GoldenSuite.Page(name: page.id, page: page)
        })
    }
}
