import Foundation
import TrellisCore
import TrellisLayout

/// Effects in the HTML. The node's element keeps the engine's frame (and its id), so a browser
/// measures the frame where the layout put it; a transform goes on a box inside it, the frame's
/// size, with `transform-origin` at the anchor. Filters, blend modes and isolation go on the
/// node's own element, since they move no box: a shadow is `drop-shadow`, a blur `blur`, color
/// filters CSS's filter functions (ColorFilterSteps.swift). A mask is `mask-image`: the mask's
/// views drawn as an SVG image (by the SVG walk), which masks by its opacity as SwiftUI does, so
/// the mask's nodes have no elements of their own.
extension HTMLWalk {
    mutating func emitEffect(_ node: ResolvedNode, _ effect: ResolvedEffect, at index: Int, css: CSSDeclarations) throws(RenderError) {
        var css = css
        let frame = layout[index].frame
        if let transform = EffectTransform(effect) {
            open(box, css)
            var inner = CSSDeclarations()
            inner.set("position", "absolute")
            inner.set("left", "0")
            inner.set("top", "0")
            inner.set("width", CSS.px(frame.width))
            inner.set("height", CSS.px(frame.height))
            let value = transform.css
            inner.set("transform-origin", value.origin)
            inner.set("transform", value.transform)
            innerDepth += 1
            defer { innerDepth -= 1 }
            try emitChildren(node, at: index, open: box, css: inner)
            writer.close(box)
            return
        }
        switch effect {
        case .offset, .rotation, .scale, .projection:
            break
        case .shadow(let shadow):
            css.set("filter", "drop-shadow(" + CSS.offset(shadow.x) + " " + CSS.offset(shadow.y) + " "
                + CSS.px(shadow.radius) + " " + CSS.color(shadow.color) + ")")
        case .blur(let radius, let isOpaque):
            let blur = "blur(" + CSS.px(radius / 2) + ")"
            if isOpaque {
                // The element clips, a box inside it blurs: an element's filter is drawn after
                // (outside) its own overflow clip.
                css.set("overflow", "hidden")
                open(box, css)
                var inner = CSSDeclarations()
                inner.set("position", "absolute")
                inner.set("left", "0")
                inner.set("top", "0")
                inner.set("width", CSS.px(frame.width))
                inner.set("height", CSS.px(frame.height))
                inner.set("filter", blur)
                innerDepth += 1
                defer { innerDepth -= 1 }
                try emitChildren(node, at: index, open: box, css: inner)
                writer.close(box)
                return
            }
            css.set("filter", blur)
        case .colorFilter(let filter):
            guard filter.hasCSSFunctions else { return try emitSVGFiltered(node, filter, at: index, css: css) }
            css.set("filter", filter.cssFunctions.map(\.css).joined(separator: " "))
        case .blendMode(let mode):
            if let name = mode.cssName { css.set("mix-blend-mode", name) }
        case .compositingGroup:
            css.set("isolation", "isolate")
        case .zIndex(let value):
            css.set("z-index", ZIndexOrder.css(value))
        case .mask:
            return try emitMasked(node, at: index, css: css)
        }
        try emitChildren(node, at: index, open: box, css: css)
    }

    /// Child 0, masked by child 1 drawn as an SVG image over the union of both frames.
    private mutating func emitMasked(_ node: ResolvedNode, at index: Int, css: CSSDeclarations) throws(RenderError) {
        let children = node.children
        guard children.count == 2 else { return try emitChildren(node, at: index, open: box, css: css) }
        let frame = layout[index].frame
        let maskIndex = index + 1 + layout[index + 1].subtreeSize
        let region = frame.union(layout[maskIndex].frame)
        var mask = SVGWalk(layout: layout, back: nil, link: { _ in nil }, symbols: symbols)
        mask.hidesIDs = true
        mask.isInLink = true
        let image = try mask.renderImage(of: children[1], at: maskIndex, region: region)
        var css = css
        let url = "url(\"data:image/svg+xml;base64," + Data(image.utf8).base64EncodedString() + "\")"
        css.set("mask-image", url)
        css.set("mask-repeat", "no-repeat")
        css.set("mask-size", CSS.px(region.width) + " " + CSS.px(region.height))
        css.set("mask-position", CSS.offset(region.minX - frame.minX) + " " + CSS.offset(region.minY - frame.minY))
        open(box, css)
        try emit(children[0], at: index + 1, placement: .positioned(in: frame.origin), position: 0)
        writer.close(box)
    }
}

extension SVGWalk {
    /// `node` (at pre-order `index`) alone as a standalone SVG image of `region` of the canvas.
    mutating func renderImage(of node: ResolvedNode, at index: Int, region: CGRect) throws(RenderError) -> String {
        writer.beginStartTag("svg")
        writer.attribute("xmlns", "http://www.w3.org/2000/svg")
        writer.attribute("xmlns:xlink", "http://www.w3.org/1999/xlink")
        writer.attribute("width", number: region.width)
        writer.attribute("height", number: region.height)
        writer.attribute("viewBox", n(region.minX) + " " + n(region.minY) + " " + n(region.width) + " " + n(region.height))
        writer.endStartTag()
        try emit(node, at: index, position: 1)
        writer.close("svg")
        return writer.output
    }
}
