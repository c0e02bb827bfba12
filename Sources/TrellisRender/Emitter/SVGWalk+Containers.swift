import TrellisCore
import TrellisLayout

/// Scroll views, grids, geometry readers and ViewThatFits in SVG: they paint nothing of their
/// own. A scroll view clips its content to its frame; a ViewThatFits draws only the child layout
/// chose.
extension SVGWalk {
    mutating func writeContainer(_ node: ResolvedNode, at index: Int, in frame: CGRect) throws(RenderError) {
        switch node.kind {
        case .scroll:
            try writeClipped(node, at: index, to: .rectangle, in: frame)
        case .viewThatFits(let choice):
            guard let chosen = choice.chosen, chosen < node.children.count else { return }
            var childIndex = index + 1
            for _ in 0..<chosen { childIndex += layout.nodes[childIndex].subtreeSize }
            try emit(node.children[chosen], at: childIndex, position: chosen)
        default:
            try emitChildren(of: node, at: index)
        }
    }
}
