import Trellis
import TrellisLayout

extension SVGWalk {
    /// A control that leads to another state's page: an `a xlink:href` around its drawing, as a
    /// NavigationLink is; without a page, the drawing alone.
    mutating func writeStateLink(_ node: ResolvedNode, _ link: ResolvedStateLink, at index: Int) throws(RenderError) {
        try writeLink(to: link.href) { (walk) throws(RenderError) in try walk.emitChildren(of: node, at: index) }
    }
}
