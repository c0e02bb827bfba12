import TrellisCore
import TrellisLayout

/// Writes a laid-out screen as a standalone SVG 1.1 document: the picture a golden test diffs,
/// a documentation page embeds, and a browser shows as it shows the HTML page.
///
/// The document's size and viewBox are the canvas. Every node is drawn at the frame the layout
/// engine gave it (the same `LaidOutTree` the HTML emitter reads), each text line at the
/// engine's start and baseline, and each element that stands for a node carries the node's id
/// (`n0.1.2`), the id the HTML and the layout JSON use. Rendering is one pre-order walk
/// appending into one buffer.
public struct SVGEmitter: Sendable {
    /// The site's root relative to the SVG (`"../"` for a page one folder below it): the
    /// document's `@font-face` rules find the DejaVu files in its `assets/` folder, where
    /// `trellis render` copies them. nil leaves the rules out, for an SVG shown where the fonts
    /// are installed.
    public var fontRoot: String?
    /// The drawings `Image(systemName:)` names, and what an unknown name draws, as in
    /// `HTMLEmitter.symbols`.
    public var symbols: SymbolCatalog
    /// Prefixed to an asset-catalog image's site path, as `HTMLEmitter.assetRoot`.
    public var assetRoot = ""
    /// The brand fonts whose `@font-face` rules follow DejaVu's (with `fontRoot` set): their
    /// files are in the site's `assets/fonts/`.
    public var fonts = FontCatalog()

    /// `marigold/home.html` → `marigold/home.svg`: the SVG of a page, which links between SVGs
    /// lead to.
    public static func svgPath(forPage path: String) -> String {
        (path.hasSuffix(".html") ? String(path.dropLast(5)) : path) + ".svg"
    }

    /// `symbols` nil draws the built-in drawings.
    public init(fontRoot: String? = nil, symbols: SymbolCatalog? = nil) {
        self.fontRoot = fontRoot
        self.symbols = symbols ?? .builtIn
    }

    /// Renders a screen the engine has laid out; its canvas is the one it was laid out in.
    ///
    /// - Parameters:
    ///   - back: the href of the SVG a destination screen's back button returns to; nil draws the
    ///     back button without a link.
    ///   - link: maps a `NavigationLink` destination to the href of its SVG (nil = no link).
    public func render(
        _ layout: LaidOutTree, back: String? = nil, link: (ResolvedDestination) -> String? = { _ in nil }
    ) throws(RenderError) -> String {
        try layout.tree.checkNesting()
        return try withoutActuallyEscaping(link) { (link) throws(RenderError) -> String in
            let walk = { () -> Result<String, RenderError> in
                do throws(RenderError) {
                    var walk = SVGWalk(layout: layout, back: back, link: link, symbols: symbols)
                    walk.assetRoot = assetRoot
                    walk.fonts = fonts
                    try walk.renderDocument(title: layout.tree.title, fontRoot: fontRoot)
                    return .success(walk.writer.output)
                } catch {
                    return .failure(error)
                }
            }
            // The walk recurses per tree level, as the HTML walk does: deep trees get the large stack.
            return try (LargeStack.call(walk) ?? walk()).get()
        }
    }
}
