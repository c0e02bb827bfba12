import TrellisCore
import TrellisLayout

extension SVGWalk {
    /// A control that leads to another state's page: an `a xlink:href` around its drawing, as a
    /// NavigationLink is, to that page's SVG (the plan names pages); without a page, the drawing.
    mutating func writeStateLink(_ node: ResolvedNode, _ link: ResolvedStateLink, at index: Int) throws(RenderError) {
        try writeLink(to: link.href.map { SVGEmitter.svgPath(forPage: $0) }) { (walk) throws(RenderError) in try walk.emitChildren(of: node, at: index) }
    }
}
