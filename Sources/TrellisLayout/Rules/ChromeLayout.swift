import Trellis

/// The iOS chrome that SwiftUI draws around content: the navigation bar, lists and the segmented
/// picker. Its metrics are decided here, once; the emitters draw the frames they produce, and the
/// parts (titles, chevrons, labels) are ordinary nodes with frames of their own.
extension LayoutPass {
    /// iOS's bar: 44 points; a large title adds a band of 3 + its line + 8 below.
    static let barHeight: CGFloat = 44
    static let largeTitleInsets = EdgeInsets(top: 3, leading: 16, bottom: 8, trailing: 16)
    /// The back button starts 8 points from the leading edge and takes at most 30% of the bar; the
    /// inline title is centered in the middle 60%.
    static let backButtonLeading: CGFloat = 8
    static let backButtonRow = ResolvedStack(axis: .horizontal, alignment: .center, spacing: 3)
    /// The segmented track's inset around its segments, and each segment's around its label.
    static let segmentTrackInset: CGFloat = 2
    static let segmentLabelInset: CGFloat = 6
    /// Space above the first and below the last section of a grouped list.
    static let groupedListPadding: CGFloat = 16
    /// Between a section's header (or footer) and its rows.
    static let sectionLabelGap: CGFloat = 7

    // MARK: Navigation

    /// The bar on top, then the content area, which proposes its size to the content and centers it.
    mutating func placeNavigationStack(_ index: Int, in frame: CGRect) {
        var top = frame.minY
        for child in children(of: index) {
            if case .navigationBar = kinds[child] {
                let proposal = ProposedViewSize(width: frame.width, height: nil)
                place(child, at: CGPoint(x: frame.minX, y: top), proposal: proposal)
                top += sizeThatFits(child, proposal).height
            } else {
                let area = CGRect(x: frame.minX, y: top, width: frame.width, height: max(0, frame.maxY - top))
                let proposal = ProposedViewSize(area.size)
                place(child, at: area.aligning(sizeThatFits(child, proposal), .center), proposal: proposal)
            }
        }
    }

    func isLargeTitle(_ bar: ResolvedNavigationBar) -> Bool { bar.titleDisplayMode != .inline }

    /// The title child of a bar (its text), if any.
    func barTitle(_ index: Int) -> Int? {
        children(of: index).first { if case .backButton = kinds[$0] { false } else { true } }
    }

    mutating func navigationBarHeight(_ index: Int, _ bar: ResolvedNavigationBar) -> CGFloat {
        guard isLargeTitle(bar), let title = barTitle(index) else { return Self.barHeight }
        let width = Self.idealScreen.width - Self.largeTitleInsets.leading - Self.largeTitleInsets.trailing
        let titleHeight = sizeThatFits(title, ProposedViewSize(width: width, height: nil)).height
        return Self.barHeight + Self.largeTitleInsets.top + titleHeight + Self.largeTitleInsets.bottom
    }

