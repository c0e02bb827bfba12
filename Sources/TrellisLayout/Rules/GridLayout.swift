import TrellisCore

/// LazyVGrid and LazyHGrid (tracks from `GridItem`s, lines as long as their longest cell) and
/// Grid (columns as wide as their widest cell, rows as tall as their tallest).
extension LayoutPass {
    /// One track of a lazy grid: a column of a LazyVGrid, a row of a LazyHGrid.
    struct GridTrack {
        var length: CGFloat
        /// Space after it, before the next track.
        var spacing: CGFloat
        var alignment: Alignment
    }

    // MARK: - Lazy grids

    /// More columns than any screen shows; an adaptive item repeats at most this often.
    static let maximumAdaptiveTracks: CGFloat = 1000

    /// A lazy grid's tracks across it: the first `cells` of them, the only ones a cell can sit
    /// in, and how much of the grid's thickness all of them take.
    struct GridTracks {
        var tracks: [GridTrack] = []
        /// The length of all the tracks and the spacing between them, the tracks left out included.
        var used: CGFloat = 0
    }

    /// SwiftUI's tracks for `length` across the grid: the space between items is taken off,
    /// fixed items take their length, the flexible and adaptive items share what is left (each
    /// offered the rest divided by the items left, the most bounded first, a flexible one
    /// clamped to its bounds), and an adaptive item divides its share into as many tracks of at
    /// least its minimum as fit. With no length (or an infinite one) each takes its minimum.
    ///
    /// Only the first `cells` tracks are made: a grid of `cells` children fills no more, and a
    /// huge share (a frame a million points wide) divides into up to `maximumAdaptiveTracks`
    /// tracks that would be made again at every measurement and placement of the grid.
    static func gridTracks(_ items: [ResolvedGridItem], across length: CGFloat?, cells: Int) -> GridTracks {
        guard !items.isEmpty else { return GridTracks() }
        let available = length.flatMap { $0.isFinite ? $0 : nil }
        var shares = [CGFloat](repeating: 0, count: items.count)
        var sharing: [Int] = []
        var remaining = (available ?? 0) - items.dropLast().reduce(0) { $0 + $1.spacing }
        for (position, item) in items.enumerated() {
            switch item.size {
            case .fixed(let value):
                shares[position] = value
                remaining -= value
            case .flexible(let minimum, _), .adaptive(let minimum, _):
                if available == nil { shares[position] = minimum } else { sharing.append(position) }
            }
        }
        // The tightest maximum first, so what it cannot take goes to the others.
        sharing.sort { items[$0].size.maximum < items[$1].size.maximum }
        for (done, position) in sharing.enumerated() {
            let offer = max(0, remaining / CGFloat(sharing.count - done))
            let share: CGFloat = switch items[position].size {
            case .flexible(let minimum, let maximum): min(max(offer, minimum), maximum)
            default: max(offer, items[position].size.minimum)
            }
            shares[position] = share
            remaining -= share
        }
        var result = GridTracks()
        for (position, item) in items.enumerated() {
            let alignment = item.alignment ?? .center
            var count = 1
            var length = shares[position]
            if case .adaptive(let minimum, let maximum) = item.size {
                // Capped, so that a huge share makes no million tracks.
                let fitting = ((shares[position] + item.spacing) / (minimum + item.spacing)).rounded(.down)
                count = fitting.isNaN ? 1 : Int(min(max(fitting, 1), Self.maximumAdaptiveTracks))
                let each = min(maximum, (shares[position] - item.spacing * CGFloat(count - 1)) / CGFloat(count))
                length = max(minimum, each)
            }
            for copy in 0..<count {
                // No space after the last track.
                let isLast = position == items.count - 1 && copy == count - 1
                let track = GridTrack(length: length, spacing: isLast ? 0 : item.spacing, alignment: alignment)
                // Summed track by track, in order, as the tracks were before any were left out.
                result.used = result.used + track.length + track.spacing
                if result.tracks.count < cells { result.tracks.append(track) }
            }
        }
        return result
    }

