import Foundation
import Trellis
import TrellisLayout
import TrellisSite

/// The `trellis` command as a library function, so tests run it in-process and the executable is a
/// few lines of wiring.
///
/// What the command renders and how it validates are given to it (`TrellisTool` plugs in libxml2
/// and the golden checker), so tests can run it with stand-ins.
public struct TrellisCommandLine: Sendable {
    /// The pages `render` publishes.
    public var pages: [SitePage]
    /// The themes `--theme` picks from and a run without it renders, in this order.
    public var themes: [Theme]
    /// The index's title, summary and grouping of the pages.
    public var site: SiteIndex
    /// Checks every document `render` produces before any is written; nil writes unchecked.
    public var check: DocumentCheck?
    /// `trellis validate ARGS…`; returns the exit status.
    public var validateCommand: @MainActor @Sendable (_ arguments: [String], _ output: CommandOutput) -> Int32
    /// `trellis check ARGS…`; returns the exit status.
    public var checkCommand: @MainActor @Sendable (_ arguments: [String], _ output: CommandOutput) async -> Int32
    /// Where results, progress and errors are written.
    public var output: CommandOutput
    /// The folder holding the DejaVu fonts.
    public var fontDirectory: String
    /// Off only to compare a concurrent run with a serial one.
    public var rendersConcurrently: Bool
    /// Makes `--format png`'s images from the SVGs.
    public var rasterizer: SVGRasterizer
    /// The brand fonts' folder (.ttf/.otf) when the tool has one; `--fonts DIR` replaces it.
    public var brandFontsDirectory: String?

    /// Creates the command.
    ///
    /// - Parameters:
    ///   - pages: The pages `render` publishes.
    ///   - check: Checks every document before any is written; nil writes unchecked.
    ///   - validateCommand: Runs `trellis validate`; by default it reports that this build has no
    ///     validator.
    ///   - checkCommand: Runs `trellis check`; by default it reports that checking isn't built.
    ///   - output: Where results, progress and errors are written.
    ///   - fontDirectory: The folder holding the DejaVu fonts; `TRELLIS_FONT_DIR` or Debian's folder
    ///     by default.
    ///   - rendersConcurrently: Whether pages are emitted in parallel; off only to compare runs.
    ///   - rasterizer: Makes PNG images from the SVGs; librsvg by default.
    ///   - themes: The themes `--theme` picks from and a run without it renders, in order.
    ///   - site: The index's title, summary and grouping of the pages.
    public init(
        pages: [SitePage],
        check: DocumentCheck? = nil,
        validateCommand: @escaping @MainActor @Sendable ([String], CommandOutput) -> Int32 = Self.validationUnavailable,
        checkCommand: @escaping @MainActor @Sendable ([String], CommandOutput) async -> Int32 = Self.checkNotBuilt,
        output: CommandOutput = .standard,
        fontDirectory: String = ProcessInfo.processInfo.environment["TRELLIS_FONT_DIR"] ?? FontAssets.systemDirectory,
        rendersConcurrently: Bool = true,
        rasterizer: @escaping SVGRasterizer = Self.librsvg,
        themes: [Theme] = Theme.all,
        site: SiteIndex = SiteIndex()
    ) {
        self.themes = themes
        self.site = site
        self.rasterizer = rasterizer
        self.pages = pages
        self.check = check
        self.validateCommand = validateCommand
        self.checkCommand = checkCommand
        self.output = output
        self.fontDirectory = fontDirectory
        self.rendersConcurrently = rendersConcurrently
    }

    /// The exit statuses the command returns.
    public enum ExitStatus {
        /// The command did what it was asked.
        public static let success: Int32 = 0
        /// The command ran and failed: a render error, an invalid document, a failed check.
        public static let failure: Int32 = 1
        /// The command line couldn't be run as written.
        public static let usage: Int32 = 2
    }

    /// Runs the command for `arguments` (without the program name) and returns the exit status.
    @MainActor
    public func run(arguments: [String]) async -> Int32 {
        let invocation: TrellisInvocation
        do {
            invocation = try TrellisInvocation.parse(arguments, themes: themes)
        } catch {
            output.standardError(error.report)
            return ExitStatus.usage
        }
        switch invocation {
        case .help(let topic):
            output.standardOutput(CommandMessage.naming(CommandHelp.text(topic: topic)))
            return ExitStatus.success
        case .version:
            output.line(CommandMessage.toolName + " " + TrellisVersion.current)
            return ExitStatus.success
        case .render(let options):
            return await render(options)
        case .validate(let arguments):
            return validateCommand(arguments, output)
        case .check(let arguments):
            return await checkCommand(arguments, output)
        case .tokens(let arguments):
            return TokensCommand.run(arguments, themes: themes, output: output)
        }
    }

    /// The slot `trellis check` fills once golden-file checking is wired in.
    public static let checkNotBuilt: @MainActor @Sendable ([String], CommandOutput) async -> Int32 = { _, output in
        output.error(CommandMessage.error("not built yet; golden-file checking comes with the golden-testing issue", command: "check"))
        return ExitStatus.usage
    }

