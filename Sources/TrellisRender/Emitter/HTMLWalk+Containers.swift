import TrellisCore
import TrellisLayout

/// Scroll views, grids, geometry readers and ViewThatFits in HTML: boxes that position their
/// children at the engine's frames. A scroll view clips its content to its box, as a screenshot
/// of a scrolled-to-the-top screen shows it; a ViewThatFits writes only the child layout chose.
extension HTMLWalk {
    mutating func emitContainer(_ node: ResolvedNode, at index: Int, css: CSSDeclarations) throws(RenderError) {
        switch node.kind {
        case .scroll:
            var css = css
            css.set("overflow", "hidden")
            try emitChildren(node, at: index, open: box, css: css)
        case .viewThatFits(let choice):
            open(box, css)
            if let chosen = choice.chosen, chosen < node.children.count {
                var childIndex = index + 1
                for _ in 0..<chosen { childIndex += layout[childIndex].subtreeSize }
                try emit(node.children[chosen], at: childIndex, placement: .positioned(in: layout[index].frame.origin), position: chosen)
            }
            writer.close(box)
        default:
            try emitChildren(node, at: index, open: box, css: css)
        }
    }
}
