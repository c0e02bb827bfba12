import Foundation
import Trellis
import TrellisLayout
import TrellisRender

/// Checks one finished document before it may be written: nil when valid, else the report to show.
/// `path` is the document's path in the site, for the report.
public typealias DocumentCheck = @Sendable (_ document: String, _ path: String) -> String?

/// A document that could not be rendered or did not pass its check.
public struct SiteRenderFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The document's path in the site.
    public var path: String
    /// What went wrong: the render error, or the check's report.
    public var message: String

    public var description: String { "\(path): \(message)" }
}

/// Turns a site plan into files in memory: each screen laid out once with the plan's engine, then
/// through the HTML emitter and the page template (and the SVG emitter, from the same layout),
/// then the index. Laying out, emitting and checking run off the main actor, in parallel; the
/// files come back in plan order, so a concurrent run is byte-identical to a serial one.
public struct SiteRenderer: Sendable {
    /// The templates of the pages and the index.
    public var templates: SiteTemplates
    /// How screens are emitted. Its `symbols` also draw the SVGs, and size symbols when a page is
    /// laid out, so layout and drawing agree on each one's aspect.
    public var emitter: HTMLEmitter
    /// Checks each finished document (HTML and SVG) before it may be written; nil writes without a
    /// check.
    public var check: DocumentCheck?
    /// Also write each page's frames as `<page>.layout.json` beside it; the pages then carry node
    /// ids, so a tool can match each element to its frame.
    public var writesLayout: Bool
    /// Write the pages and the index; without it only the layout files are written (the pages
    /// are still rendered and checked, so an error in one still fails the run).
    public var writesHTML: Bool
    /// Also write each screen as a standalone SVG, `<page>.svg` beside its page, drawn from the
    /// same layout; its links lead to the other screens' SVGs.
    public var writesSVG: Bool
    /// Also write each screen's SVG as PNG at each of these scales (`<page>.png`, `<page>@2x.png`),
    /// through `rasterizer`; the SVG is made and checked for it even when `writesSVG` is off.
    public var pngScales: [Int]
    /// Turns an SVG into PNG bytes at a scale, for ``pngScales``; nil when no PNG is written.
    public var rasterizer: SVGRasterizer?
    /// The index's title, summary and grouping.
    public var index = SiteIndex()
    /// The asset-catalog images the screens reference (`AssetCatalog.siteFiles()`): the caller
    /// writes them with the pages; the rasterizer gets them inlined, as it reads no other file.
    public var assetFiles: [SiteFile] = []
    /// Also check the contrast of every text, from the layout each page is drawn from
    /// (``Output/contrast``), so a run that reports contrast lays each screen out once.
    public var checksContrast = false

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - templates: The templates of the pages and the index.
    ///   - emitter: How screens are emitted.
    ///   - check: Checks each finished document; nil writes without a check.
    ///   - writesHTML: Whether the pages and the index are written.
    ///   - writesLayout: Whether each page's frames are also written as `<page>.layout.json`.
    ///   - writesSVG: Whether each screen is also written as `<page>.svg`.
    ///   - pngScales: The scales at which each screen is also written as PNG.
    ///   - rasterizer: What turns an SVG into PNG; needed when `pngScales` isn't empty.
    public init(
        templates: SiteTemplates = .builtIn, emitter: HTMLEmitter = HTMLEmitter(), check: DocumentCheck? = nil,
        writesHTML: Bool = true, writesLayout: Bool = false, writesSVG: Bool = false,
        pngScales: [Int] = [], rasterizer: SVGRasterizer? = nil
    ) {
        self.pngScales = pngScales
        self.rasterizer = rasterizer
        self.templates = templates
        self.emitter = emitter
        self.check = check
        self.writesHTML = writesHTML
        self.writesLayout = writesLayout
        self.writesSVG = writesSVG
    }

    /// What a render produced: the files to write, or why some can't be.
    public struct Output: Sendable {
        /// The pages that rendered, in plan order, then `index.html`. Write them only when
        /// `failures` is empty.
        public var files: [SiteFile]
        /// The documents that couldn't be rendered or didn't pass the check, in plan order.
        public var failures: [SiteRenderFailure]
        /// With ``SiteRenderer/checksContrast``, the contrast of every rendered page's texts, in
        /// plan order; nil without it.
        public var contrast: ContrastReport? = nil
    }

    /// One document's files and, when asked for, its texts' contrast.
    private struct RenderedPage: Sendable {
        var files: [SiteFile]
        var contrast: PageContrast?
    }

