import Trellis
import TrellisSite

/// The options of `trellis render`.
public struct RenderOptions: Equatable, Sendable {
    /// What `--format` can ask for. A format joins by adding its case; it stays refused, with the
    /// reason, until its writer exists.
    public enum Format: String, Equatable, Sendable, CaseIterable {
        /// `html` writes the pages and the index, `layout` each page's frames as `<page>.layout.json`,
        /// `svg` each screen as `<page>.svg`, and `png` each screen's SVG as PNG at the chosen scales.
        case html, layout, svg, png

        /// Why this build cannot write the format yet; nil when it can.
        public var unavailableReason: String? {
            switch self {
            case .html: nil
            case .layout: nil
            case .svg: nil
            case .png: nil
            }
        }
    }

    /// The folder the site is written into (`--out`); `output` by default.
    public var outputDirectory: String
    /// In the order of the tool's themes (`Theme.all` unless it was given others), whatever order
    /// the options named them in, so the output does not depend on how the command line was
    /// spelled. With `--tokens`, the names are matched once the files are read: see `themeNames`.
    public var themes: [Theme]
    /// `--theme`'s names as given, nil when it was not; the command matches them against the
    /// tool's themes and the `--tokens` files' themes.
    public var themeNames: [String]?
    /// `--tokens FILE`: DTCG tokens or resolver files, one theme each, in command-line order.
    public var tokenFiles: [String]
    /// Light before dark, whatever order the options named them in.
    public var colorSchemes: [ColorScheme]
    /// Built-in canvases in the order phone, tablet, desktop, then custom sizes narrowest first.
    public var canvases: [RenderCanvas]
    /// `--dynamic-type`: the text sizes, smallest first; `.large` alone by default.
    public var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// In the order of `Format.allCases`.
    public var formats: [Format]
    /// The scales `png` is written at, ascending: 1 writes `<page>.png`, 2 `<page>@2x.png`.
    public var scales: [Int]
    /// What `--scale` accepts: the image sets README images and chat previews use.
    public static let knownScales = [1, 2]
    /// nil means the templates built into Trellis.
    public var templatesDirectory: String?
    /// Whether progress lines are left out (`--quiet`); errors are printed either way.
    public var isQuiet: Bool
    /// Every node's element carries its id (`n0.1.2`); always so when layout is written.
    public var writesNodeIDs: Bool
    /// A folder of SVG files, one symbol per file, drawn besides the built-in symbols.
    public var symbolsDirectory: String?
    /// What an unknown symbol name does: fail the run (the default) or draw the placeholder.
    public var missingSymbols: MissingSymbolPolicy
    /// An `.xcassets` folder (or a folder of them) whose images and colors `Image("name")` and
    /// `Color("name")` draw.
    public var assetsDirectory: String?
    /// What an unknown asset name does: fail the run (the default) or draw a placeholder.
    public var missingAssets: MissingSymbolPolicy = .error
    /// `--fonts DIR`: a folder of .ttf/.otf brand fonts that `Font.custom` and design tokens
    /// name; it replaces the folder the tool was given (`TrellisTool.run(fonts:)`).
    public var fontsDirectory: String?
    /// How far controls lead to the pages of their states (`--states`, `--state-depth`, `--state-pages`).
    public var states = StateOptions()
    /// `--locale`'s names as given (`de`, `all`, `pseudo-accented`); nil renders the development
    /// language alone. Matched once the strings are read (`all` is every language they have).
    public var localeNames: [String]?
    /// `--strings DIR`: the app's String Catalogs and `.lproj` folders; nil looks beside `--assets`.
    public var stringsDirectory: String?

    /// Creates render options; the defaults are what `trellis render` with no options does: every
    /// theme, light, on the phone, as HTML and SVG into `output`.
    ///
    /// - Parameters:
    ///   - outputDirectory: The folder the site is written into.
    ///   - themes: The themes to render, in the tool's order.
    ///   - colorSchemes: The color schemes to render, light before dark.
    ///   - canvases: The canvases to render.
    ///   - formats: The formats to write, in the order of `Format.allCases`.
    ///   - scales: The scales PNG is written at, ascending.
    ///   - templatesDirectory: A folder of page and index templates; nil uses the built-in ones.
    ///   - isQuiet: Whether progress lines are left out.
    ///   - writesNodeIDs: Whether every element carries its node's id.
    ///   - symbolsDirectory: A folder of SVG symbol files drawn beside the built-in ones.
    ///   - missingSymbols: What an unknown symbol name does.
    ///   - themeNames: `--theme`'s names as given, matched once `tokenFiles` are read.
    ///   - tokenFiles: Design-token or resolver files, one theme each.
    public init(
        outputDirectory: String = "output",
        themes: [Theme] = Theme.all,
        colorSchemes: [ColorScheme] = [.light],
        canvases: [RenderCanvas] = [.phone],
        formats: [Format] = [.html, .svg],
        scales: [Int] = [1],
        templatesDirectory: String? = nil,
        isQuiet: Bool = false,
        writesNodeIDs: Bool = false,
        symbolsDirectory: String? = nil,
        missingSymbols: MissingSymbolPolicy = .error,
        themeNames: [String]? = nil,
        tokenFiles: [String] = []
    ) {
        self.themeNames = themeNames
        self.tokenFiles = tokenFiles
        self.writesNodeIDs = writesNodeIDs
        self.symbolsDirectory = symbolsDirectory
        self.missingSymbols = missingSymbols
        self.outputDirectory = outputDirectory
        self.themes = themes
        self.colorSchemes = colorSchemes
        self.canvases = canvases
        self.formats = formats
        self.scales = scales
        self.templatesDirectory = templatesDirectory
        self.isQuiet = isQuiet
    }
}

