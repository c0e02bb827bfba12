import Foundation
import Trellis
import TrellisRender
import TrellisValidation

/// The corpus's screens rendered as the command renders them, HTML and SVG, every document
/// checked by the Validator. Unlike CorpusSupport this draws unknown symbol names as the
/// placeholder and reports them, so a screen using a symbol Trellis has no drawing for still
/// renders and the names are listed (the unseen corpus measures compiling, not symbols).
struct AppScreensBRendering {
    var documents: [String: String] = [:]
    var failures: [String] = []
    var unknownSymbols: Set<String> = []
}

@MainActor
func renderAppScreensB(_ screens: [(id: String, view: @MainActor @Sendable () -> AnyView)], colorSchemes: [ColorScheme] = [.light]) async -> AppScreensBRendering {
    let pages = screens.map { screen in SitePage(id: screen.id, title: screen.id, makeView: screen.view) }
    var catalog = SymbolCatalog.builtIn
    catalog.missingSymbols = .placeholder
    let renderer = SiteRenderer(
        emitter: HTMLEmitter(symbols: catalog),
        check: { document, path in
            let report = Validator().validate(document, as: DocumentKind(path: path) ?? .html)
            return report.isValid ? nil : report.formatted(documentName: path)
        },
        writesSVG: true)
    let plan = SitePlan.make(pages: pages, themes: [.marigold], colorSchemes: colorSchemes)
    var result = AppScreensBRendering()
    for screen in screens {
        for node in screen.view().resolved().root.subtree(includingDestinations: true) {
            if case .image(let image) = node.kind, !image.isAsset, SymbolCatalog.builtIn.symbol(named: image.systemName) == nil {
                result.unknownSymbols.insert(image.systemName)
            }
        }
    }
    let output = await renderer.render(plan)
    for file in output.files where file.path.hasSuffix(".html") || file.path.hasSuffix(".svg") {
        result.documents[file.path] = String(decoding: file.contents, as: UTF8.self)
    }
    result.failures = output.failures.map(\.description)
    if output.failures.isEmpty, let directory = ProcessInfo.processInfo.environment["TRELLIS_CORPUS_OUT"] {
        try? SiteWriter(directory: directory + "/apps-b").write(output.files)
    }
    return result
}
