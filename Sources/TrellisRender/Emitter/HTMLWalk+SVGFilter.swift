import Foundation
import TrellisCore
import TrellisLayout

extension HTMLWalk {
    /// A color filter that CSS's filter functions can't spell (a multiply), as an SVG `filter`
    /// in a sizeless inline `svg` at the start of the node's element, which the element's
    /// `filter` refers to by id.
    ///
    /// The filter's region is the frame and the canvas, as in the SVG output, so content drawn
    /// outside the frame is not cut off; on an HTML element a filter's user space starts at the
    /// element's border box, hence the offset by the frame's origin.
    mutating func emitSVGFiltered(_ node: ResolvedNode, _ filter: ResolvedColorFilter, at index: Int, css: CSSDeclarations) throws(RenderError) {
        let frame = layout[index].frame
        let region = frame.union(CGRect(origin: .zero, size: layout.canvas)).offsetBy(dx: -frame.minX, dy: -frame.minY)
        let filterID = trail.id + "-filter"
        var css = css
        css.set("filter", "url(#" + filterID + ")")
        open(box, css)
        var hidden = CSSDeclarations()
        hidden.set("position", "absolute")
        hidden.set("width", "0")
        hidden.set("height", "0")
        writer.beginStartTag("svg")
        writer.attribute("xmlns", "http://www.w3.org/2000/svg")
        writer.attribute("version", "1.1")
        writer.attribute("class", classes.className(for: hidden))
        writer.attribute("width", "0")
        writer.attribute("height", "0")
        writer.attribute("aria-hidden", "true")
        writer.endStartTag()
        SVGWalk.writeFilter(id: filterID, region: region, into: &writer) { writer in
            for step in filter.svgSteps { SVGWalk.write(step, into: &writer) }
        }
        writer.close("svg")
        try emitChildNodes(node, at: index)
        writer.close(box)
    }
}
