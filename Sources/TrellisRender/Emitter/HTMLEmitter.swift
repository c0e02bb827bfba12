import TrellisCore
import TrellisLayout

/// Writes a laid-out screen as polyglot HTML5 with CSS classes that put every node where the
/// layout engine placed it.
///
/// The screen becomes one canvas `div` of the canvas size, with the theme's background. Each
/// node's element has the engine's size; HStack and VStack are flexbox lines and every other
/// container positions its children at the engine's offsets (see `HTMLWalk`). Rendering is one
/// pre-order walk appending into one buffer.
public struct HTMLEmitter: Sendable {
    /// Generated classes are named `prefix + n`. Give screens that share one page different
    /// prefixes so their classes cannot collide.
    public var classPrefix: String
    /// Gives each node's outermost element an `id`: `n` and the node's path of child positions
    /// from the root (`n0`, `n0.1`, `n0.1.2`, …), the id the layout JSON and the SVG use, so a
    /// test can find a node's box in a browser and compare it with the engine's frame. Off by
    /// default to keep pages small and goldens stable when a view is inserted.
    public var marksNodes: Bool
    /// The drawings `Image(systemName:)` names, and what an unknown name draws. The tree must
    /// have been laid out with the same drawings' proportions (`LayoutEngine(symbols:)`).
    public var symbols: SymbolCatalog
    /// The site's root relative to the page (`"../"` for a page one folder below it), which the
    /// `src` of an asset-catalog image starts with: the files are in the site's `assets/images/`.
    public var assetRoot = ""

    /// `symbols` nil draws the built-in drawings.
    public init(classPrefix: String = "t", marksNodes: Bool = false, symbols: SymbolCatalog? = nil) {
        self.classPrefix = classPrefix
        self.marksNodes = marksNodes
        self.symbols = symbols ?? .builtIn
    }

    /// Renders a screen the engine has laid out; its canvas is the one it was laid out in.
    ///
    /// - Parameters:
    ///   - back: the href of the screen a destination screen's back button returns to; nil draws
    ///     the back button without a link.
    ///   - link: maps a `NavigationLink` destination to the href of its page (nil = no link).
    public func render(
        _ layout: LaidOutTree,
        back: String? = nil,
        link: (ResolvedDestination) -> String?
    ) throws(RenderError) -> HTMLFragment {
        try layout.tree.checkNesting()
        return try withoutActuallyEscaping(link) { (link) throws(RenderError) -> HTMLFragment in
            let walk = { () -> Result<HTMLFragment, RenderError> in
                do throws(RenderError) {
                    var walk = HTMLWalk(
                        layout: layout, classPrefix: classPrefix, marksNodes: marksNodes, symbols: symbols, back: back, link: link)
                    walk.assetRoot = assetRoot
                    try walk.renderScreen()
                    return .success(HTMLFragment(body: walk.writer.output, stylesheet: BaseStyles.rules + walk.classes.stylesheet()))
                } catch {
                    return .failure(error)
                }
            }
            // The walk recurses a few frames per tree level, about 1.6 KB in a release build, so
            // an 8 MiB thread stack ends near 5,000 levels; resolution handles far deeper trees
            // on its large stack, and the walk runs on one too.
            return try (LargeStack.call(walk) ?? walk()).get()
        }
    }
}
