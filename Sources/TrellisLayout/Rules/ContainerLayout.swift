import TrellisCore

/// ScrollView, GeometryReader and ViewThatFits: containers that size themselves from the
/// proposal rather than from their content, or pick among their content. The grids are in
/// GridLayout.swift.
extension LayoutPass {
    /// Sizes every container kind of ResolvedContainers.swift.
    mutating func containerSize(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        switch kinds[index] {
        case .scroll(let scroll): return scrollSize(index, scroll, proposal)
        case .lazyGrid(let grid): return lazyGridSize(index, grid, proposal)
        case .grid(let grid): return gridSize(index, grid, proposal)
        case .gridRow: return stackSize(index, Self.gridRowOutsideGrid, proposal)
        case .gridCell, .viewThatFits:
            guard let child = candidate(index, proposal) else { return .zero }
            return sizeThatFits(child, proposal)
        // Greedy, whatever its content: the content is built for the size chosen here.
        case .geometryReader: return proposal.replacingUnspecifiedDimensions()
        default: preconditionFailure("not a container")
        }
    }

    /// Places every container kind of ResolvedContainers.swift.
    mutating func placeContainer(_ index: Int, in frame: CGRect, proposal: ProposedViewSize) {
        switch kinds[index] {
        case .scroll(let scroll): placeScroll(index, scroll, in: frame, proposal: proposal)
        case .lazyGrid(let grid): placeLazyGrid(index, grid, in: frame, proposal: proposal)
        case .grid(let grid): placeGrid(index, grid, in: frame, proposal: proposal)
        case .gridRow: placeStack(index, Self.gridRowOutsideGrid, in: frame, proposal: proposal)
        case .gridCell:
            placeAligned(index, .center, in: frame, proposal: proposal)
        case .viewThatFits:
            guard let child = candidate(index, proposal) else { return }
            let size = sizeThatFits(child, proposal)
            place(child, at: frame.aligning(size, .center), proposal: proposal)
            deferredPlacements.append(.choice(node: index, position: positions[child]))
        case .geometryReader:
            placeAligned(index, .topLeading, in: frame, proposal: ProposedViewSize(frame.size))
            deferredPlacements.append(.geometry(node: index, frame: frame))
        default: preconditionFailure("not a container")
        }
    }

    /// A row of cells outside any grid stands as an HStack would.
    static let gridRowOutsideGrid = ResolvedStack(axis: .horizontal, alignment: .center, spacing: 8)

    // MARK: - ScrollView

    /// What a scroll view offers its content: nothing along its axes, so the content takes its
    /// ideal length there; the proposal across them.
    static func scrollContentProposal(_ scroll: ResolvedScroll, _ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: scroll.axes.contains(.horizontal) ? nil : proposal.width,
            height: scroll.axes.contains(.vertical) ? nil : proposal.height)
    }

    /// A scroll view takes what it is offered (its content's length where nothing is), except
    /// that a horizontal one is as tall as its content, as SwiftUI's is (a chip bar above a list
    /// keeps its height); with `showsFullContent` it is as long as its content along its axes.
    mutating func scrollSize(_ index: Int, _ scroll: ResolvedScroll, _ proposal: ProposedViewSize) -> CGSize {
        let content = firstChild(of: index).map { sizeThatFits($0, Self.scrollContentProposal(scroll, proposal)) } ?? .zero
        guard scroll.showsFullContent else {
            var size = proposal.replacingUnspecifiedDimensions(by: content)
            if scroll.axes == .horizontal { size.height = content.height }
            return size
        }
        return CGSize(
            width: scroll.axes.contains(.horizontal) ? content.width : proposal.width ?? content.width,
            height: scroll.axes.contains(.vertical) ? content.height : proposal.height ?? content.height)
    }

    /// The content starts at the scroll view's start along its axes (scrolled to the top) and is
    /// centered across them.
    mutating func placeScroll(_ index: Int, _ scroll: ResolvedScroll, in frame: CGRect, proposal: ProposedViewSize) {
        guard let content = firstChild(of: index) else { return }
        let contentProposal = Self.scrollContentProposal(scroll, proposal)
        let size = sizeThatFits(content, contentProposal)
        let centered = frame.aligning(size, .center)
        let origin = CGPoint(
            x: scroll.axes.contains(.horizontal) ? frame.minX : centered.x,
            y: scroll.axes.contains(.vertical) ? frame.minY : centered.y)
        let outer = container
        container = Self.scrollContainer(scroll, proposal: proposal, frame: frame)
        place(content, at: origin, proposal: contentProposal)
        container = outer
    }

    // MARK: - ViewThatFits

    /// The child a `ViewThatFits` shows for `proposal`: the first whose ideal size (proposed
    /// nothing along the view's axes) fits the proposal along them, else the last. A grid cell's
    /// only child.
    mutating func candidate(_ index: Int, _ proposal: ProposedViewSize) -> Int? {
        guard case .viewThatFits(let choice) = kinds[index] else { return firstChild(of: index) }
        let horizontal = choice.axes.contains(.horizontal), vertical = choice.axes.contains(.vertical)
        let ideal = ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        var last: Int?
        for child in children(of: index) {
            let size = sizeThatFits(child, ideal)
            let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return child }
            last = child
        }
        return last
    }
}

/// What placement decided that resolution must hear of: a geometry reader's frame (its content
/// is resolved for it) and a ViewThatFits's choice (the emitters draw that child alone). Layout
/// collects them; `LayoutEngine.layout` hands them back to the tree (DeferredLayout.swift).
enum DeferredPlacement {
    case geometry(node: Int, frame: CGRect)
    case choice(node: Int, position: Int)
    /// A shape, clip or canvas whose drawing is built for its size (DeferredDrawing.swift).
    case drawing(node: Int, size: CGSize)
    /// An `alignmentGuide` node whose closure is run for these dimensions (AlignmentGuideLayout.swift).
    case guide(node: Int, dimensions: ViewDimensions)
    /// A container-relative frame and its container's size (ContainerRelativeLayout.swift).
    case containerRelative(node: Int, container: CGSize)

    var node: Int {
        switch self {
        case .geometry(let node, _), .choice(let node, _), .drawing(let node, _), .guide(let node, _),
             .containerRelative(let node, _): node
        }
    }
}
