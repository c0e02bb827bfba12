import Foundation
import Trellis
import TrellisRender
import TrellisValidation

/// The compatibility corpus's one way of rendering: each screen as the command renders it, HTML
/// and SVG, every document checked by the Validator. Shared by the Corpus* test targets, which
/// differ only in the app code they compile.
public struct CorpusRendering: Sendable {
    /// Every document written, by its path in the site (`marigold/<page>.html`, `….svg`).
    public var documents: [String: String]
    /// A render error or a document the Validator rejected, with its report.
    public var failures: [String]

    /// The documents of one page (its HTML and SVG, and those of the screens it links to).
    public func documents(ofPage page: String) -> [(path: String, text: String)] {
        documents.filter { $0.key.hasPrefix("marigold/\(page)") }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}

/// Renders `screens` (an id and a view each) under Marigold on the phone canvas. With
/// `TRELLIS_CORPUS_OUT` set to a directory, the site is also written to a folder in it named
/// after the first screen, to look at. `assets` is the app's asset catalog, as
/// `trellis render --assets` reads it: what `Image("name")` and `Color("name")` find.
@MainActor
public func renderCorpus(
    _ screens: [(id: String, view: @MainActor @Sendable () -> AnyView)], assets: AssetCatalog? = nil
) async -> CorpusRendering {
    let pages = screens.map { screen in SitePage(id: screen.id, title: screen.id, makeView: screen.view) }
    var renderer = SiteRenderer(
        check: { document, path in
            let report = Validator().validate(document, as: DocumentKind(path: path) ?? .html)
            return report.isValid ? nil : report.formatted(documentName: path)
        },
        writesSVG: true)
    var failures: [String] = []
    if let assets {
        do { renderer.assetFiles = try assets.siteFiles() } catch { failures.append("\(error)") }
    }
    let plan = SitePlan.make(pages: pages, themes: [.marigold], assets: assets?.namedAssets ?? NamedAssets())
    let output = await renderer.render(plan)
    var documents: [String: String] = [:]
    for file in output.files where file.path.hasSuffix(".html") || file.path.hasSuffix(".svg") {
        documents[file.path] = String(decoding: file.contents, as: UTF8.self)
    }
    if output.failures.isEmpty, let directory = ProcessInfo.processInfo.environment["TRELLIS_CORPUS_OUT"] {
        try? SiteWriter(directory: directory + "/" + (screens.first?.id ?? "corpus")).write(output.files + renderer.assetFiles)
    }
    return CorpusRendering(documents: documents, failures: failures + output.failures.map(\.description))
}
