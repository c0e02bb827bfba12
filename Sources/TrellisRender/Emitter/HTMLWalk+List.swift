import Trellis
import TrellisLayout

extension HTMLWalk {
    /// A list: each section's rows are a `ul` of `li` on the style's card (rounded and inset for
    /// the inset styles), with the header above and the footer below, all where the engine put them.
    mutating func emitList(_ node: ResolvedNode, _ style: ResolvedListStyle, at index: Int, css: CSSDeclarations) throws(RenderError) {
        var css = css
        css.set("background-color", CSS.color(style.background))
        css.set("overflow", "hidden")
        let name = box
        open(name, css)
        let origin = layout[index].frame.origin
        var childIndex = index + 1
        for (position, section) in node.children.enumerated() {
            if case .listSection = section.kind {
                try emitSection(section, style, at: childIndex, position: position, in: origin)
            } else {
                // Resolution always groups rows into sections; anything else is drawn in place.
                try emit(section, at: childIndex, placement: .positioned(in: origin), position: position)
            }
            childIndex += layout[childIndex].subtreeSize
        }
        writer.close(name)
    }

    private mutating func emitSection(_ section: ResolvedNode, _ style: ResolvedListStyle, at index: Int, position: Int, in container: CGPoint) throws(RenderError) {
        enter(section, position: position)
        defer { leave() }
        var css = CSSDeclarations()
        Placement.positioned(in: container).apply(layout[index].frame, isText: false, to: &css)
        open(box, css)
        let origin = layout[index].frame.origin

        // Consecutive rows share one card: a `ul` spanning their frames.
        var childIndex = index + 1
        var card: (start: Int, rows: [(node: ResolvedNode, index: Int, position: Int)])?
        for (childPosition, child) in section.children.enumerated() {
            if case .listRow = child.kind {
                if card == nil { card = (childIndex, []) }
                card?.rows.append((child, childIndex, childPosition))
            } else {
                if let pending = card { try emitCard(pending.rows, style, in: origin) }
                card = nil
                try emit(child, at: childIndex, placement: .positioned(in: origin), position: childPosition)
            }
            childIndex += layout[childIndex].subtreeSize
        }
        if let pending = card { try emitCard(pending.rows, style, in: origin) }
        writer.close(box)
    }

    private mutating func emitCard(_ rows: [(node: ResolvedNode, index: Int, position: Int)], _ style: ResolvedListStyle, in container: CGPoint) throws(RenderError) {
        guard let first = rows.first, let last = rows.last else { return }
        let top = layout[first.index].frame
        let bottom = layout[last.index].frame
        let frame = CGRect(x: top.minX, y: top.minY, width: top.width, height: bottom.maxY - top.minY)
        var css = CSSDeclarations()
        Placement.positioned(in: container).apply(frame, isText: false, to: &css)
        css.set("background-color", CSS.color(style.rowBackground))
        if style.cornerRadius > 0 { css.set("border-radius", px: style.cornerRadius) }
        css.set("overflow", "hidden")
        let list = element("ul")
        open(list, css)
        for (number, row) in rows.enumerated() {
            try emitRow(row.node, style, at: row.index, position: row.position, in: frame.origin, isFirst: number == 0)
        }
        writer.close(list)
    }

    /// A row; rows after the first draw the separator along their top edge, inset like the content.
    private mutating func emitRow(_ row: ResolvedNode, _ style: ResolvedListStyle, at index: Int, position: Int, in container: CGPoint, isFirst: Bool) throws(RenderError) {
        enter(row, position: position)
        defer { leave() }
        var css = CSSDeclarations()
        Placement.positioned(in: container).apply(layout[index].frame, isText: false, to: &css)
        if !isFirst {
            let separator = CSS.color(style.separator)
            css.set("background-image", "linear-gradient(\(separator),\(separator))")
            css.set("background-size", "calc(100% - \(CSS.px(style.rowInsets.leading))) 1px")
            css.set("background-position", "100% 0")
            css.set("background-repeat", "no-repeat")
        }
        let item = element("li")
        open(item, css)
        try emitChildNodes(row, at: index)
        writer.close(item)
    }
}
