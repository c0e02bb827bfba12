import TrellisCore
import TrellisLayout

/// Effects in the SVG. A transform is a `g transform` around the content; a shadow, blur or
/// color filter a `filter` (written just before the group that uses it, with an id made from the
/// node's, like a clip's); a blend mode and a compositing group a `style` the group carries; a
/// mask a `mask` whose content is drawn white through its alpha, since an SVG 1.1 mask reads
/// luminance and SwiftUI's reads opacity. Filters compute in sRGB, as CSS's filter functions do.
extension SVGWalk {
    mutating func writeEffect(_ node: ResolvedNode, _ effect: ResolvedEffect, at index: Int, in frame: CGRect) throws(RenderError) {
        let content = { (walk: inout SVGWalk) throws(RenderError) in try walk.emitChildren(of: node, at: index) }
        if let transform = EffectTransform(effect) {
            let value = transform.svgValue(in: frame)
            // What shows through a transform is not worked out: inside it, everything is written.
            try writeGroup(attributes: { $0.attribute("transform", value) }) { (walk) throws(RenderError) in
                try walk.showing(nil, content)
            }
            return
        }
        switch effect {
        case .offset, .rotation, .scale, .projection, .zIndex:
            try content(&self)
        case .shadow(let shadow):
            let margin = 3 * shadow.standardDeviation + Double(max(abs(shadow.x), abs(shadow.y)))
            // A shadow can bring content from as far as its offset and blur reach.
            let area = visibleArea?.grown(by: CGFloat(margin))
            try writeFiltered(region: filterRegion(frame, margin: margin), content: { (walk) throws(RenderError) in
                try walk.showing(area, content)
            }) { writer in
                writer.beginStartTag("feGaussianBlur")
                writer.attribute("in", "SourceAlpha")
                writer.attribute("stdDeviation", number: shadow.standardDeviation)
                writer.endStartTag(selfClosing: true)
                writer.beginStartTag("feOffset")
                writer.attribute("dx", number: shadow.x)
                writer.attribute("dy", number: shadow.y)
                writer.attribute("result", "shadow")
                writer.endStartTag(selfClosing: true)
                writer.beginStartTag("feFlood")
                writer.attribute("flood-color", hexColor: shadow.color)
                writer.attribute("flood-opacity", number: shadow.color.opacity)
                writer.endStartTag(selfClosing: true)
                writer.beginStartTag("feComposite")
                writer.attribute("in2", "shadow")
                writer.attribute("operator", "in")
                writer.endStartTag(selfClosing: true)
                writer.beginStartTag("feMerge")
                writer.endStartTag()
                writer.beginStartTag("feMergeNode")
                writer.endStartTag(selfClosing: true)
                writer.beginStartTag("feMergeNode")
                writer.attribute("in", "SourceGraphic")
                writer.endStartTag(selfClosing: true)
                writer.close("feMerge")
            }
        case .blur(let radius, let isOpaque):
            let deviation = Double(radius) / 2
            let blurred = { (walk: inout SVGWalk) throws(RenderError) in
                let area = walk.visibleArea?.grown(by: CGFloat(3 * deviation))
                try walk.writeFiltered(region: walk.filterRegion(frame, margin: 3 * deviation), content: { (walk) throws(RenderError) in
                    try walk.showing(area, content)
                }) { writer in
                    writer.beginStartTag("feGaussianBlur")
                    writer.attribute("stdDeviation", number: deviation)
                    writer.endStartTag(selfClosing: true)
                }
            }
            // SwiftUI's opaque blur stays inside the view's bounds.
            if isOpaque { try writeClipped(to: .rectangle, in: frame, content: blurred) } else { try blurred(&self) }
        case .colorFilter(let filter):
            try writeFiltered(region: filterRegion(frame, margin: 0), content: content) { writer in
                for step in filter.svgSteps { Self.write(step, into: &writer) }
            }
        case .blendMode(let mode):
            guard let name = mode.cssName else { return try content(&self) }
            try writeGroup(attributes: { $0.attribute("style", "mix-blend-mode: " + name) }, content: content)
        case .compositingGroup:
            try writeGroup(attributes: { $0.attribute("style", "isolation: isolate") }, content: content)
        case .mask:
            try writeMasked(node, at: index, in: frame)
        }
    }

    /// A filter's region: the frame grown by `margin` and the canvas, in which the content may
    /// also draw (a region clips what the filter draws).
    func filterRegion(_ frame: CGRect, margin: Double) -> CGRect {
        frame.insetBy(dx: -CGFloat(margin), dy: -CGFloat(margin)).union(CGRect(origin: .zero, size: layout.canvas))
    }

