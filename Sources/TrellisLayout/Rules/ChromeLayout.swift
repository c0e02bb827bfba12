import TrellisCore

/// The iOS chrome that SwiftUI draws around content: the navigation bar, lists and the segmented
/// picker. Its metrics are decided here, once; the emitters draw the frames they produce, and the
/// parts (titles, chevrons, labels) are ordinary nodes with frames of their own.
extension LayoutPass {
    /// iOS's bar: 44 points; a large title adds a band of 3 + its line + 8 below, its line taking
    /// the title style's leading (41 points at the default size, so the band is 52).
    static let barHeight: CGFloat = 44
    static let largeTitleInsets = EdgeInsets(top: 3, leading: 16, bottom: 8, trailing: 16)
    /// The back button starts 8 points from the leading edge and takes at most 30% of the bar (60%
    /// when no title is centered); the inline title is centered in the middle 60%.
    static let backButtonLeading: CGFloat = 8
    static let backButtonRow = ResolvedStack(axis: .horizontal, alignment: .center, spacing: 3)
    /// Toolbar items sit 16 points in from the bar's edges (and 16 after the back button).
    static let barItemInset: CGFloat = 16
    /// The search field under the title: 36 points high with 10 below it.
    static let searchFieldHeight: CGFloat = 36
    static let searchFieldBottom: CGFloat = 10
    /// The bottom toolbar and the tab bar.
    static let bottomBarHeight: CGFloat = 49
    /// The segmented track's inset around its segments, and each segment's around its label.
    static let segmentTrackInset: CGFloat = 2
    static let segmentLabelInset: CGFloat = 6
    /// Space above the first and below the last section of a grouped list.
    static let groupedListPadding: CGFloat = 16
    /// Between a section's header (or footer) and its rows.
    static let sectionLabelGap: CGFloat = 7

    // MARK: Navigation

    /// The bar on top, the bottom bar (if any) along the bottom, and between them the content
    /// area, which proposes its size to the content and centers it.
    mutating func placeNavigationStack(_ index: Int, in frame: CGRect) {
        var top = frame.minY
        var bottom = frame.maxY
        for child in children(of: index) {
            switch kinds[child] {
            case .navigationBar:
                let proposal = ProposedViewSize(width: frame.width, height: nil)
                place(child, at: CGPoint(x: frame.minX, y: top), proposal: proposal)
                top += sizeThatFits(child, proposal).height
            case .barSlot(.bottom):
                let proposal = ProposedViewSize(width: frame.width, height: Self.bottomBarHeight)
                let height = sizeThatFits(child, proposal).height
                bottom -= height
                place(child, at: CGPoint(x: frame.minX, y: bottom), proposal: proposal)
            default:
                continue
            }
        }
        for child in children(of: index) {
            switch kinds[child] {
            case .navigationBar, .barSlot(.bottom): continue
            default:
                let area = CGRect(x: frame.minX, y: top, width: frame.width, height: max(0, bottom - top))
                let proposal = ProposedViewSize(area.size)
                // The content area is the container of containerRelativeFrame below.
                let outer = container
                container = area.size
                place(child, at: area.aligning(sizeThatFits(child, proposal), .center), proposal: proposal)
                container = outer
            }
        }
    }

    func isLargeTitle(_ bar: ResolvedNavigationBar) -> Bool { bar.titleDisplayMode != .inline }

    /// The title child of a bar (its text), if any.
    func barTitle(_ index: Int) -> Int? {
        children(of: index).first { if case .text = kinds[$0] { true } else { false } }
    }

    /// The child of a bar in `slot`, if any.
    func barChild(_ index: Int, _ slot: ResolvedBarSlot) -> Int? {
        children(of: index).first { if case .barSlot(slot) = kinds[$0] { true } else { false } }
    }

    mutating func navigationBarHeight(_ index: Int, _ bar: ResolvedNavigationBar) -> CGFloat {
        var height = Self.barHeight
        if isLargeTitle(bar), let title = barTitle(index) {
            let width = Self.idealScreen.width - Self.largeTitleInsets.leading - Self.largeTitleInsets.trailing
            height += largeTitleBand(title, ProposedViewSize(width: width, height: nil))
        }
        if barChild(index, .search) != nil { height += Self.searchFieldHeight + Self.searchFieldBottom }
        return height
    }

    /// The height of the band a large title adds under the bar: its insets and the text, at least
    /// one leading of its font tall (a one-line title is its font's own height, 40.57 points, in
    /// a band that iOS keeps 52 high).
    mutating func largeTitleBand(_ title: Int, _ proposal: ProposedViewSize) -> CGFloat {
        let leading = if case .text(let text) = kinds[title] { text.font.leading } else { CGFloat(0) }
        return Self.largeTitleInsets.top + max(sizeThatFits(title, proposal).height, leading) + Self.largeTitleInsets.bottom
    }

