import TrellisCore

extension LaidOutTree {
    /// Where a list row's separator starts, from the row's leading edge: at the first text of its
    /// content, as iOS 16+ places `HorizontalAlignment.listRowSeparatorLeading` by default, so a
    /// `Label` or an icon followed by a text has its line under the title, not under the icon.
    /// Nil when the content shows no text, or when a slider or progress bar comes before its
    /// first text (their labels are not drawn, so the row does not start with text): the
    /// style's inset applies then.
    ///
    /// Only the row's child 0 is searched: child 1 of a row with a background is that
    /// background, which iOS never aligns the line to. One pre-order scan of the row's subtree.
    public func separatorLeading(ofRowAt index: Int) -> CGFloat? {
        guard nodes[index].subtreeSize > 1 else { return nil }
        let content = index + 1
        let row = nodes[index].frame
        for node in content..<(content + nodes[content].subtreeSize) {
            switch kinds[node] {
            case .text where nodes[node].frame.width > 0:
                return max(0, nodes[node].frame.minX - row.minX)
            case .accessibility(let element):
                switch element.control {
                case .slider, .progress: return nil
                case .toggle, .textField, nil: continue
                }
            default:
                continue
            }
        }
        return nil
    }
}
