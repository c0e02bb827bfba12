import Foundation
import Trellis
import TrellisSite
import TrellisValidation

/// The compatibility corpus's one way of rendering: each screen as the command renders it, HTML
/// and SVG, every document checked by the Validator. Shared by the Corpus* test targets, which
/// differ only in the app code they compile.
public struct CorpusRendering: Sendable {
    /// Every document written, by its path in the site (`marigold/<page>.html`, `….svg`).
    public var documents: [String: String]
    /// A render error or a document the Validator rejected, with its report.
    public var failures: [String]
    /// Symbol names the screens use that Trellis has no drawing for (drawn as the placeholder when
    /// `missingSymbols` is `.placeholder`, else a failure).
    public var unknownSymbols: Set<String> = []

    /// The documents of one page (its HTML and SVG, and those of the screens it links to).
    public func documents(ofPage page: String) -> [(path: String, text: String)] {
        documents.filter { $0.key.hasPrefix("marigold/\(page)") }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

/// Renders `screens` (an id and a view each) under Marigold on `canvases` (the phone by default; the
/// macOS sweep renders on the desktop), in each of `colorSchemes`. With `TRELLIS_CORPUS_OUT` set to a directory, the site is also written to a
/// folder in it (`folder`, else the first screen's id), to look at. `assets` is the app's asset
/// catalog, as `trellis render --assets` reads it: what `Image("name")` and `Color("name")` find.
/// `missingSymbols: .placeholder` draws unknown symbol names as the placeholder and lists them in
/// `unknownSymbols`, for the app sweeps, which measure compiling rather than symbol coverage.
/// `strings` are the app's strings, shown in each of `localizations`, as `trellis render --strings
/// --locale` shows them.
@MainActor
public func renderCorpus(
    _ screens: [(id: String, view: @MainActor @Sendable () -> AnyView)], assets: AssetCatalog? = nil,
    colorSchemes: [ColorScheme] = [.light], missingSymbols: MissingSymbolPolicy? = nil,
    folder: String? = nil, canvases: [RenderCanvas] = [.phone],
    strings: LocalizedStrings? = nil, localizations: [SiteLocalization?] = [nil]
) async -> CorpusRendering {
    let pages = screens.map { screen in SitePage(id: screen.id, title: screen.id, makeView: screen.view) }
    var emitter = HTMLEmitter()
    if let missingSymbols {
        var catalog = SymbolCatalog.builtIn
        catalog.missingSymbols = missingSymbols
        emitter = HTMLEmitter(symbols: catalog)
    }
    var renderer = SiteRenderer(
        emitter: emitter,
        check: { document, path in
            let report = Validator().validate(document, as: DocumentKind(path: path) ?? .html)
            return report.isValid ? nil : report.formatted(documentName: path)
        },
        writesSVG: true)
    var failures: [String] = []
    if let assets {
        do { renderer.assetFiles = try assets.siteFiles() } catch { failures.append("\(error)") }
    }
    let plan = SitePlan.make(
        pages: pages, themes: [.marigold], colorSchemes: colorSchemes, canvases: canvases, assets: assets?.namedAssets ?? NamedAssets(),
        strings: strings, localizations: localizations)
    var unknownSymbols: Set<String> = []
    for screen in screens {
        for node in screen.view().resolved().root.subtree(includingDestinations: true) {
            if case .image(let image) = node.kind, !image.isAsset, SymbolCatalog.builtIn.symbol(named: image.systemName) == nil {
                unknownSymbols.insert(image.systemName)
            }
        }
    }
    let output = await renderer.render(plan)
    var documents: [String: String] = [:]
    for file in output.files where file.path.hasSuffix(".html") || file.path.hasSuffix(".svg") {
        documents[file.path] = String(decoding: file.contents, as: UTF8.self)
    }
    if output.failures.isEmpty, let directory = ProcessInfo.processInfo.environment["TRELLIS_CORPUS_OUT"] {
        let name = folder ?? screens.first?.id ?? "corpus"
        // A site that cannot be written (two pages with one name) is a failure, not silence.
        do { try SiteWriter(directory: directory + "/" + name).write(output.files + renderer.assetFiles) } catch { failures.append("\(error)") }
    }
    return CorpusRendering(
        documents: documents, failures: failures + output.failures.map(\.description), unknownSymbols: unknownSymbols)
}