    /// The slot `trellis validate` fills when a validator is plugged in; it reports that this build
    /// has none and exits with the usage status.
    public static let validationUnavailable: @MainActor @Sendable ([String], CommandOutput) -> Int32 = { _, output in
        output.error(CommandMessage.error("this build has no validator", command: "validate"))
        return ExitStatus.usage
    }

    @MainActor
    func render(_ options: RenderOptions) async -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let templates: SiteTemplates
        let fonts: [SiteFile]
        let assetFiles: [SiteFile]
        let resources: VariantOptions.Resources
        switch options.variants.resources(brandFonts: brandFontsDirectory, dejaVu: fontDirectory, command: "render") {
        case .success(let value): resources = value
        case .failure(let failure):
            output.standardError(failure.report)
            output.error(CommandMessage.error("nothing was written to \(options.outputDirectory)", command: "render"))
            return failure.status
        }
        let symbols = resources.symbols
        let assets = resources.assets
        let brandFonts = resources.brandFonts
        for problem in assets.unreadableSymbols {
            output.error(CommandMessage.warning("--assets: \(problem.description); it draws the placeholder symbol", command: "render"))
        }
        do {
            templates = try options.templatesDirectory.map { directory throws(TemplateError) in
                try SiteTemplates.load(from: directory)
            } ?? .builtIn
            fonts = try FontAssets.files(from: fontDirectory)
            assetFiles = try assets.siteFiles()
        } catch let error as AssetCatalogError {
            output.error(CommandMessage.error("--assets: " + error.description + "; nothing was written to \(options.outputDirectory)", command: "render"))
            return ExitStatus.failure
        } catch let error as TemplateError {
            output.error(CommandMessage.error(error.description, command: "render"))
            return ExitStatus.failure
        } catch {
            output.error(CommandMessage.error("\(error)", command: "render"))
            return ExitStatus.failure
        }

        if let unknown = site.unknownPage(among: pages) {
            output.error(CommandMessage.error(unknown.description, command: "render"))
            return ExitStatus.failure
        }
        let themes: [Theme]
        // Without token files, the options' themes are already the pick (and a caller may have set them).
        switch options.tokenFiles.isEmpty ? .success(options.themes)
            : options.variants.themes(from: self.themes, fonts: brandFonts.catalog, command: "render") {
        case .success(let value): themes = value
        case .failure(let failure):
            output.standardError(failure.report)
            return failure.status
        }
        let plan = SitePlan.make(
            pages: pages, themes: themes, colorSchemes: options.colorSchemes, canvases: options.canvases,
            states: options.states, assets: assets.namedAssets, fonts: brandFonts.catalog,
            dynamicTypeSizes: options.dynamicTypeSizes, engine: brandFonts.engine(symbols: symbols),
            strings: resources.strings, localizations: options.variants.localizations(strings: resources.strings))
        for report in plan.stateReports { output.error(CommandMessage.warning(report, command: "render")) }
        if let missing = resources.strings.flatMap({ MissingTranslations($0.takeMissingKeys()) }) {
            output.error(CommandMessage.warning(missing.description, command: "render"))
        }
        var renderer = SiteRenderer(
            templates: templates, check: check,
            writesHTML: options.formats.contains(.html), writesLayout: options.formats.contains(.layout),
            writesSVG: options.formats.contains(.svg),
            pngScales: options.formats.contains(.png) ? options.scales : [],
            rasterizer: rasterizer)
        renderer.index = site
        renderer.emitter.marksNodes = options.writesNodeIDs
        renderer.checksContrast = options.formats.contains(.html)
        if let directory = brandFonts.directory, options.formats.contains(.png) { registerFontsForPNG(directory) }
        renderer.emitter.symbols = symbols
        renderer.assetFiles = assetFiles
        if let unknown = brandFonts.catalog.unknownFamilies(in: plan.documents.map { ($0.path, $0.tree) }) {
            output.error(CommandMessage.error(unknown.description, command: "render"))
            output.error(CommandMessage.error(
                (brandFonts.directory.map { "add the family's .ttf or .otf files to \($0)" } ?? "give the brand fonts' folder with --fonts DIR")
                    + "; nothing was written to \(options.outputDirectory)", command: "render"))
            return ExitStatus.failure
        }
        if let unknown = assets.unknownAssets(in: plan.documents.map { ($0.path, $0.tree) }) {
            output.error(CommandMessage.error(unknown.description, command: "render"))
            output.error(CommandMessage.error(
                (options.assetsDirectory == nil ? "register the app's asset catalog with --assets DIR" : "add them to \(options.assetsDirectory!)")
                    + ", or preview with --missing-assets placeholder; nothing was written to \(options.outputDirectory)", command: "render"))
            return ExitStatus.failure
        }
        // Every unknown name of the whole run in one error, before a page is rendered.
        if let unknown = renderer.unknownSymbols(in: plan) {
            output.error(CommandMessage.error(unknown.description, command: "render"))
            output.error(CommandMessage.error(
                "draw them with --symbols DIR (one SVG file per name), or preview with "
                    + "--missing-symbols placeholder; nothing was written to \(options.outputDirectory)", command: "render"))
            return ExitStatus.failure
        }
        let progress: (@Sendable (String, Int, Int) -> Void)?
        if options.isQuiet {
            progress = nil
        } else {
            let output = self.output
            progress = { path, done, total in output.error("[\(done)/\(total)] \(path)") }
        }
        let rendered = await renderer.render(plan, concurrently: rendersConcurrently, progress: progress)
        guard rendered.failures.isEmpty else {
            for failure in rendered.failures { output.error(CommandMessage.error(failure.description, command: "render")) }
            let count = rendered.failures.count
            output.error(CommandMessage.error("\(count) document\(count == 1 ? "" : "s") failed; nothing was written to \(options.outputDirectory)", command: "render"))
            return ExitStatus.failure
        }

