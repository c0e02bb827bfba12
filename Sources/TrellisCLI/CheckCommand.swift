import Foundation
import Trellis
import TrellisGolden
import TrellisSite

/// `trellis check`: golden files (`--golden DIR`), the contrast of every text (`--contrast`), or
/// both in one run, over the same pages and variants.
public enum CheckCommand {
    /// What `--contrast` asks for: a report (exit 0 whatever it finds) or `=enforce`, which fails
    /// the run when any text falls short.
    public enum ContrastMode: String, Equatable, Sendable, CaseIterable {
        /// `report` prints the failures and exits 0; `enforce` also exits 1 when any text falls short.
        case report, enforce
    }

    /// A parsed `trellis check` command line.
    public struct Request: Sendable {
        /// nil without `--golden`.
        public var golden: GoldenCheck?
        /// nil without `--contrast`.
        public var contrast: ContrastMode?
        /// The variants both checks cover (the golden check's defaults: every theme and scheme,
        /// the phone canvas).
        public var themes: [Theme]
        /// The color schemes both checks cover, light before dark.
        public var colorSchemes: [ColorScheme]
        /// The canvases both checks cover; the phone unless `--canvas` says otherwise.
        public var canvases: [RenderCanvas]
        /// `--fonts DIR`: the brand fonts' folder, nil when not given.
        public var fontsDirectory: String? = nil
        /// `--dynamic-type`, smallest first; `.large` alone by default.
        public var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    }

    /// `themes` are the ones `--theme` picks from and a run without it checks.
    public static func parse(_ arguments: [String], themes: [Theme] = Theme.all) throws(UsageError) -> Request {
        let parser = GoldenCheckCommand.parser
        let parsed = try parser.parse(arguments)
        var contrast: ContrastMode?
        if let value = try parsed.single("--contrast", in: parser) {
            guard let mode = value.isEmpty ? .report : ContrastMode(rawValue: value.lowercased()) else {
                throw parser.error(
                    "unknown --contrast value '\(value)'; values: "
                        + ContrastMode.allCases.map(\.rawValue).joined(separator: ", ") + " (--contrast alone reports)")
            }
            contrast = mode
        }
        guard parsed.isSet("--golden") || contrast == nil else {
            for goldenOnly in ["--record", "--format"] where parsed.isSet(goldenOnly) {
                throw parser.error("\(goldenOnly) applies to golden files only; add --golden DIR")
            }
            var defaults = GoldenCheck(directory: "", themes: themes)
            do {
                if parsed.isSet("--theme") { defaults.themes = try OptionValues.themes(parsed.list("--theme"), from: themes) }
                if parsed.isSet("--color-scheme") { defaults.colorSchemes = try OptionValues.colorSchemes(parsed.list("--color-scheme")) }
                if parsed.isSet("--canvas") { defaults.canvases = try OptionValues.canvases(parsed.list("--canvas")) }
                if parsed.isSet("--dynamic-type") {
                    defaults.dynamicTypeSizes = try OptionValues.dynamicTypeSizes(parsed.list("--dynamic-type"))
                }
            } catch {
                throw parser.error(error.message)
            }
            return Request(
                golden: nil, contrast: contrast, themes: defaults.themes, colorSchemes: defaults.colorSchemes,
                canvases: defaults.canvases, fontsDirectory: try parsed.single("--fonts", in: parser),
                dynamicTypeSizes: defaults.dynamicTypeSizes)
        }
        guard parsed.isSet("--golden") else { throw parser.error("--golden DIR or --contrast is required") }
        if parsed.isSet("--fonts") && contrast == nil {
            // The golden renderer measures with the standard engine; brand fonts reach --contrast only.
            throw parser.error("--fonts applies to --contrast only; golden files are rendered in DejaVu")
        }
        let golden = try GoldenCheckCommand.goldenCheck(from: parsed, themes: themes)
        return Request(
            golden: golden, contrast: contrast, themes: golden.themes, colorSchemes: golden.colorSchemes,
            canvases: golden.canvases, dynamicTypeSizes: golden.dynamicTypeSizes)
    }

    /// Runs `trellis check` with `arguments` (after `check`) over `pages` under `themes`.
    @MainActor
    public static func run(
        _ arguments: [String], pages: [SitePage], themes: [Theme] = Theme.all, output: CommandOutput,
        environment: [String: String] = ProcessInfo.processInfo.environment, fonts: String? = nil
    ) async -> Int32 {
        let request: Request
        do {
            request = try parse(arguments, themes: themes)
        } catch {
            output.standardError(error.report)
            return TrellisCommandLine.ExitStatus.usage
        }
        var status = TrellisCommandLine.ExitStatus.success
        if let golden = request.golden {
            let report = await golden.run(GoldenCheckCommand.suite(for: pages), environment: environment)
            if let problem = report.usageError {
                output.standardError(CommandMessage.error(problem, command: "check") + "\n")
                return report.exitCode
            }
            output.standardOutput(report.text)
            status = report.exitCode
        }
        if let mode = request.contrast {
            let brandFonts: BrandFonts
            do {
                brandFonts = try BrandFonts(
                    directory: request.fontsDirectory ?? fonts,
                    dejaVu: environment["TRELLIS_FONT_DIR"] ?? FontAssets.systemDirectory)
            } catch {
                output.standardError(CommandMessage.error("--fonts: \(error)", command: "check") + "\n")
                return TrellisCommandLine.ExitStatus.failure
            }
            let plan = SitePlan.make(
                pages: pages, themes: request.themes, colorSchemes: request.colorSchemes, canvases: request.canvases,
                fonts: brandFonts.catalog, dynamicTypeSizes: request.dynamicTypeSizes, engine: brandFonts.engine())
            if let unknown = brandFonts.catalog.unknownFamilies(in: plan.documents.map { ($0.path, $0.tree) }) {
                output.standardError(CommandMessage.error(unknown.description, command: "check") + "\n")
                return TrellisCommandLine.ExitStatus.failure
            }
            let report = ContrastReport.make(plan)
            output.standardOutput(report.text)
            if mode == .enforce && report.failureCount > 0 { status = max(status, TrellisCommandLine.ExitStatus.failure) }
        }
        return status
    }
}