    /// Renders every document of `plan`. `progress` is told each finished path, in the order they
    /// finish (which varies); it never affects the output.
    public func render(
        _ plan: SitePlan,
        concurrently: Bool = true,
        progress: (@Sendable (_ path: String, _ done: Int, _ total: Int) -> Void)? = nil
    ) async -> Output {
        let shell = PageShell(plan: plan)
        let engine = layoutEngine(for: plan)
        let total = plan.documents.count + 1
        var outcomes = [Result<RenderedPage, SiteRenderFailure>?](repeating: nil, count: plan.documents.count)
        var done = 0
        if concurrently {
            await withTaskGroup(of: (Int, Result<RenderedPage, SiteRenderFailure>).self) { group in
                for (index, document) in plan.documents.enumerated() {
                    group.addTask { (index, await self.renderPage(document, shell: shell, engine: engine)) }
                }
                for await (index, outcome) in group {
                    outcomes[index] = outcome
                    done += 1
                    progress?(plan.documents[index].path, done, total)
                }
            }
        } else {
            for (index, document) in plan.documents.enumerated() {
                outcomes[index] = await renderPage(document, shell: shell, engine: engine)
                done += 1
                progress?(document.path, done, total)
            }
        }
        let index = await renderIndex(plan)
        progress?("index.html", total, total)

        var files: [SiteFile] = []
        var failures: [SiteRenderFailure] = []
        var contrast: [PageContrast] = []
        for outcome in outcomes + [index.map { RenderedPage(files: writesHTML ? [$0] : [], contrast: nil) }] {
            switch outcome {
            case .success(let rendered):
                files += rendered.files
                if let page = rendered.contrast { contrast.append(page) }
            case .failure(let failure): failures.append(failure)
            case nil: break
            }
        }
        return Output(files: files, failures: failures, contrast: checksContrast ? ContrastReport(pages: contrast) : nil)
    }

    /// The plan's engine, sizing symbols from the drawings the emitters draw.
    func layoutEngine(for plan: SitePlan) -> LayoutEngine {
        LayoutEngine(measurer: plan.engine.measurer, symbols: emitter.symbols)
    }

    /// One page: lay the screen out on the variant's canvas, emit it, fill the template, check
    /// the result; with `writesLayout`, the frames beside it. Runs on the global executor.
    private func renderPage(
        _ document: SitePlan.PlannedDocument, shell: PageShell, engine: LayoutEngine
    ) async -> Result<RenderedPage, SiteRenderFailure> {
        let screen: HTMLFragment
        let layout = engine.layout(document.tree, in: document.variant.canvas.size)
        do {
            let back = document.parent?.fileName
            var emitter = self.emitter
            if writesLayout { emitter.marksNodes = true }
            emitter.assetRoot = PageShell.root
            screen = try emitter.render(layout, back: back) { document.links[$0] }
        } catch {
            return .failure(SiteRenderFailure(path: document.path, message: error.description))
        }
        let html = shell.render(document, screen: screen, template: templates.page)
        var files: [SiteFile] = []
        switch checked(html, path: document.path) {
        case .success(let page): if writesHTML { files.append(page) }
        case .failure(let failure): return .failure(failure)
        }
        if writesLayout { files.append(SiteFile(path: Self.layoutPath(forPage: document.path), text: layout.json())) }
        if writesSVG || writesPNG {
            switch renderSVG(document, layout: layout, fonts: shell.plan.fonts) {
            case .success(let svg):
                if writesSVG { files.append(svg) }
                switch pngFiles(of: svg) {
                case .success(let pngs): files += pngs
                case .failure(let failure): return .failure(failure)
                }
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(RenderedPage(files: files, contrast: checksContrast ? PageContrast(document, layout: layout) : nil))
    }

    /// The screen as SVG, from the layout the page was drawn from: the fonts are the site's,
    /// one folder up, and links lead to the SVGs of the screens the page links to.
    private func renderSVG(
        _ document: SitePlan.PlannedDocument, layout: LaidOutTree, fonts: FontCatalog
    ) -> Result<SiteFile, SiteRenderFailure> {
        let path = Self.svgPath(forPage: document.path)
        let svg: String
        do {
            var emitter = SVGEmitter(fontRoot: PageShell.root, symbols: self.emitter.symbols)
            emitter.assetRoot = PageShell.root
            emitter.fonts = fonts
            svg = try emitter.render(layout, back: document.parent.map { Self.svgPath(forPage: $0.fileName) }) {
                document.links[$0].map(Self.svgPath(forPage:))
            }
        } catch {
            return .failure(SiteRenderFailure(path: path, message: error.description))
        }
        return checked(svg, path: path)
    }

    /// Every symbol name the plan's screens use that `emitter.symbols` cannot draw, and where;
    /// nil when there is none or unknown names draw the placeholder. One pass over each screen's
    /// tree: a run checks this first so that it reports every unknown name at once (`render`
    /// alone stops each page at its first).
    public func unknownSymbols(in plan: SitePlan) -> UnknownSymbols? {
        emitter.symbols.unknownSymbols(in: plan.documents.map { ($0.path, $0.tree) })
    }

    /// `marigold/home.html` → `marigold/home.layout.json`.
    public static func layoutPath(forPage path: String) -> String {
        pathWithoutHTML(path) + ".layout.json"
    }

    /// `marigold/home.html` → `marigold/home.svg`.
    public static func svgPath(forPage path: String) -> String {
        SVGEmitter.svgPath(forPage: path)
    }

    private static func pathWithoutHTML(_ path: String) -> String {
        path.hasSuffix(".html") ? String(path.dropLast(5)) : path
    }

    private func renderIndex(_ plan: SitePlan) async -> Result<SiteFile, SiteRenderFailure> {
        checked(GalleryIndex(plan: plan, linksSVG: writesSVG, site: index).render(template: templates.index), path: "index.html")
    }

    private func checked(_ html: String, path: String) -> Result<SiteFile, SiteRenderFailure> {
        if let check, let report = check(html, path) {
            return .failure(SiteRenderFailure(path: path, message: "invalid; not written:\n" + report))
        }
        return .success(SiteFile(path: path, text: html))
    }
}
