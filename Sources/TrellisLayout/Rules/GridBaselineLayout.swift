import TrellisCore

/// Grid rows and lazy-grid rows aligned by a guide (a text baseline, or an app's guide): the
/// cells of one row put their guides on one line, as an HStack's children do, and the row is as
/// tall as the most any cell reaches above that line plus the most any reaches below it. Each
/// cell is measured as the row's height is measured: offered its columns' width and no height.
extension LayoutPass {
    /// The line of Grid row `row` whose cells align by `alignment`.
    mutating func gridRowExtent(_ row: Int, _ metrics: GridMetrics, spacing: CGFloat, _ alignment: VerticalAlignment) -> BaselineExtent {
        var extent = BaselineExtent()
        var column = 0
        for cell in children(of: row) {
            let span = columnSpan(of: cell)
            let proposal = ProposedViewSize(width: spanWidth(metrics, from: column, count: span, spacing: spacing), height: nil)
            let size = sizeThatFits(cell, proposal)
            extent.include(guide: guide(cell, alignment.key, proposal, size: size), height: size.height)
            column += span
        }
        return extent
    }

    /// Where a Grid cell sits down from its row's top, its guide on the row's line.
    mutating func gridCellOffset(_ cell: Int, width: CGFloat, _ alignment: VerticalAlignment, line: BaselineExtent) -> CGFloat {
        let proposal = ProposedViewSize(width: width, height: nil)
        return line.above - guide(cell, alignment.key, proposal, size: sizeThatFits(cell, proposal))
    }

    /// Whether a LazyVGrid's rows align some of their cells by a guide.
    func alignsRowsByGuides(_ tracks: [GridTrack], axis: Axis) -> Bool {
        axis == .vertical && tracks.contains { needsGuides($0.alignment.vertical) }
    }

    /// Each LazyVGrid row's line: over the cells whose track aligns by a guide (each by its own
    /// track's guide), with the height of the row the plain cells need beside it.
    mutating func lazyGridRowExtents(_ index: Int, tracks: [GridTrack]) -> [(line: BaselineExtent, plain: CGFloat)] {
        var rows: [(line: BaselineExtent, plain: CGFloat)] = []
        var column = 0
        for child in children(of: index) {
            if column == 0 { rows.append((BaselineExtent(), 0)) }
            let track = tracks[column]
            let proposal = ProposedViewSize.along(.vertical, nil, across: track.length)
            let size = sizeThatFits(child, proposal)
            if needsGuides(track.alignment.vertical) {
                rows[rows.count - 1].line.include(guide: guide(child, track.alignment.vertical.key, proposal, size: size), height: size.height)
            } else {
                rows[rows.count - 1].plain = max(rows[rows.count - 1].plain, size.height)
            }
            column = (column + 1) % tracks.count
        }
        return rows
    }
}
