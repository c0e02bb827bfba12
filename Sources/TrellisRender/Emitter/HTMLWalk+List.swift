import Trellis

extension HTMLWalk {
    /// A list: each section is a `ul` of `li` rows on the style's cards (rounded and inset for the
    /// inset styles), with its header above and footer below in the style's header font.
    mutating func emitList(_ node: ResolvedNode, _ style: ResolvedListStyle, at index: Int, css: CSSDeclarations) throws(RenderError) {
        var css = css
        css.set("display", "flex")
        css.set("flex-direction", "column")
        css.set("background-color", CSS.color(style.background))
        css.set("overflow", "hidden")
        if style.sectionSpacing > 0 {
            css.set("padding", "16px 0")
            css.set("gap", px: style.sectionSpacing)
        }
        let name = box
        open(name, css)
        var childIndex = index + 1
        for (position, section) in node.children.enumerated() {
            try emitSection(section, style, at: childIndex, position: position)
            childIndex += flexibility[childIndex].subtreeSize
        }
        writer.close(name)
    }

    private mutating func emitSection(_ section: ResolvedNode, _ style: ResolvedListStyle, at index: Int, position: Int) throws(RenderError) {
        guard case .listSection = section.kind else {
            // Resolution always groups rows into sections; anything else is laid out in place.
            try emit(section, at: index, placement: .flex(main: .vertical, isRaised: false), axis: .vertical, position: position)
            return
        }
        enter(section, position: position)
        defer { leave() }
        var css = CSSDeclarations()
        css.set("flex", "none")
        css.set("display", "flex")
        css.set("flex-direction", "column")
        let sectionBox = box
        open(sectionBox, css)

        var childIndex = index + 1
        var rowNumber = 0
        var isListOpen = false
        for (childPosition, child) in section.children.enumerated() {
            switch child.kind {
            case .listRow:
                if !isListOpen {
                    openCard(style)
                    isListOpen = true
                }
                try emitRow(child, style, at: childIndex, position: childPosition, isFirst: rowNumber == 0)
                rowNumber += 1
            case .listHeader, .listFooter:
                if isListOpen {
                    writer.close(element("ul"))
                    isListOpen = false
                }
                var css = CSSDeclarations()
                css.set("flex", "none")
                css.set("display", "flex")
                css.set("flex-direction", "column")
                css.set("align-items", "flex-start")
                let inset = style.horizontalMargin + style.rowInsets.leading
                let isHeader = if case .listHeader = child.kind { true } else { false }
                css.set("padding", isHeader ? "0 \(CSS.px(inset)) 7px" : "7px \(CSS.px(inset)) 0")
                enter(child, position: childPosition)
                try emitChildren(child, at: childIndex, placement: .flex(main: .vertical, isRaised: false), axis: .vertical, open: box, css: css)
                leave()
            default:
                if isListOpen {
                    writer.close(element("ul"))
                    isListOpen = false
                }
                try emit(child, at: childIndex, placement: .flex(main: .vertical, isRaised: false), axis: .vertical, position: childPosition)
            }
            childIndex += flexibility[childIndex].subtreeSize
        }
        if isListOpen { writer.close(element("ul")) }
        writer.close(sectionBox)
    }

    private mutating func openCard(_ style: ResolvedListStyle) {
        var css = CSSDeclarations()
        css.set("flex", "none")
        css.set("display", "flex")
        css.set("flex-direction", "column")
        if style.horizontalMargin > 0 { css.set("margin", "0 " + CSS.px(style.horizontalMargin)) }
        css.set("background-color", CSS.color(style.rowBackground))
        if style.cornerRadius > 0 { css.set("border-radius", px: style.cornerRadius) }
        css.set("overflow", "hidden")
        open(element("ul"), css)
    }

    /// A row: its content leading-aligned and vertically centred, at least the row height tall.
    /// Rows after the first draw the separator along their top edge, inset like the content.
    private mutating func emitRow(_ row: ResolvedNode, _ style: ResolvedListStyle, at index: Int, position: Int, isFirst: Bool) throws(RenderError) {
        enter(row, position: position)
        defer { leave() }
        var css = CSSDeclarations()
        css.set("flex", "none")
        css.setFlex(aligning: .leading)
        css.set("min-height", px: style.rowMinHeight)
        css.set("padding", CSS.insets(style.rowInsets))
        if !isFirst {
            let separator = CSS.color(style.separator)
            css.set("background-image", "linear-gradient(\(separator),\(separator))")
            css.set("background-size", "calc(100% - \(CSS.px(style.rowInsets.leading))) 1px")
            css.set("background-position", "100% 0")
            css.set("background-repeat", "no-repeat")
        }
        let item = element("li")
        open(item, css)
        let contentIndex = index + 1
        if let content = row.children.first {
            if case .navigationLink(let destination) = content.kind {
                try emitRowLink(content, destination, style, at: contentIndex)
            } else {
                try emit(content, at: contentIndex, placement: .wrapped, axis: nil, position: 0)
            }
        }
        writer.close(item)
    }

    /// A link row spans the row and ends in a disclosure chevron, as iOS draws it.
    private mutating func emitRowLink(_ node: ResolvedNode, _ destination: ResolvedDestination, _ style: ResolvedListStyle, at index: Int) throws(RenderError) {
        enter(node, position: 0)
        defer { leave() }
        var css = CSSDeclarations()
        css.set("flex", "1 1 0")
        css.set("min-width", "0")
        css.set("align-self", "stretch")
        css.set("display", "flex")
        css.set("justify-content", "space-between")
        css.set("align-items", "center")
        css.set("gap", "8px")
        try writeLink(to: link(destination), css) { walk throws(RenderError) in
            try walk.emitChildNodes(node, at: index, placement: .wrapped, axis: .horizontal)
            walk.writeDisclosureChevron(style)
        }
    }

    private mutating func writeDisclosureChevron(_ style: ResolvedListStyle) {
        if let chevron = SymbolTable.symbol(named: "chevron.right") {
            var chevronCSS = CSSDeclarations()
            chevronCSS.set("flex", "none")
            chevronCSS.set("width", "14px")
            chevronCSS.set("height", "14px")
            var color = style.headerColor
            color.opacity /= 2
            chevronCSS.set("color", CSS.color(color))
            writeSymbol(chevron, css: chevronCSS)
        }
    }
}
