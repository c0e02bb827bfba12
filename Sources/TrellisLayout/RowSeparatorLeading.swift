import Trellis

extension LaidOutTree {
    /// Where a list row's separator starts, from the row's leading edge: at the first text of its
    /// content, as iOS 16+ places `HorizontalAlignment.listRowSeparatorLeading` by default, so a
    /// `Label` or an icon followed by a text has its line under the title, not under the icon.
    /// Nil when the content shows no text (the style's inset applies then).
    ///
    /// Only the row's child 0 is searched: child 1 of a row with a background is that
    /// background, which iOS never aligns the line to. One pre-order scan of the row's subtree.
    public func separatorLeading(ofRowAt index: Int) -> CGFloat? {
        guard nodes[index].subtreeSize > 1 else { return nil }
        let content = index + 1
        let row = nodes[index].frame
        for node in content..<(content + nodes[content].subtreeSize) {
            guard case .text = kinds[node], nodes[node].frame.width > 0 else { continue }
            return max(0, nodes[node].frame.minX - row.minX)
        }
        return nil
    }
}
