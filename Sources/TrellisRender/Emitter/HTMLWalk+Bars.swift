import TrellisCore
import TrellisLayout

extension HTMLWalk {
    /// A part of a navigation stack's bars (toolbar items, the search field, the bottom bar): a
    /// box with its content where the engine placed it. Its texts are items, not the bar's title.
    mutating func emitBarSlot(_ node: ResolvedNode, _ slot: ResolvedBarSlot, at index: Int, css: CSSDeclarations) throws(RenderError) {
        var css = css
        // The bottom bar sits over content that runs under it, as the top bar does; a presented
        // sheet or alert over both bars.
        if slot == .bottom { css.set("z-index", "1") }
        if slot == .presentation { css.set("z-index", "2") }
        let saved = isBarTitle
        isBarTitle = false
        try emitChildren(node, at: index, open: box, css: css)
        isBarTitle = saved
    }
}
