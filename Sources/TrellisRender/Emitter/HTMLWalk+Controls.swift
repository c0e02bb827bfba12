import TrellisCore
import TrellisLayout

extension HTMLWalk {
    /// `button type="button"` around the label the button style drew; the base rules remove the
    /// user agent's button look, so the label's own look is all there is.
    mutating func emitButton(_ node: ResolvedNode, at index: Int, css: CSSDeclarations) throws(RenderError) {
        try writeControl("button", role: "button", css: css, attributes: { $0.attribute("type", "button") }) { walk throws(RenderError) in
            try walk.emitChildNodes(node, at: index)
        }
    }

    /// `a href` around the label: a NavigationLink to its destination's page.
    mutating func emitLink(_ node: ResolvedNode, to href: String?, at index: Int, css: CSSDeclarations) throws(RenderError) {
        try writeLink(to: href, css) { walk throws(RenderError) in
            try walk.emitChildNodes(node, at: index)
        }
    }

    /// `a href` to a `Link`'s URL, around the label, when the URL is one a reader can follow
    /// safely (see `ExternalLinkPolicy`); any other is an error naming the node.
    mutating func emitExternalLink(_ node: ResolvedNode, to destination: URL, at index: Int, css: CSSDeclarations) throws(RenderError) {
        let href = destination.absoluteString
        if let scheme = ExternalLinkPolicy.scheme(of: href), !ExternalLinkPolicy.allowedSchemes.contains(scheme) {
            throw error(.disallowedLinkScheme(url: href, scheme: scheme))
        }
        try emitLink(node, to: href, at: index, css: css)
    }

    /// The bar: a `nav` in the bar's colors with a hairline below, holding the back button and the
    /// title (an `h2`) where the engine placed them.
    mutating func emitNavigationBar(_ node: ResolvedNode, _ bar: ResolvedNavigationBar, at index: Int, css: CSSDeclarations) throws(RenderError) {
        var css = css
        css.set("background-color", CSS.color(bar.background))
        // iOS's own bar at the top of a screen has no hairline (a clear separator).
        if bar.separator.opacity > 0 { css.set("box-shadow", "inset 0 -1px 0 " + CSS.color(bar.separator)) }
        // Content taller than the screen overflows under the bar, as in SwiftUI, so the bar paints
        // above it.
        css.set("z-index", "1")
        let nav = element("nav")
        open(nav, css)
        let saved = isBarTitle
        isBarTitle = true
        try emitChildNodes(node, at: index)
        isBarTitle = saved
        writer.close(nav)
    }

    /// The back button: a link to the previous screen holding its chevron and title in a row.
    mutating func emitBackButton(_ node: ResolvedNode, at index: Int, css: CSSDeclarations) throws(RenderError) {
        var css = css
        css.set("display", "flex")
        css.set("align-items", "center")
        css.set("gap", CSS.px(3))
        try writeLink(to: back, css) { walk throws(RenderError) in
            let saved = walk.isBarTitle
            walk.isBarTitle = false
            var childIndex = index + 1
            for (position, child) in node.children.enumerated() {
                try walk.emit(child, at: childIndex, placement: .flow, position: position)
                childIndex += walk.layout[childIndex].subtreeSize
            }
            walk.isBarTitle = saved
        }
    }

    /// A segmented control: a rounded track with its segments where the engine placed them.
    mutating func emitSegmentedPicker(_ node: ResolvedNode, _ style: ResolvedSegmentedStyle, at index: Int, css: CSSDeclarations) throws(RenderError) {
        var css = css
        css.set("border-radius", px: style.cornerRadius)
        css.set("background-color", CSS.color(style.background))
        begin(box, css)
        // Widget roles may not appear inside a link or a button; there the picker is only drawn.
        if !isInteractive { writer.attribute("role", "radiogroup") }
        writer.endStartTag()
        let name = box
        let saved = segmentedStyle
        segmentedStyle = style
        try emitChildNodes(node, at: index)
        segmentedStyle = saved
        writer.close(name)
    }

    /// One segment; the selected one sits on a raised pill.
    mutating func emitSegment(_ node: ResolvedNode, isSelected: Bool, at index: Int, css: CSSDeclarations) throws(RenderError) {
        var css = css
        css.set("border-radius", "7px")
        if isSelected {
            css.set("background-color", CSS.color(segmentedStyle?.selectedBackground ?? Color.Resolved(rgb: 0xFFFFFF)))
            css.set("box-shadow", "0 3px 8px rgba(0,0,0,0.12),0 3px 1px rgba(0,0,0,0.04)")
        }
        let name = box
        begin(name, css)
        if !isInteractive {
            writer.attribute("role", "radio")
            writer.attribute("aria-checked", isSelected ? "true" : "false")
        }
        writer.endStartTag()
        try emitChildNodes(node, at: index)
        writer.close(name)
    }
}