    /// The lengths of a lazy grid's lines (rows of a LazyVGrid) for tracks `tracks`: each line as
    /// long as its longest cell, every cell offered its track's length across and nothing along.
    mutating func gridLines(_ index: Int, axis: Axis, tracks: [GridTrack]) -> [CGFloat] {
        guard !tracks.isEmpty else { return [] }
        if alignsRowsByGuides(tracks, axis: axis) { return lazyGridRowExtents(index, tracks: tracks).map { max($0.line.height, $0.plain) } }
        var lines: [CGFloat] = []
        var column = 0
        for child in children(of: index) {
            let size = sizeThatFits(child, .along(axis, nil, across: tracks[column].length))
            if column == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], size.along(axis))
            column = (column + 1) % tracks.count
        }
        return lines
    }

    /// Across, a grid with a flexible or adaptive item takes what it is offered, one of fixed
    /// items its tracks' length; along, its lines and the spacing between them.
    mutating func lazyGridSize(_ index: Int, _ grid: ResolvedLazyGrid, _ proposal: ProposedViewSize) -> CGSize {
        let offered = proposal.along(grid.axis.other)
        let tracks = Self.gridTracks(grid.items, across: offered, cells: children(of: index).count)
        let lines = gridLines(index, axis: grid.axis, tracks: tracks.tracks)
        let along = lines.reduce(0, +) + grid.spacing * CGFloat(max(lines.count - 1, 0))
        let thickness = Self.lazyGridThickness(grid, used: tracks.used, offered: offered)
        return grid.axis == .vertical ? CGSize(width: thickness, height: along) : CGSize(width: along, height: thickness)
    }

    static func lazyGridThickness(_ grid: ResolvedLazyGrid, used: CGFloat, offered: CGFloat?) -> CGFloat {
        let isGreedy = grid.items.contains { if case .fixed = $0.size { false } else { true } }
        guard isGreedy, let offered else { return used }
        return max(used, offered)
    }

    /// Cells go into the tracks in order, line by line; each sits in its track and line with its
    /// item's alignment. The tracks sit in the grid with the grid's alignment.
    mutating func placeLazyGrid(_ index: Int, _ grid: ResolvedLazyGrid, in frame: CGRect, proposal: ProposedViewSize) {
        let axis = grid.axis
        let made = Self.gridTracks(grid.items, across: proposal.along(axis.other), cells: children(of: index).count)
        let tracks = made.tracks
        let lines = gridLines(index, axis: axis, tracks: tracks)
        guard !tracks.isEmpty else { return }
        let used = made.used
        let thickness = frame.size.along(axis.other)
        let start = axis == .vertical
            ? grid.alignment.horizontal.offset(used, in: thickness) : grid.alignment.vertical.offset(used, in: thickness)
        var across = start, along: CGFloat = 0, column = 0, line = 0
        let rowLines = alignsRowsByGuides(tracks, axis: axis) ? lazyGridRowExtents(index, tracks: tracks) : []
        for child in children(of: index) {
            let track = tracks[column]
            let childProposal = ProposedViewSize.along(axis, nil, across: track.length)
            let size = sizeThatFits(child, childProposal)
            let cell = axis == .vertical
                ? CGRect(x: frame.minX + across, y: frame.minY + along, width: track.length, height: lines[line])
                : CGRect(x: frame.minX + along, y: frame.minY + across, width: lines[line], height: track.length)
            var origin = cell.aligning(size, track.alignment)
            if !rowLines.isEmpty && needsGuides(track.alignment.vertical) {
                origin.y = cell.minY + rowLines[line].line.above - guide(child, track.alignment.vertical.key, childProposal, size: size)
            }
            place(child, at: origin, proposal: childProposal)
            across += track.length + track.spacing
            column += 1
            if column == tracks.count {
                column = 0
                across = start
                along += lines[line] + grid.spacing
                line += 1
            }
        }
    }

    // MARK: - Grid

    /// A grid's columns and rows: each column as wide as its widest one-column cell (a cell
    /// spanning columns widens them equally where they are too narrow for it), each row as tall
    /// as its tallest cell offered its columns' width. A child that is not a `GridRow` spans
    /// every column.
    struct GridMetrics {
        var columns: [CGFloat] = []
        var rows: [CGFloat] = []
        var width: CGFloat = 0
        var height: CGFloat = 0
    }

    /// The columns a cell of a `GridRow` spans.
    func columnSpan(of cell: Int) -> Int {
        if case .gridCell(let columns) = kinds[unmarkedCell(cell)] { columns } else { 1 }
    }

    func isGridRow(_ index: Int) -> Bool {
        if case .gridRow = kinds[index] { true } else { false }
    }

    /// Offered a finite `width`, the grid shares it among its columns (GridColumnSharing.swift).
    mutating func gridMetrics(_ index: Int, _ grid: ResolvedGrid, width: CGFloat?) -> GridMetrics {
        var metrics = GridMetrics()
        let spacing = grid.horizontalSpacing
        var spanning: [(cell: Int, first: Int, count: Int)] = []
        var columnCells: [[Int]] = []
        for row in children(of: index) where isGridRow(row) {
            var column = 0
            for cell in children(of: row) {
                let span = columnSpan(of: cell)
                while metrics.columns.count < column + span { metrics.columns.append(0); columnCells.append([]) }
                if span == 1 {
                    metrics.columns[column] = max(metrics.columns[column], sizeThatFits(cell, .unspecified).width)
                    columnCells[column].append(cell)
                } else {
                    spanning.append((cell, column, span))
                }
                column += span
            }
        }
        if let width, width.isFinite { metrics.columns = sharedGridColumns(columnCells, width: width, spacing: spacing) }
        for (cell, first, count) in spanning {
            let width = sizeThatFits(cell, .unspecified).width
            let covered = metrics.columns[first..<(first + count)].reduce(0, +) + spacing * CGFloat(count - 1)
            guard width > covered else { continue }
            for column in first..<(first + count) { metrics.columns[column] += (width - covered) / CGFloat(count) }
        }
        metrics.width = metrics.columns.reduce(0, +) + spacing * CGFloat(max(metrics.columns.count - 1, 0))
        for row in children(of: index) {
            var height: CGFloat = 0
            if isGridRow(row) {
                var column = 0
                for cell in children(of: row) {
                    let span = columnSpan(of: cell)
                    height = max(height, sizeThatFits(cell, ProposedViewSize(width: spanWidth(metrics, from: column, count: span, spacing: spacing), height: nil)).height)
                    column += span
                }
                if case .gridRow(let alignment) = kinds[row], needsGuides(alignment ?? grid.alignment.vertical) {
                    height = gridRowExtent(row, metrics, spacing: spacing, alignment ?? grid.alignment.vertical).height
                }
            } else {
                height = sizeThatFits(row, ProposedViewSize(width: metrics.width, height: nil)).height
            }
            metrics.rows.append(height)
        }
        metrics.height = metrics.rows.reduce(0, +) + grid.verticalSpacing * CGFloat(max(metrics.rows.count - 1, 0))
        return metrics
    }

    func spanWidth(_ metrics: GridMetrics, from first: Int, count: Int, spacing: CGFloat) -> CGFloat {
        metrics.columns[first..<(first + count)].reduce(0, +) + spacing * CGFloat(count - 1)
    }

    /// A grid is as wide as its columns, which share a proposed width (GridColumnSharing.swift).
    mutating func gridSize(_ index: Int, _ grid: ResolvedGrid, _ proposal: ProposedViewSize) -> CGSize {
        let metrics = gridMetrics(index, grid, width: proposal.width)
        return CGSize(width: metrics.width, height: metrics.height)
    }

    /// Each cell is offered its columns' width and its row's height and sits there with the
    /// grid's alignment (the row's vertical alignment where it sets one).
    mutating func placeGrid(_ index: Int, _ grid: ResolvedGrid, in frame: CGRect, proposal: ProposedViewSize) {
        let metrics = gridMetrics(index, grid, width: proposal.width)
        let columnAlignments = gridColumnAlignments(index, columns: metrics.columns.count)
        var y = frame.minY
        for (rowPosition, row) in children(of: index).enumerated() {
            let height = metrics.rows[rowPosition]
            let rowFrame = CGRect(x: frame.minX, y: y, width: metrics.width, height: height)
            if case .gridRow(let rowAlignment) = kinds[row] {
                frames[row] = rowFrame
                let alignment = Alignment(horizontal: grid.alignment.horizontal, vertical: rowAlignment ?? grid.alignment.vertical)
                let line = needsGuides(alignment.vertical) ? gridRowExtent(row, metrics, spacing: grid.horizontalSpacing, alignment.vertical) : nil
                var x = frame.minX, column = 0
                for cell in children(of: row) {
                    let span = columnSpan(of: cell)
                    let width = spanWidth(metrics, from: column, count: span, spacing: grid.horizontalSpacing)
                    let cellFrame = CGRect(x: x, y: y, width: width, height: height)
                    let cellProposal = ProposedViewSize(cellFrame.size)
                    var cellAlignment = alignment
                    if span == 1, let guide = columnAlignments[column] { cellAlignment.horizontal = guide }
                    var origin = cellFrame.aligning(sizeThatFits(cell, cellProposal), cellAlignment)
                    if let line { origin.y = y + gridCellOffset(cell, width: width, alignment.vertical, line: line) }
                    place(cell, at: origin, proposal: cellProposal)
                    x += width + grid.horizontalSpacing
                    column += span
                }
            } else {
                let rowProposal = ProposedViewSize(rowFrame.size)
                place(row, at: rowFrame.aligning(sizeThatFits(row, rowProposal), grid.alignment), proposal: rowProposal)
            }
            y += height + grid.verticalSpacing
        }
    }
}

extension ResolvedGridItem.Size {
    var minimum: CGFloat {
        switch self {
        case .fixed(let value): value
        case .flexible(let minimum, _), .adaptive(let minimum, _): minimum
        }
    }

    var maximum: CGFloat {
        switch self {
        case .fixed(let value): value
        case .flexible(_, let maximum), .adaptive(_, let maximum): maximum
        }
    }
}
