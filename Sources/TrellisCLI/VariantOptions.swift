import Foundation
import Trellis
import TrellisLayout
import TrellisSite

/// The options that choose what a run covers and what it draws with: themes and design tokens,
/// color schemes, canvases, Dynamic Type sizes, brand fonts, asset catalogs and symbols. `render`
/// and `check` both take them from this one table and read them with this one reader, so an
/// option spelled for one command means the same in the other.
struct VariantOptions: Equatable, Sendable {
    /// `--theme`'s names as given; nil when it was not. Matched once `tokenFiles` are read.
    var themeNames: [String]?
    /// `--tokens FILE`: DTCG tokens or resolver files, one theme each, in command-line order.
    var tokenFiles: [String] = []
    /// nil when `--color-scheme` was not given: the command's own default then applies.
    var colorSchemes: [ColorScheme]?
    /// nil when `--canvas` was not given.
    var canvases: [RenderCanvas]?
    /// Smallest first; `.large` alone by default.
    var dynamicTypeSizes: [DynamicTypeSize] = [.large]
    /// `--fonts DIR`: a folder of brand fonts.
    var fontsDirectory: String?
    /// `--assets DIR`: an `.xcassets` folder, or a folder of them.
    var assetsDirectory: String?
    var missingAssets: MissingSymbolPolicy = .error
    /// `--symbols DIR`: one SVG file per symbol name.
    var symbolsDirectory: String?
    var missingSymbols: MissingSymbolPolicy = .error
    /// `--locale`'s names as given (`de`, `pseudo-accented`, `all`); nil when it was not, which
    /// renders the development language alone.
    var localeNames: [String]?
    /// `--strings DIR`: the app's String Catalogs and `.lproj` folders; nil looks beside the assets.
    var stringsDirectory: String?

    /// The shared options, in the order help and errors list them.
    static let table: [CommandOptionParser.Option] = [
        .init("--theme", .list), .init("--tokens", .path), .init("--color-scheme", .list), .init("--canvas", .list),
        .init("--dynamic-type", .list), .init("--fonts", .path), .init("--assets", .path), .init("--missing-assets", .value),
        .init("--symbols", .path), .init("--missing-symbols", .value), .init("--locale", .list), .init("--strings", .path),
    ]

