import TrellisCore
import TrellisLayout

extension SVGWalk {
    /// A button draws only its label. A link inside it is written as its label, not as an `a`:
    /// the outer control wins, as in the HTML, where a button can hold no link.
    mutating func writeButton(_ node: ResolvedNode, at index: Int) throws(RenderError) {
        let saved = isInLink
        isInLink = true
        try emitChildren(of: node, at: index)
        isInLink = saved
    }
}