    mutating func placeNavigationBar(_ index: Int, _ bar: ResolvedNavigationBar, in frame: CGRect) {
        let row = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.barHeight)
        for child in children(of: index) {
            if case .backButton = kinds[child] {
                let proposal = ProposedViewSize(width: frame.width * 0.3, height: Self.barHeight)
                let size = sizeThatFits(child, proposal)
                place(child, at: CGPoint(x: row.minX + Self.backButtonLeading, y: row.minY + (row.height - size.height) / 2), proposal: proposal)
            } else if isLargeTitle(bar) {
                let insets = Self.largeTitleInsets
                let proposal = ProposedViewSize(width: max(0, frame.width - insets.leading - insets.trailing), height: nil)
                place(child, at: CGPoint(x: frame.minX + insets.leading, y: row.maxY + insets.top), proposal: proposal)
            } else {
                let proposal = ProposedViewSize(width: frame.width * 0.6, height: Self.barHeight)
                place(child, at: row.aligning(sizeThatFits(child, proposal), .center), proposal: proposal)
            }
        }
    }

    // MARK: Lists

    /// The style of the list a section or row belongs to.
    func enclosingListStyle(_ index: Int) -> ResolvedListStyle? {
        var current = parents[index]
        while current >= 0 {
            if case .list(let style) = kinds[current] { return style }
            if case .listSection = kinds[current] { current = parents[current]; continue }
            return nil
        }
        return nil
    }

    /// A list fills its proposal; its sections stack from the top, `sectionSpacing` apart.
    mutating func placeList(_ index: Int, _ style: ResolvedListStyle, in frame: CGRect) {
        var y = frame.minY + (style.sectionSpacing > 0 ? Self.groupedListPadding : 0)
        for section in children(of: index) {
            let proposal = ProposedViewSize(width: frame.width, height: nil)
            guard case .listSection = kinds[section] else {
                let size = sizeThatFits(section, proposal)
                place(section, at: CGPoint(x: frame.minX, y: y), proposal: proposal)
                y += size.height + style.sectionSpacing
                continue
            }
            let height = placeSection(section, style, at: CGPoint(x: frame.minX, y: y), width: frame.width)
            y += height + style.sectionSpacing
        }
    }

    /// A section inside a list: header, the rows on their card, footer. Returns its height.
    @discardableResult
    mutating func placeSection(_ index: Int, _ style: ResolvedListStyle, at origin: CGPoint, width: CGFloat) -> CGFloat {
        let labelInset = style.horizontalMargin + style.rowInsets.leading
        var y = origin.y
        for child in children(of: index) {
            switch kinds[child] {
            case .listHeader, .listFooter:
                let isHeader = if case .listHeader = kinds[child] { true } else { false }
                if !isHeader { y += Self.sectionLabelGap }
                let proposal = ProposedViewSize(width: max(0, width - 2 * labelInset), height: nil)
                let size = sizeThatFits(child, proposal)
                place(child, at: CGPoint(x: origin.x + labelInset, y: y), proposal: proposal)
                y += size.height + (isHeader ? Self.sectionLabelGap : 0)
            case .listRow:
                let proposal = ProposedViewSize(width: max(0, width - 2 * style.horizontalMargin), height: nil)
                let size = sizeThatFits(child, proposal)
                place(child, at: CGPoint(x: origin.x + style.horizontalMargin, y: y), proposal: proposal)
                y += size.height
            default:
                let proposal = ProposedViewSize(width: width, height: nil)
                let size = sizeThatFits(child, proposal)
                place(child, at: CGPoint(x: origin.x, y: y), proposal: proposal)
                y += size.height
            }
        }
        frames[index] = CGRect(x: origin.x, y: origin.y, width: width, height: y - origin.y)
        return y - origin.y
    }

    /// A row: its content leading-aligned and vertically centered inside the row insets, at least
    /// the style's row height tall, as wide as offered. Rows outside a list keep no insets.
    mutating func rowSize(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        let (insets, minHeight) = rowMetrics(index)
        let contentSize = firstChild(of: index).map { sizeThatFits($0, Self.rowContentProposal(proposal, insets)) } ?? .zero
        let width = proposal.width ?? (contentSize.width + insets.leading + insets.trailing)
        return CGSize(width: width, height: max(minHeight, contentSize.height + insets.top + insets.bottom))
    }

    func rowMetrics(_ index: Int) -> (insets: EdgeInsets, minHeight: CGFloat) {
        guard let style = enclosingListStyle(index) else { return (EdgeInsets(), 0) }
        return (style.rowInsets, style.rowMinHeight)
    }

    static func rowContentProposal(_ proposal: ProposedViewSize, _ insets: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
    }

    mutating func placeRow(_ index: Int, in frame: CGRect, proposal: ProposedViewSize) {
        let insets = rowMetrics(index).insets
        let inner = CGRect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                           width: max(0, frame.width - insets.leading - insets.trailing),
                           height: max(0, frame.height - insets.top - insets.bottom))
        let childProposal = Self.rowContentProposal(proposal, insets)
        for child in children(of: index) {
            place(child, at: inner.aligning(sizeThatFits(child, childProposal), Alignment.leading), proposal: childProposal)
        }
    }

    // MARK: Segmented picker

    /// Equal segments on a track inset by 2 points; ideally each as wide as the widest label.
    mutating func segmentedIdealWidth(_ index: Int) -> CGFloat {
        let segments = children(of: index)
        var widest: CGFloat = 0
        for segment in segments {
            for label in children(of: segment) {
                widest = max(widest, sizeThatFits(label, .unspecified).width)
            }
        }
        return (widest + 2 * Self.segmentLabelInset) * CGFloat(segments.count) + 2 * Self.segmentTrackInset
    }

    mutating func placeSegments(_ index: Int, in frame: CGRect) {
        let segments = children(of: index)
        guard !segments.isEmpty else { return }
        let track = frame.insetBy(dx: Self.segmentTrackInset, dy: Self.segmentTrackInset)
        let width = max(0, track.width) / CGFloat(segments.count)
        for (offset, segment) in segments.enumerated() {
            let proposal = ProposedViewSize(width: width, height: max(0, track.height))
            place(segment, at: CGPoint(x: track.minX + CGFloat(offset) * width, y: track.minY), proposal: proposal)
        }
    }
}