    /// A `filter` of `primitives` over `region`, then the group that uses it around `content`.
    mutating func writeFiltered(
        region: CGRect, content: (inout SVGWalk) throws(RenderError) -> Void, primitives: (inout MarkupWriter) -> Void
    ) throws(RenderError) {
        let filterID = trail.id + "-filter"
        Self.writeFilter(id: filterID, region: region, into: &writer, primitives: primitives)
        writer.raw("\n")
        try writeGroup(attributes: { $0.attribute("filter", "url(#" + filterID + ")") }, content: content)
    }

    /// A `filter` element of `primitives` over `region` in user space, in sRGB as CSS filters
    /// work; the HTML writes its SVG-only filters with it too.
    static func writeFilter(id: String, region: CGRect, into writer: inout MarkupWriter, primitives: (inout MarkupWriter) -> Void) {
        writer.beginStartTag("filter")
        writer.attribute("id", id)
        writeRegion(region, units: "filterUnits", into: &writer)
        writer.attribute("color-interpolation-filters", "sRGB")
        writer.endStartTag()
        primitives(&writer)
        writer.close("filter")
    }

    private mutating func writeRegion(_ region: CGRect, units: StaticString) {
        Self.writeRegion(region, units: units, into: &writer)
    }

    private static func writeRegion(_ region: CGRect, units: StaticString, into writer: inout MarkupWriter) {
        writer.attribute(units, "userSpaceOnUse")
        writer.attribute("x", number: region.minX)
        writer.attribute("y", number: region.minY)
        writer.attribute("width", number: region.width)
        writer.attribute("height", number: region.height)
    }

    static func write(_ step: SVGColorStep, into writer: inout MarkupWriter) {
        switch step {
        case .saturate(let amount):
            writer.beginStartTag("feColorMatrix")
            writer.attribute("type", "saturate")
            writer.attribute("values", number: amount)
            writer.endStartTag(selfClosing: true)
        case .hueRotate(let degrees):
            writer.beginStartTag("feColorMatrix")
            writer.attribute("type", "hueRotate")
            writer.attribute("values", number: degrees)
            writer.endStartTag(selfClosing: true)
        case .linear(let slope, let intercept):
            writer.beginStartTag("feComponentTransfer")
            writer.endStartTag()
            for channel: StaticString in ["feFuncR", "feFuncG", "feFuncB"] {
                writer.beginStartTag(channel)
                writer.attribute("type", "linear")
                writer.attribute("slope", number: slope)
                writer.attribute("intercept", number: intercept)
                writer.endStartTag(selfClosing: true)
            }
            writer.close("feComponentTransfer")
        case .scale(let red, let green, let blue, let alpha):
            writer.beginStartTag("feComponentTransfer")
            writer.endStartTag()
            for (channel, slope) in [("feFuncR", red), ("feFuncG", green), ("feFuncB", blue), ("feFuncA", alpha)] as [(StaticString, Double)] {
                writer.beginStartTag(channel)
                writer.attribute("type", "linear")
                writer.attribute("slope", number: slope)
                writer.endStartTag(selfClosing: true)
            }
            writer.close("feComponentTransfer")
        }
    }

    /// Child 0 shown through child 1's opacity. The mask's nodes are drawn inside the `mask`,
    /// which is never rendered by itself, so they carry no ids (the HTML has no elements for them
    /// either: it draws the mask as an image).
    private mutating func writeMasked(_ node: ResolvedNode, at index: Int, in frame: CGRect) throws(RenderError) {
        let children = node.children
        guard children.count == 2 else { return try emitChildren(of: node, at: index) }
        let maskIndex = index + 1 + layout.nodes[index + 1].subtreeSize
        let maskID = trail.id + "-mask"
        let region = filterRegion(frame.union(layout.nodes[maskIndex].frame), margin: 0)
        writer.beginStartTag("filter")
        writer.attribute("id", maskID + "-alpha")
        writeRegion(region, units: "filterUnits")
        writer.endStartTag()
        writer.beginStartTag("feColorMatrix")
        writer.attribute("type", "matrix")
        writer.attribute("values", "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0")
        writer.endStartTag(selfClosing: true)
        writer.close("filter")
        writer.raw("\n")
        writer.beginStartTag("mask")
        writer.attribute("id", maskID)
        writeRegion(region, units: "maskUnits")
        writer.endStartTag()
        writer.beginStartTag("g")
        writer.attribute("filter", "url(#" + maskID + "-alpha)")
        writer.endStartTag()
        let (wasPending, wasHiding) = (isIDPending, hidesIDs)
        hidesIDs = true
        try emit(children[1], at: maskIndex, position: 1)
        (isIDPending, hidesIDs) = (wasPending, wasHiding)
        writer.close("g")
        writer.close("mask")
        writer.raw("\n")
        try writeGroup(attributes: { $0.attribute("mask", "url(#" + maskID + ")") }) { (walk) throws(RenderError) in
            try walk.emit(children[0], at: index + 1, position: 0)
        }
    }
}
