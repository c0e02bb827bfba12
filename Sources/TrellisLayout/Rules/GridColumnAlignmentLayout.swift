import TrellisCore

/// `gridColumnAlignment(_:)` in a `Grid` (GridColumnAlignment.swift in Trellis): the marks its
/// one-column cells carry, per column, the first in each column winning.
extension LayoutPass {
    func gridColumnAlignments(_ grid: Int, columns: Int) -> [HorizontalAlignment?] {
        var alignments = [HorizontalAlignment?](repeating: nil, count: columns)
        for row in children(of: grid) where isGridRow(row) {
            var column = 0
            for cell in children(of: row) {
                let span = columnSpan(of: cell)
                if span == 1, column < columns, alignments[column] == nil,
                   case .fixedFrame(let frame) = kinds[cell], let guide = frame.gridColumnAlignment {
                    alignments[column] = guide
                }
                column += span
            }
        }
        return alignments
    }

    /// The cell under its column-alignment mark, if it has one: a spanning cell may be marked.
    func unmarkedCell(_ cell: Int) -> Int {
        guard case .fixedFrame(let frame) = kinds[cell], frame.gridColumnAlignment != nil, let inner = firstChild(of: cell) else { return cell }
        return inner
    }
}
