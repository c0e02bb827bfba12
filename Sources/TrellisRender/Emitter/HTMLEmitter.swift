import Trellis

/// Writes a resolved screen as polyglot HTML5 with CSS classes that lay it out the way SwiftUI does.
///
/// The screen becomes one canvas `div` of the canvas size, with the theme's background, and the
/// screen's root view proposed the canvas and centered in it. Layout is flexbox (stacks, frames and
/// wrappers) and grid (ZStack), driven by each node's flexibility (see `FlexibilityTable` and
/// DESIGN.md, "SwiftUI layout in CSS"). Rendering is one pre-order walk appending into one buffer.
public struct HTMLEmitter: Sendable {
    /// The size the screen is proposed: phone 390×844 unless the caller picks another.
    public var canvas: CGSize
    /// Generated classes are named `prefix + n`. Give screens that share one page different
    /// prefixes so their classes cannot collide.
    public var classPrefix: String
    /// Gives each node's outermost element an `id`: `n` and the node's path of child positions
    /// from the root (`n0`, `n0.1`, `n0.1.2`, …), so a test can find a node's box in a browser
    /// and compare it with the layout engine's frame. Off by default to keep pages small.
    public var marksNodes: Bool

    public init(canvas: CGSize = CGSize(width: 390, height: 844), classPrefix: String = "t", marksNodes: Bool = false) {
        self.canvas = canvas
        self.classPrefix = classPrefix
        self.marksNodes = marksNodes
    }

    /// Renders one resolved screen.
    ///
    /// - Parameters:
    ///   - back: the href of the screen a destination screen's back button returns to; nil draws
    ///     the back button without a link.
    ///   - link: maps a `NavigationLink` destination to the href of its page (nil = no link).
    public func render(
        _ tree: ResolvedTree,
        back: String? = nil,
        link: (ResolvedDestination) -> String?
    ) throws(RenderError) -> HTMLFragment {
        try withoutActuallyEscaping(link) { (link) throws(RenderError) -> HTMLFragment in
            let walk = { () -> Result<HTMLFragment, RenderError> in
                do throws(RenderError) {
                    var walk = HTMLWalk(tree: tree, classPrefix: classPrefix, marksNodes: marksNodes, back: back, link: link)
                    try walk.renderScreen(canvas: canvas)
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
