import TrellisCore
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

    private typealias CardRow = (node: ResolvedNode, index: Int, position: Int, rowNumber: Int)

    private mutating func emitSection(_ section: ResolvedNode, _ style: ResolvedListStyle, at index: Int, position: Int, in container: CGPoint) throws(RenderError) {
        enter(section, position: position)
        defer { leave() }
        var css = CSSDeclarations()
        Placement.positioned(in: container).apply(layout[index].frame, isText: false, to: &css)
        open(box, css)
        let origin = layout[index].frame.origin
        let traits = section.rowTraits
        let leadings = layout.separatorLeadings(ofRowsIn: section, at: index)

        // Consecutive rows share one card, a `ul` spanning their frames, unless rows are spaced
        // apart (`listRowSpacing`), when each row is a card of its own.
        var childIndex = index + 1
        var rowNumber = 0
        var card: [CardRow] = []
        for (childPosition, child) in section.children.enumerated() {
            if case .listRow = child.kind {
                if style.rowSpacing > 0, !card.isEmpty {
                    try emitCard(card, traits, leadings, style, in: origin)
                    card = []
                }
                card.append((child, childIndex, childPosition, rowNumber))
                rowNumber += 1
            } else {
                try emitCard(card, traits, leadings, style, in: origin)
                card = []
                try emit(child, at: childIndex, placement: .positioned(in: origin), position: childPosition)
            }
            childIndex += layout[childIndex].subtreeSize
        }
        try emitCard(card, traits, leadings, style, in: origin)
        writer.close(box)
    }

    private mutating func emitCard(_ rows: [CardRow], _ traits: [ResolvedListRow], _ leadings: [CGFloat?], _ style: ResolvedListStyle, in container: CGPoint) throws(RenderError) {
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
            let lines = RowSeparators.lines(of: row.rowNumber, in: traits, leadings: leadings, startsCard: number == 0, style: style)
            try emitRow(row.node, lines, at: row.index, position: row.position, in: frame.origin)
        }
        writer.close(list)
    }

    /// A row, its separators along its edges, inset like its content. A row with a background of
    /// its own (child 1) paints it over the card and under its content; its separators are then
    /// boxes after the content, since the row's own CSS background would be under that layer.
    private mutating func emitRow(_ row: ResolvedNode, _ lines: RowSeparators, at index: Int, position: Int, in container: CGPoint) throws(RenderError) {
        enter(row, position: position)
        defer { leave() }
        let hasBackground = if case .listRow(let trait) = row.kind { trait.hasBackground } else { false }
        let frame = layout[index].frame
        var css = CSSDeclarations()
        Placement.positioned(in: container).apply(frame, isText: false, to: &css)
        if hasBackground {
            css.set("isolation", "isolate")
        } else {
            var images: [String] = [], sizes: [String] = [], positions: [String] = []
            for (edge, color) in [(VerticalEdge.top, lines.top), (.bottom, lines.bottom)] {
                guard let color else { continue }
                let separator = CSS.color(color)
                images.append("linear-gradient(\(separator),\(separator))")
                let inset = edge == .top ? lines.topInset : lines.bottomInset
                // `calc(100% - 0)` is invalid CSS (a zero in calc needs its unit) and would drop
                // the size, painting the gradient over the whole row.
                sizes.append(inset > 0 ? "calc(100% - \(CSS.px(inset))) 1px" : "100% 1px")
                positions.append(edge == .top ? "100% 0" : "100% 100%")
            }
            if !images.isEmpty {
                css.set("background-image", images.joined(separator: ","))
                css.set("background-size", sizes.joined(separator: ","))
                css.set("background-position", positions.joined(separator: ","))
                css.set("background-repeat", "no-repeat")
            }
        }
        let item = element("li")
        open(item, css)
        try emitChildNodes(row, at: index, layering: hasBackground)
        if hasBackground {
            for (edge, color) in [(VerticalEdge.top, lines.top), (.bottom, lines.bottom)] {
                guard let color else { continue }
                var line = CSSDeclarations()
                Placement.positioned(in: frame.origin).apply(lines.frame(of: edge, in: frame), isText: false, to: &line)
                line.set("background-color", CSS.color(color))
                empty(box, line)
            }
        }
        writer.close(item)
    }
}