extension RenderOptions {
    static let parser = CommandOptionParser(command: "render", options: [
        .init("--out", .path), .init("--format", .list), .init("--templates", .path), .init("--quiet", .flag, short: "-q"),
        .init("--node-ids", .flag), .init("--scale", .list),
        .init("--states", .value), .init("--state-depth", .value), .init("--state-pages", .value),
    ] + VariantOptions.table)

    /// Every option `render` accepts, `--help` included, in the order its errors list them.
    public static var optionNames: [String] { parser.optionNames }

    /// Parses the arguments after `render`; `--theme` picks from `themes` (the tool's own).
    public static func parse(_ arguments: [String], themes known: [Theme] = Theme.all) throws(UsageError) -> RenderOptions {
        let parsed = try parser.parse(arguments)
        var options = RenderOptions(themes: known)
        let variants = try VariantOptions.read(parsed, parser: parser)
        options.variants = variants
        do throws(UsageError) {
            if let out = try parsed.single("--out", in: parser) { options.outputDirectory = out }
            options.templatesDirectory = try parsed.single("--templates", in: parser)
            options.isQuiet = parsed.isSet("--quiet")
            options.writesNodeIDs = parsed.isSet("--node-ids")
            try parseStates(parsed, into: &options.states)
            // Token files' themes are known only once they are read, at render time.
            options.themes = try variants.builtInThemes(from: known)
            if parsed.isSet("--format") {
                options.formats = try OptionValues.choices(
                    parsed.list("--format"), from: Format.allCases.map { ($0.rawValue, $0) }, kind: "format", plural: "formats")
            }
            if parsed.isSet("--scale") {
                options.scales = try OptionValues.choices(
                    parsed.list("--scale"), from: knownScales.map { (String($0), $0) }, kind: "scale", plural: "scales")
            }
        } catch {
            throw parser.error(error.message)
        }
        // A scale without PNG output would be ignored in silence.
        if parsed.isSet("--scale") && !options.formats.contains(.png) {
            throw parser.error("--scale applies to PNG output only; add --format png")
        }
        if let refused = options.formats.first(where: { $0.unavailableReason != nil }) {
            throw parser.error(
                "--format \(refused.rawValue) is not available yet: \(refused.unavailableReason!); use --format html,layout")
        }
        return options
    }

    /// The shared options (`VariantOptions`) as these options hold them; setting it sets each field.
    var variants: VariantOptions {
        get {
            VariantOptions(
                themeNames: themeNames, tokenFiles: tokenFiles, colorSchemes: colorSchemes, canvases: canvases,
                dynamicTypeSizes: dynamicTypeSizes, fontsDirectory: fontsDirectory, assetsDirectory: assetsDirectory,
                missingAssets: missingAssets, symbolsDirectory: symbolsDirectory, missingSymbols: missingSymbols,
                localeNames: localeNames, stringsDirectory: stringsDirectory)
        }
        set {
            themeNames = newValue.themeNames
            tokenFiles = newValue.tokenFiles
            if let schemes = newValue.colorSchemes { colorSchemes = schemes }
            if let canvases = newValue.canvases { self.canvases = canvases }
            dynamicTypeSizes = newValue.dynamicTypeSizes
            fontsDirectory = newValue.fontsDirectory
            assetsDirectory = newValue.assetsDirectory
            missingAssets = newValue.missingAssets
            symbolsDirectory = newValue.symbolsDirectory
            missingSymbols = newValue.missingSymbols
            localeNames = newValue.localeNames
            stringsDirectory = newValue.stringsDirectory
        }
    }

    /// `--states none|controls|all`, `--state-depth N` (at least 1), `--state-pages N` (at least 1).
    static func parseStates(
        _ parsed: ParsedOptions, into states: inout StateOptions, parser: CommandOptionParser = RenderOptions.parser
    ) throws(UsageError) {
        if let value = try parsed.single("--states", in: parser) {
            guard let mode = StateVariantMode(rawValue: value.lowercased()) else {
                throw UsageError("unknown --states value '\(value)'; values: none, controls, all")
            }
            states.mode = mode
        }
        for (name, apply) in [("--state-depth", { (n: Int, s: inout StateOptions) in s.depth = n }),
                              ("--state-pages", { (n: Int, s: inout StateOptions) in s.pageLimit = n })] {
            guard let value = try parsed.single(name, in: parser) else { continue }
            guard let number = Int(value), number >= 1 else {
                throw UsageError("\(name) takes a whole number of at least 1, not '\(value)'")
            }
            apply(number, &states)
        }
    }
}
