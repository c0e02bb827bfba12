import TrellisCore
import TrellisLayout

/// Which separator lines a list row draws, decided once for both emitters from the rows'
/// `listRowSeparator`/`listSectionSeparator` traits and the list style.
///
/// A line between two rows of one card is drawn along the lower row's top edge, inset like the
/// upper row's content (UIKit draws it as the upper cell's bottom separator): from its first
/// text when it has one (`LaidOutTree.separatorLeading(ofRowAt:)`), else its leading inset, in the lower row's
/// top tint, else the upper row's bottom tint, else the style's color, unless either row hides it. Rows spaced apart (`listRowSpacing`) are cards of their own, with no line between.
/// The section's own lines, above its first row and below its last, are drawn only where a
/// trait makes them `.visible`: the styles Trellis draws show none by default.
struct RowSeparators: Equatable {
    var top: Color.Resolved?
    var bottom: Color.Resolved?
    /// From the row's leading edge: the line on top like the content of the row above it (or the
    /// row's own, for a section's line), the line below like the row's own content.
    var topInset: CGFloat
    var bottomInset: CGFloat

    /// The lines of row number `position` of `rows` (a section's rows in order), where
    /// `startsCard` says whether it is the first row of its card and `leadings` holds each row's
    /// text leading (nil where a row shows no text).
    static func lines(
        of position: Int, in rows: [ResolvedListRow], leadings: [CGFloat?], startsCard: Bool, style: ResolvedListStyle
    ) -> RowSeparators {
        func inset(_ number: Int) -> CGFloat {
            leadings[number] ?? (rows[number].insets ?? style.rowInsets).leading
        }
        let row = rows[position]
        var lines = RowSeparators(topInset: inset(position), bottomInset: inset(position))
        if !startsCard, position > 0 {
            let above = rows[position - 1]
            lines.topInset = inset(position - 1)
            if above.separator.bottom != .hidden, row.separator.top != .hidden {
                lines.top = row.separatorTint.top ?? above.separatorTint.bottom ?? style.separator
            }
        }
        if position == 0, row.sectionSeparator.top == .visible, row.separator.top != .hidden {
            lines.top = row.sectionSeparatorTint.top ?? style.separator
        }
        if position == rows.count - 1, row.sectionSeparator.bottom == .visible, row.separator.bottom != .hidden {
            lines.bottom = row.sectionSeparatorTint.bottom ?? style.separator
        }
        return lines
    }

    /// The line along `edge` of a row at `frame`, one point high, inset like the row's content.
    func frame(of edge: VerticalEdge, in frame: CGRect) -> CGRect {
        let inset = min(edge == .top ? topInset : bottomInset, frame.width)
        let y = edge == .top ? frame.minY : frame.maxY - min(1, frame.height)
        return CGRect(x: frame.minX + inset, y: y, width: frame.width - inset, height: min(1, frame.height))
    }
}

extension LaidOutTree {
    /// The separator leading of each of `section`'s rows (at pre-order `index`), in the order
    /// of `rowTraits`.
    func separatorLeadings(ofRowsIn section: ResolvedNode, at index: Int) -> [CGFloat?] {
        var leadings: [CGFloat?] = []
        var child = index + 1
        for node in section.children {
            if case .listRow = node.kind { leadings.append(separatorLeading(ofRowAt: child)) }
            child += nodes[child].subtreeSize
        }
        return leadings
    }
}

extension ResolvedNode {
    /// The row traits of a section's rows, in order, for `RowSeparators`.
    var rowTraits: [ResolvedListRow] {
        children.compactMap { if case .listRow(let row) = $0.kind { row } else { nil } }
    }
}