        // The emoji and CJK faces, cut down to the characters the pages hold.
        let scriptFonts: [SiteFile]
        do {
            scriptFonts = try FontAssets.scriptFallbackFiles(for: rendered.files)
        } catch {
            output.error(CommandMessage.error(error.description + "; nothing was written to \(options.outputDirectory)", command: "render"))
            return ExitStatus.failure
        }
        do {
            try SiteWriter(directory: options.outputDirectory).write(rendered.files + fonts + scriptFonts + brandFonts.files + assetFiles)
        } catch {
            output.error(CommandMessage.error("cannot write \(options.outputDirectory): \(error.description); nothing was changed there", command: "render"))
            return ExitStatus.failure
        }

        let pageCount = rendered.files.count { $0.path.hasSuffix(".html") }
        let layoutCount = rendered.files.count { $0.path.hasSuffix(".layout.json") }
        let svgCount = rendered.files.count { $0.path.hasSuffix(".svg") }
        let pngCount = rendered.files.count { $0.path.hasSuffix(".png") }
        let pageBytes = rendered.files.reduce(0) { $0 + $1.contents.count }
        let fontBytes = (fonts + scriptFonts + brandFonts.files).reduce(0) { $0 + $1.contents.count }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        var parts: [String] = []
        if pageCount > 0 { parts.append("\(pageCount) pages (\(plan.documents.count) screens under \(Self.variety(of: plan))index.html)") }
        if svgCount > 0 { parts.append("\(svgCount) SVG files") }
        if pngCount > 0 { parts.append("\(pngCount) PNG files") }
        if layoutCount > 0 { parts.append("\(layoutCount) layout files") }
        let what = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
            : (parts.first ?? "nothing")
            + (pageCount == 0 ? " (one per screen)" : "")
        output.line(
            "Rendered \(what), \(Self.megabytes(pageBytes)) plus \(Self.megabytes(fontBytes)) of fonts, into "
                + "\(options.outputDirectory) in " + NumberFormatting.string(seconds) + " s")
        if pageCount > 0, let contrast = rendered.contrast {
            output.line(contrast.summary + (contrast.failureCount > 0 ? "; \(CommandMessage.toolName) check --contrast lists them" : ""))
            let index = options.outputDirectory.hasSuffix("/") ? options.outputDirectory + "index.html" : options.outputDirectory + "/index.html"
            output.line("Open \(index) in a browser.")
        }
        return ExitStatus.success
    }

    /// `3 themes and ` for a default run; `3 themes, light and dark, on phone and desktop canvases, and `
    /// when other variants were rendered.
    static func variety(of plan: SitePlan) -> String {
        let themes = plan.themes.count == 1 ? "1 theme" : "\(plan.themes.count) themes"
        guard plan.variants != [.standard] else { return themes + " and " }
        func list(_ items: [String]) -> String {
            items.count > 1 ? items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1] : items.joined()
        }
        let canvases = plan.canvases
        let textSizes = plan.dynamicTypeSizes == [.large]
            ? "" : ", at " + list(plan.dynamicTypeSizes.map(SiteVariant.sizeLabel))
            + (plan.dynamicTypeSizes.count == 1 ? " text size" : " text sizes")
        let languages = plan.localizations == [nil]
            ? "" : ", in " + list(plan.localizations.map { $0?.slug ?? plan.developmentLanguage })
        return themes + ", " + list(plan.colorSchemes.map(\.rawValue)) + textSizes + languages + ", on "
            + list(canvases.map { $0.isBuiltIn ? $0.name : $0.label }) + (canvases.count == 1 ? " canvas" : " canvases")
            + ", and "
    }

    static func megabytes(_ bytes: Int) -> String {
        bytes < 1_000_000
            ? NumberFormatting.string(Double(bytes) / 1000) + " kB"
            : NumberFormatting.string(Double(bytes) / 1_000_000) + " MB"
    }
}
