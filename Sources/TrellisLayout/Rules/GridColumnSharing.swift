import TrellisCore

/// A `Grid` offered a width shares it among its columns as an HStack shares its width among its
/// children: the spacing taken off first, then the least flexible column first (a column is as
/// flexible as its most flexible cell: its width offered infinity less its width offered none),
/// each offered what remains divided by the columns left and as wide as its widest cell for that
/// offer. So a column of `frame(maxWidth: .infinity)` tiles takes what the others leave, as in
/// SwiftUI, and text in a column too narrow for it wraps. Offered no width, or an infinite one, each column keeps its
/// widest cell's ideal width (GridLayout.swift).
extension LayoutPass {
    /// The width of each column for a grid offered `width`; `cells[column]` are that column's
    /// one-column cells.
    mutating func sharedGridColumns(_ cells: [[Int]], width: CGFloat, spacing: CGFloat) -> [CGFloat] {
        var remaining = width - spacing * CGFloat(max(cells.count - 1, 0))
        let flexibility = cells.map { column in
            column.reduce(CGFloat(0)) { widest, cell in
                max(widest, sizeThatFits(cell, ProposedViewSize(width: .infinity, height: nil)).width
                    - sizeThatFits(cell, ProposedViewSize(width: 0, height: nil)).width)
            }
        }
        // Ties keep the columns' order, so the split does not depend on the sort.
        let order = cells.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var widths = [CGFloat](repeating: 0, count: cells.count)
        for (done, column) in order.enumerated() {
            let offer = max(0, remaining / CGFloat(cells.count - done))
            widths[column] = cells[column].reduce(CGFloat(0)) { widest, cell in
                max(widest, sizeThatFits(cell, ProposedViewSize(width: offer, height: nil)).width)
            }
            remaining -= widths[column]
        }
        return widths
    }
}
