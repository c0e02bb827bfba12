/// `gridColumnAlignment(_:)`: in SwiftUI a cell passes its column's alignment up to its `Grid`
/// as a preference. Resolution flows down only, so the cell is wrapped in a frame of no size
/// (which lays out as its content, as `frame()` does) marked with the alignment, and the grid's
/// layout reads the marks of each column's one-column cells (GridLayout.swift); the first mark
/// in a column wins, and a column without one keeps the grid's alignment.
extension ResolvedFixedFrame {
    static func gridColumnAlignment(_ guide: HorizontalAlignment) -> ResolvedFixedFrame {
        var frame = ResolvedFixedFrame(width: nil, height: nil, alignment: Alignment(horizontal: guide, vertical: .center))
        frame.gridColumnAlignment = guide
        return frame
    }
}