    /// The shared options `parsed` holds. Errors are the parser's command's.
    static func read(_ parsed: ParsedOptions, parser: CommandOptionParser) throws(UsageError) -> VariantOptions {
        var options = VariantOptions()
        do throws(UsageError) {
            options.tokenFiles = parsed.list("--tokens")
            if parsed.isSet("--theme") { options.themeNames = parsed.list("--theme") }
            if parsed.isSet("--color-scheme") { options.colorSchemes = try OptionValues.colorSchemes(parsed.list("--color-scheme")) }
            if parsed.isSet("--canvas") { options.canvases = try OptionValues.canvases(parsed.list("--canvas")) }
            if parsed.isSet("--dynamic-type") {
                options.dynamicTypeSizes = try OptionValues.dynamicTypeSizes(parsed.list("--dynamic-type"))
            }
            options.fontsDirectory = try parsed.single("--fonts", in: parser)
            options.assetsDirectory = try parsed.single("--assets", in: parser)
            options.symbolsDirectory = try parsed.single("--symbols", in: parser)
            options.missingAssets = try policy("--missing-assets", in: parsed, parser: parser) ?? .error
            options.missingSymbols = try policy("--missing-symbols", in: parsed, parser: parser) ?? .error
            options.stringsDirectory = try parsed.single("--strings", in: parser)
            if parsed.isSet("--locale") {
                let names = parsed.list("--locale")
                for name in names where name.lowercased() != "all" && SiteLocalization(name) == nil {
                    throw UsageError(
                        "unknown --locale value '\(name)'; values: a locale identifier such as de, ar or pt-BR, all (every language "
                            + "the strings have), or a pseudo-language: " + PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", "))
                }
                options.localeNames = names
            }
        } catch {
            throw parser.error(error.message)
        }
        return options
    }

    private static func policy(
        _ name: String, in parsed: ParsedOptions, parser: CommandOptionParser
    ) throws(UsageError) -> MissingSymbolPolicy? {
        guard let given = try parsed.single(name, in: parser) else { return nil }
        guard let value = MissingSymbolPolicy(rawValue: given.lowercased()) else {
            throw UsageError(
                "unknown \(name) value '\(given)'; values: " + MissingSymbolPolicy.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }

    /// The themes `--theme` picks from `known` when no token file is given (checked while
    /// parsing); with token files the names are matched once the files are read (`themes(from:)`).
    func builtInThemes(from known: [Theme]) throws(UsageError) -> [Theme] {
        guard let themeNames, tokenFiles.isEmpty else { return known }
        return try OptionValues.themes(themeNames, from: known)
    }

    /// A failure to read the options' files, as the command reports it.
    struct Failure: Error {
        var report: String
        var status: Int32
    }

    /// The themes the run covers. Without `--tokens`, `--theme`'s pick of `known`. With it,
    /// `--theme` picks from `known` and the files' themes, and a run without `--theme` covers the
    /// files' themes only (a team that hands over its tokens means its own look). A token file
    /// that cannot be read names every problem in it, and stops the run before anything is done.
    func themes(from known: [Theme], fonts: FontCatalog, command: String) -> Result<[Theme], Failure> {
        guard !tokenFiles.isEmpty else {
            do {
                return .success(try builtInThemes(from: known))
            } catch {
                return .failure(Failure(report: UsageError(error.message, command: command).report, status: TrellisCommandLine.ExitStatus.usage))
            }
        }
        var tokenThemes: [Theme] = []
        var report = ""
        for file in tokenFiles {
            do {
                tokenThemes.append(try Theme(designTokensFile: file, fontFamilies: fonts.names))
            } catch {
                for problem in error.problems {
                    report += CommandMessage.error("--tokens: \(problem.description)", command: command) + "\n"
                }
            }
        }
        if !report.isEmpty { return .failure(Failure(report: report, status: TrellisCommandLine.ExitStatus.failure)) }
        let all = known + tokenThemes
        var seen: Set<String> = []
        for theme in all where !seen.insert(theme.name.lowercased()).inserted {
            return .failure(Failure(
                report: CommandMessage.error("two themes are named '\(theme.name)'; a theme's name picks it with --theme, so each must differ", command: command) + "\n",
                status: TrellisCommandLine.ExitStatus.failure))
        }
        guard let themeNames else { return .success(tokenThemes) }
        do {
            return .success(try OptionValues.themes(themeNames, from: all))
        } catch {
            return .failure(Failure(report: UsageError(error.message, command: command).report, status: TrellisCommandLine.ExitStatus.usage))
        }
    }

    /// What the options' folders hold: the symbols, the asset catalog, the brand fonts and the
    /// strings, read before anything is rendered. `brandFonts` is the tool's own folder, which
    /// `--fonts` replaces.
    struct Resources {
        var symbols = SymbolCatalog.builtIn
        var assets = AssetCatalog()
        var brandFonts: BrandFonts
        /// nil when no strings file was found.
        var strings: LocalizedStrings?
    }

    /// The folder strings are read from: `--strings DIR`, else the folder `--assets` names (an
    /// `.xcassets` folder's own folder, where Xcode keeps the catalogs beside it).
    var stringsFolder: String? {
        if let stringsDirectory { return stringsDirectory }
        guard let assetsDirectory else { return nil }
        let url = URL(fileURLWithPath: assetsDirectory)
        return url.pathExtension == "xcassets" ? url.deletingLastPathComponent().path : url.path
    }

    /// The languages `--locale` asks for, in its order (duplicates dropped): nil for the development
    /// language, which `all` puts first, followed by every other language of `strings`, sorted.
    func localizations(strings: LocalizedStrings?) -> [SiteLocalization?] {
        guard let localeNames else { return [nil] }
        let development = strings?.developmentLanguage ?? "en"
        var result: [SiteLocalization?] = []
        func add(_ localization: SiteLocalization?) {
            if !result.contains(localization) { result.append(localization) }
        }
        for name in localeNames {
            if name.lowercased() == "all" {
                add(nil)
                for language in strings?.languages ?? [] where language != development { add(.locale(language)) }
                continue
            }
            guard let localization = SiteLocalization(name) else { continue }
            add(localization == .locale(development) ? nil : localization)
        }
        return result
    }

    /// Reads the folders; an error says which option's folder failed and why, one line per problem.
    func resources(brandFonts tool: String?, dejaVu: String, command: String) -> Result<Resources, Failure> {
        func failure(_ lines: [String]) -> Result<Resources, Failure> {
            .failure(Failure(
                report: lines.map { CommandMessage.error($0, command: command) + "\n" }.joined(),
                status: TrellisCommandLine.ExitStatus.failure))
        }
        do {
            var symbols = SymbolCatalog.builtIn
            symbols.missingSymbols = missingSymbols
            if let symbolsDirectory { try symbols.registerSymbols(inDirectory: symbolsDirectory) }
            var assets = AssetCatalog()
            if let assetsDirectory { assets = try AssetCatalog(url: URL(fileURLWithPath: assetsDirectory)) }
            assets.missingAssets = missingAssets
            symbols.register(symbolsIn: assets)
            let fonts = try BrandFonts(directory: fontsDirectory ?? tool, dejaVu: dejaVu)
            var strings: LocalizedStrings?
            if let stringsFolder {
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: stringsFolder, isDirectory: &isDirectory), isDirectory.boolValue else {
                    return failure(["--strings: \(stringsFolder) is not a folder"])
                }
                let read = try LocalizedStrings(directory: URL(fileURLWithPath: stringsFolder))
                strings = read.isEmpty && stringsDirectory == nil ? nil : read
            }
            return .success(Resources(symbols: symbols, assets: assets, brandFonts: fonts, strings: strings))
        } catch let error as FontFolderError {
            return failure(["--fonts: " + error.description])
        } catch let error as AssetCatalogError {
            return failure(["--assets: " + error.description])
        } catch var error as LocalizedStringsError {
            error.file = (stringsFolder.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "") + error.file
            return failure([(stringsDirectory == nil ? "--assets: the strings beside the assets: " : "--strings: ") + error.description])
        } catch let error as SymbolFolderError {
            return failure(error.errors.map { "--symbols: " + $0.description })
        } catch {
            return failure(["\(error)"])
        }
    }
}
