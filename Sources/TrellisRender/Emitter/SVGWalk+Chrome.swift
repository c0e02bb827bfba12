import TrellisCore
import TrellisLayout

extension SVGWalk {
    /// The screen's content, then its bar over it: content taller than the screen runs under
    /// the bar, as in SwiftUI (the HTML raises the bar with z-index). A stack smaller than the
    /// canvas clips its content to its frame, as the HTML's `overflow: hidden` does.
    mutating func writeNavigationStack(_ node: ResolvedNode, at index: Int, in frame: CGRect) throws(RenderError) {
        guard frame.contains(CGRect(origin: .zero, size: layout.canvas)) else {
            try writeClipped(node, at: index, to: .rectangle, in: frame, order: .lastFirst)
            return
        }
        try emitChildren(of: node, at: index, order: .lastFirst)
    }

    /// The bar's background, its hairline along the bottom edge inside it, then the back button
    /// and the title where the engine placed them.
    mutating func writeNavigationBar(_ node: ResolvedNode, _ bar: ResolvedNavigationBar, at index: Int, in frame: CGRect) throws(RenderError) {
        writeRect(frame, fill: bar.background)
        if bar.separator.opacity > 0 {
            writeRect(CGRect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: min(1, frame.height)), fill: bar.separator)
        }
        try emitChildren(of: node, at: index)
    }

    /// A list: its background, then each section clipped to the list's frame. Consecutive rows
    /// share one card in the row background (rounded for the inset styles), and each row after
    /// the first draws its separator along its top edge, inset like its content.
    mutating func writeList(_ node: ResolvedNode, _ style: ResolvedListStyle, at index: Int, in frame: CGRect) throws(RenderError) {
        writeRect(frame, fill: style.background)
        try writeClipped(to: .rectangle, in: frame) { (walk) throws(RenderError) in
            try walk.forEachChild(of: node, at: index) { (walk, section, sectionIndex, position) throws(RenderError) in
                guard case .listSection = section.kind else {
                    try walk.emit(section, at: sectionIndex, position: position)
                    return
                }
                walk.trail.enter(section, position: position)
                defer { walk.trail.leave() }
                try walk.writeSection(section, style, at: sectionIndex)
            }
        }
    }

    private mutating func writeSection(_ section: ResolvedNode, _ style: ResolvedListStyle, at index: Int) throws(RenderError) {
        let traits = section.rowTraits
        let leadings = layout.separatorLeadings(ofRowsIn: section, at: index)
        var previousRow: Int?
        var rowNumber = 0
        var card = CGRect.zero
        try forEachChild(of: section, at: index) { (walk, child, childIndex, position) throws(RenderError) in
            guard case .listRow(let trait) = child.kind else {
                previousRow = nil
                try walk.emit(child, at: childIndex, position: position)
                return
            }
            let startsCard = previousRow == nil || style.rowSpacing > 0
            if startsCard {
                card = style.rowSpacing > 0 ? walk.layout.nodes[childIndex].frame : walk.cardFrame(from: childIndex, in: section, at: index)
                walk.writeRoundedRect(card, radius: style.cornerRadius, fill: style.rowBackground)
            }
            let lines = RowSeparators.lines(of: rowNumber, in: traits, leadings: leadings, startsCard: startsCard, style: style)
            previousRow = childIndex
            rowNumber += 1
            try walk.writeRow(child, trait, lines, card: card, radius: style.cornerRadius, at: childIndex, position: position)
        }
    }

    /// A row: its background (child 1, clipped to the card's corners), its separators, then its
    /// content. The row paints nothing of its own, so no element takes its id.
    private mutating func writeRow(
        _ row: ResolvedNode, _ trait: ResolvedListRow, _ lines: RowSeparators, card: CGRect, radius: CGFloat, at index: Int, position: Int
    ) throws(RenderError) {
        trail.enter(row, position: position)
        defer { trail.leave() }
        let frame = layout.nodes[index].frame
        let children = row.children
        if trait.hasBackground, children.count > 1 {
            let backgroundIndex = index + 1 + layout.nodes[index + 1].subtreeSize
            if radius > 0 {
                try writeClipped(to: .roundedRectangle(cornerRadius: radius, style: .circular), in: card) { (walk) throws(RenderError) in
                    try walk.emit(children[1], at: backgroundIndex, position: 1)
                }
            } else {
                try emit(children[1], at: backgroundIndex, position: 1)
            }
        }
        if let top = lines.top { writeRect(lines.frame(of: .top, in: frame), fill: top) }
        if let bottom = lines.bottom { writeRect(lines.frame(of: .bottom, in: frame), fill: bottom) }
        if let content = children.first { try emit(content, at: index + 1, position: 0) }
    }

    /// The card under the run of consecutive rows starting at node `first`: from its top to the
    /// bottom of the run's last row.
    private func cardFrame(from first: Int, in section: ResolvedNode, at sectionIndex: Int) -> CGRect {
        let top = layout.nodes[first].frame
        var bottom = top
        var childIndex = sectionIndex + 1
        var inRun = false
        for child in section.children {
            if childIndex == first { inRun = true }
            if inRun {
                guard case .listRow = child.kind else { break }
                bottom = layout.nodes[childIndex].frame
            }
            childIndex += layout.nodes[childIndex].subtreeSize
        }
        return CGRect(x: top.minX, y: top.minY, width: top.width, height: bottom.maxY - top.minY)
    }

    /// A segment; the selected one sits on a raised pill with its shadow's tight band below it.
    mutating func writeSegment(_ node: ResolvedNode, isSelected: Bool, at index: Int, in frame: CGRect) throws(RenderError) {
        if isSelected {
            let pill = ShapeKind.roundedRectangle(cornerRadius: 7, style: .circular)
            SVGGeometry.begin(pill, in: frame.offsetBy(dx: 0, dy: 3), into: &writer)
            writer.attribute("fill", "#000000")
            writer.attribute("fill-opacity", "0.04")
            writer.endStartTag(selfClosing: true)
            writer.raw("\n")
            writeRoundedRect(frame, radius: 7, fill: segmentBackground(at: index))
        }
        try emitChildren(of: node, at: index)
    }

    private func segmentBackground(at index: Int) -> Color.Resolved {
        let picker = layout.nodes[index].parent
        if picker >= 0, case .segmentedPicker(let style) = layout.kind(of: picker) { return style.selectedBackground }
        return Color.Resolved(rgb: 0xFFFFFF)
    }

    /// Calls `body` with each child of `node`, its pre-order index and its position.
    mutating func forEachChild(
        of node: ResolvedNode, at index: Int,
        _ body: (inout SVGWalk, ResolvedNode, Int, Int) throws(RenderError) -> Void
    ) throws(RenderError) {
        var childIndex = index + 1
        for (position, child) in node.children.enumerated() {
            try body(&self, child, childIndex, position)
            childIndex += layout.nodes[childIndex].subtreeSize
        }
    }
}