    mutating func placeNavigationBar(_ index: Int, _ bar: ResolvedNavigationBar, in frame: CGRect) {
        let row = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.barHeight)
        var leadingEdge = row.minX + Self.barItemInset
        var titleBottom = row.maxY
        for child in children(of: index) {
            switch kinds[child] {
            case .backButton:
                // Beside an inline title or a principal item it keeps to the leading 30%; with
                // the middle empty (a large title, or none) it may reach the trailing items' 40%.
                let centered = !isLargeTitle(bar) && barTitle(index) != nil || barChild(index, .principal) != nil
                let proposal = ProposedViewSize(width: frame.width * (centered ? 0.3 : 0.6), height: Self.barHeight)
                let size = sizeThatFits(child, proposal)
                let origin = CGPoint(x: row.minX + Self.backButtonLeading, y: row.minY + (row.height - size.height) / 2)
                place(child, at: origin, proposal: proposal)
                leadingEdge = origin.x + size.width + Self.barItemInset
            case .barSlot(.leading):
                let proposal = ProposedViewSize(width: frame.width * 0.3, height: Self.barHeight)
                let size = sizeThatFits(child, proposal)
                place(child, at: CGPoint(x: leadingEdge, y: row.minY + (row.height - size.height) / 2), proposal: proposal)
            case .barSlot(.trailing):
                let proposal = ProposedViewSize(width: frame.width * 0.4, height: Self.barHeight)
                let size = sizeThatFits(child, proposal)
                let origin = CGPoint(x: row.maxX - Self.barItemInset - size.width, y: row.minY + (row.height - size.height) / 2)
                place(child, at: origin, proposal: proposal)
            case .barSlot(.search):
                let proposal = ProposedViewSize(width: max(0, frame.width - 2 * Self.barItemInset), height: Self.searchFieldHeight)
                place(child, at: CGPoint(x: row.minX + Self.barItemInset, y: titleBottom), proposal: proposal)
            case .text where isLargeTitle(bar):
                let insets = Self.largeTitleInsets
                let proposal = ProposedViewSize(width: max(0, frame.width - insets.leading - insets.trailing), height: nil)
                place(child, at: CGPoint(x: frame.minX + insets.leading, y: row.maxY + insets.top), proposal: proposal)
                titleBottom = row.maxY + largeTitleBand(child, proposal)
            default:
                // The inline title and the principal item: centered in the middle 60%.
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
        let outer = container
        container = frame.size
        defer { container = outer }
        var y = frame.minY + (style.kind == .grouped || style.kind == .insetGrouped ? Self.groupedListPadding : 0)
        let sections = children(of: index)
        let gaps = sectionGaps(sections, style)
        for (position, section) in sections.enumerated() {
            let proposal = ProposedViewSize(width: frame.width, height: nil)
            let gap = position < gaps.count ? gaps[position] : style.sectionSpacing
            guard case .listSection = kinds[section] else {
                let size = sizeThatFits(section, proposal)
                place(section, at: CGPoint(x: frame.minX, y: y), proposal: proposal)
                y += size.height + gap
                continue
            }
            let height = placeSection(section, style, at: CGPoint(x: frame.minX, y: y), width: frame.width)
            y += height + gap
        }
    }

    /// A section inside a list: header, the rows on their card, footer. Returns its height.
    @discardableResult
    mutating func placeSection(_ index: Int, _ style: ResolvedListStyle, at origin: CGPoint, width: CGFloat) -> CGFloat {
        let labelInset = style.horizontalMargin + style.rowInsets.leading
        var y = origin.y
        var previousWasRow = false
        for child in children(of: index) {
            defer { previousWasRow = if case .listRow = kinds[child] { true } else { false } }
            switch kinds[child] {
            case .listHeader, .listFooter:
                let isHeader = if case .listHeader = kinds[child] { true } else { false }
                if !isHeader { y += Self.sectionLabelGap }
                let proposal = ProposedViewSize(width: max(0, width - 2 * labelInset), height: nil)
                let size = sizeThatFits(child, proposal)
                place(child, at: CGPoint(x: origin.x + labelInset, y: y), proposal: proposal)
                y += size.height + (isHeader ? Self.sectionLabelGap : 0)
            case .listRow:
                if previousWasRow { y += style.rowSpacing }
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

    /// A row's own `listRowInsets` replace the style's.
    func rowMetrics(_ index: Int) -> (insets: EdgeInsets, minHeight: CGFloat) {
        guard let style = enclosingListStyle(index) else { return (EdgeInsets(), 0) }
        if case .listRow(let row) = kinds[index], let insets = row.insets { return (insets, style.rowMinHeight) }
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
        for (position, child) in children(of: index).enumerated() {
            // Child 1 is the row's background (`listRowBackground`): the row's whole frame.
            guard position == 0 else {
                place(child, at: frame.origin, proposal: ProposedViewSize(frame.size))
                continue
            }
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
