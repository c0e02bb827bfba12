import Trellis

extension HTMLWalk {
    /// `button type="button"` around the label the button style drew; the base rules remove the
    /// user agent's button look, so the label's own look is all there is.
    mutating func emitButton(_ node: ResolvedNode, at index: Int, css: CSSDeclarations, axis: StackAxis?) throws(RenderError) {
        var css = css
        css.setFlex(aligning: .center)
        try writeControl("button", role: "button", css: css, attributes: { $0.attribute("type", "button") }) { walk throws(RenderError) in
            try walk.emitChildNodes(node, at: index, placement: .wrapped, axis: axis)
        }
    }

    /// `a href` to the destination's page, around the label.
    mutating func emitLink(
        _ node: ResolvedNode, _ destination: ResolvedDestination, at index: Int, css: CSSDeclarations, axis: StackAxis?
    ) throws(RenderError) {
        var css = css
        css.setFlex(aligning: .center)
        try writeLink(to: link(destination), css) { walk throws(RenderError) in
            try walk.emitChildNodes(node, at: index, placement: .wrapped, axis: axis)
        }
    }

    /// `a href` to a `Link`'s URL, around the label, when the URL is one a reader can follow
    /// safely (see `ExternalLinkPolicy`); any other is an error naming the node.
    mutating func emitExternalLink(
        _ node: ResolvedNode, to destination: URL, at index: Int, css: CSSDeclarations, axis: StackAxis?
    ) throws(RenderError) {
        let href = destination.absoluteString
        if let scheme = ExternalLinkPolicy.scheme(of: href), !ExternalLinkPolicy.allowedSchemes.contains(scheme) {
            throw error(.disallowedLinkScheme(url: href, scheme: scheme))
        }
        var css = css
        css.setFlex(aligning: .center)
        try writeLink(to: href, css) { walk throws(RenderError) in
            try walk.emitChildNodes(node, at: index, placement: .wrapped, axis: axis)
        }
    }

    /// The screen with its bar: a `nav` holding the back link and the title (`h1`), then the content
    /// area, which proposes its size to the content and centres it as SwiftUI does below a bar.
    mutating func emitNavigationStack(_ node: ResolvedNode, _ bar: ResolvedNavigationBar, at index: Int, css: CSSDeclarations) throws(RenderError) {
        var css = css
        css.set("display", "flex")
        css.set("flex-direction", "column")
        let outer = box
        open(outer, css)

        var navCSS = CSSDeclarations()
        navCSS.set("flex", "none")
        navCSS.set("display", "flex")
        navCSS.set("flex-direction", "column")
        navCSS.set("background-color", CSS.color(bar.background))
        navCSS.set("box-shadow", "inset 0 -1px 0 " + CSS.color(bar.separator))
        let nav = element("nav")
        open(nav, navCSS)

        var barCSS = CSSDeclarations()
        barCSS.set("position", "relative")
        barCSS.set("flex", "none")
        barCSS.set("height", "44px")
        barCSS.setFlex(aligning: .center)
        open(box, barCSS)
        if let backTitle = bar.backTitle { emitBackLink(backTitle, bar: bar) }
        let isLarge = bar.titleDisplayMode != .inline
        if let title = bar.title, !isLarge {
            // The inline title leaves room on either side for the back button.
            emitTitle(title, font: bar.titleFont, bar: bar, fitting: ("max-width", "60%"))
        }
        writer.close(box)
        if let title = bar.title, isLarge {
            // iOS's large title sits in a 52-point band below the bar, 16 points from the leading edge.
            emitTitle(title, font: bar.largeTitleFont, bar: bar, fitting: ("padding", "3px 16px 8px"))
        }
        writer.close(nav)

        var contentCSS = CSSDeclarations()
        contentCSS.set("flex", "1 1 0")
        contentCSS.set("min-height", "0")
        contentCSS.setFlex(aligning: .center)
        contentCSS.set("overflow", "hidden")
        open(box, contentCSS)
        try emitChildNodes(node, at: index, placement: .wrapped, axis: nil)
        writer.close(box)
        writer.close(outer)
    }

    /// The bar's title, inline or large: an `h1` on one line in the title color, where `fitting` is
    /// the one declaration that fits it to its place.
    private mutating func emitTitle(
        _ title: String, font: Font.Resolved, bar: ResolvedNavigationBar, fitting: (property: StaticString, value: String)
    ) {
        var css = CSSDeclarations()
        Self.setFont(font, on: &css)
        css.set("color", CSS.color(bar.titleColor))
        css.set(fitting.property, fitting.value)
        css.setSingleLineTruncation()
        let heading = element("h1")
        open(heading, css)
        writer.text(title)
        writer.close(heading)
    }

    /// The back button: a chevron and the previous screen's title in the tint, at the bar's leading edge.
    private mutating func emitBackLink(_ title: String, bar: ResolvedNavigationBar) {
        writeLink(to: back, backLinkCSS(bar)) { walk in walk.writeBackLinkContent(title) }
    }

    private func backLinkCSS(_ bar: ResolvedNavigationBar) -> CSSDeclarations {
        var css = CSSDeclarations()
        css.set("position", "absolute")
        css.set("top", "0")
        css.set("bottom", "0")
        css.set("left", "8px")
        css.set("display", "flex")
        css.set("align-items", "center")
        css.set("gap", "3px")
        css.set("max-width", "30%")
        css.set("color", CSS.color(bar.tint))
        var font = bar.titleFont
        font.weight = .regular
        Self.setFont(font, on: &css)
        return css
    }

    private mutating func writeBackLinkContent(_ title: String) {
        if let chevron = SymbolTable.symbol(named: "chevron.left") {
            var chevronCSS = CSSDeclarations()
            chevronCSS.set("flex", "none")
            chevronCSS.set("width", "22px")
            chevronCSS.set("height", "22px")
            chevronCSS.set("margin", "0 -4px")
            writeSymbol(chevron, css: chevronCSS)
        }
        var labelCSS = CSSDeclarations()
        labelCSS.setSingleLineTruncation()
        open("span", labelCSS)
        writer.text(title)
        writer.close("span")
    }

    /// A segmented control: a rounded track with equal segments, the selected one on a raised pill.
    mutating func emitSegmentedPicker(_ node: ResolvedNode, _ style: ResolvedSegmentedStyle, at index: Int, css: CSSDeclarations) throws(RenderError) {
        var css = css
        css.set("display", "flex")
        css.set("height", px: style.height)
        css.set("padding", "2px")
        css.set("border-radius", px: style.cornerRadius)
        css.set("background-color", CSS.color(style.background))
        let name = box
        begin(name, css)
        // Widget roles may not appear inside a link or a button; there the picker is only drawn.
        if !isInteractive { writer.attribute("role", "radiogroup") }
        writer.endStartTag()
        let saved = segmentedStyle
        segmentedStyle = style
        try emitChildNodes(node, at: index, placement: .flex(main: .horizontal, isRaised: false), axis: .horizontal)
        segmentedStyle = saved
        writer.close(name)
    }

    mutating func emitSegment(_ node: ResolvedNode, isSelected: Bool, at index: Int, css: CSSDeclarations) throws(RenderError) {
        var css = css
        css.setFlex(aligning: .center)
        css.set("padding", "0 6px")
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
        try emitChildNodes(node, at: index, placement: .wrapped, axis: nil)
        writer.close(name)
    }
}
