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
        public var fontsDirectory: String? { variants.fontsDirectory }
        /// `--dynamic-type`, smallest first; `.large` alone by default.
        public var dynamicTypeSizes: [DynamicTypeSize] { variants.dynamicTypeSizes }
        /// `--tokens FILE`: design-token or resolver files whose themes the checks cover.
        public var tokenFiles: [String] { variants.tokenFiles }
        /// The options `render` shares, as given.
        var variants = VariantOptions()
    }

    /// `themes` are the ones `--theme` picks from and a run without it checks.
    public static func parse(_ arguments: [String], themes: [Theme] = Theme.all) throws(UsageError) -> Request {
        let parser = GoldenCheckCommand.parser
        let parsed = try parser.parse(arguments)
        let variants = try VariantOptions.read(parsed, parser: parser)
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
            let defaults = GoldenCheck(directory: "", themes: themes)
            let picked: [Theme]
            do {
                picked = try variants.builtInThemes(from: themes)
            } catch {
                throw parser.error(error.message)
            }
            return Request(
                golden: nil, contrast: contrast, themes: picked, colorSchemes: variants.colorSchemes ?? defaults.colorSchemes,
                canvases: variants.canvases ?? defaults.canvases, variants: variants)
        }
        guard parsed.isSet("--golden") else { throw parser.error("--golden DIR or --contrast is required") }
        if contrast == nil {
            // Goldens are rendered as every machine renders them: in DejaVu, with the built-in
            // symbols and no asset catalog, so that they do not depend on a folder beside them.
            for contrastOnly in ["--fonts", "--assets", "--missing-assets", "--symbols", "--missing-symbols"] where parsed.isSet(contrastOnly) {
                throw parser.error("\(contrastOnly) applies to --contrast only; golden files are rendered with DejaVu, the built-in symbols and no asset catalog")
            }
        }
        let golden = try GoldenCheckCommand.goldenCheck(from: parsed, variants: variants, themes: themes)
        return Request(
            golden: golden, contrast: contrast, themes: golden.themes, colorSchemes: golden.colorSchemes,
            canvases: golden.canvases, variants: variants)
    }

    /// Runs `trellis check` with `arguments` (after `check`) over `pages` under `themes`.
    @MainActor
    public static func run(
        _ arguments: [String], pages: [SitePage], themes knownThemes: [Theme] = Theme.all, output: CommandOutput,
        environment: [String: String] = ProcessInfo.processInfo.environment, fonts: String? = nil
    ) async -> Int32 {
        let request: Request
        do {
            request = try parse(arguments, themes: knownThemes)
        } catch {
            output.standardError(error.report)
            return TrellisCommandLine.ExitStatus.usage
        }
        let dejaVu = environment["TRELLIS_FONT_DIR"] ?? FontAssets.systemDirectory
        let resources: VariantOptions.Resources
        switch request.variants.resources(brandFonts: request.contrast == nil ? nil : fonts, dejaVu: dejaVu, command: "check") {
        case .success(let value): resources = value
        case .failure(let failure):
            output.standardError(failure.report)
            return failure.status
        }
        var themes = request.themes
        if !request.tokenFiles.isEmpty {
            switch request.variants.themes(from: knownThemes, fonts: resources.brandFonts.catalog, command: "check") {
            case .success(let value): themes = value
            case .failure(let failure):
                output.standardError(failure.report)
                return failure.status
            }
        }
        var status = TrellisCommandLine.ExitStatus.success
        if var golden = request.golden {
            golden.themes = themes
            golden.strings = resources.strings
            golden.localizations = request.variants.localizations(strings: resources.strings)
            let report = await golden.run(GoldenCheckCommand.suite(for: pages), environment: environment)
            if let problem = report.usageError {
                output.standardError(CommandMessage.error(problem, command: "check") + "\n")
                return report.exitCode
            }
            output.standardOutput(report.text)
            status = report.exitCode
        }
        if let mode = request.contrast {
            let brandFonts = resources.brandFonts
            let plan = SitePlan.make(
                pages: pages, themes: themes, colorSchemes: request.colorSchemes, canvases: request.canvases,
                assets: resources.assets.namedAssets, fonts: brandFonts.catalog, dynamicTypeSizes: request.dynamicTypeSizes,
                engine: brandFonts.engine(symbols: resources.symbols),
                strings: resources.strings, localizations: request.variants.localizations(strings: resources.strings))
            let trees = plan.documents.map { ($0.path, $0.tree) }
            if let unknown = brandFonts.catalog.unknownFamilies(in: trees) {
                output.standardError(CommandMessage.error(unknown.description, command: "check") + "\n")
                return TrellisCommandLine.ExitStatus.failure
            }
            if let unknown = resources.assets.unknownAssets(in: trees) {
                output.standardError(CommandMessage.error(unknown.description, command: "check") + "\n")
                return TrellisCommandLine.ExitStatus.failure
            }
            let report = ContrastReport.make(plan)
            output.standardOutput(report.text)
            if mode == .enforce && report.failureCount > 0 { status = max(status, TrellisCommandLine.ExitStatus.failure) }
        }
        if let missing = resources.strings.flatMap({ MissingTranslations($0.takeMissingKeys()) }) {
            output.standardError(CommandMessage.warning(missing.description, command: "check") + "\n")
        }
        return status
    }
}
