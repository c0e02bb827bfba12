import Trellis

/// SwiftUI's layout over a resolved screen: the parent proposes a size, the child chooses its
/// size, the parent places the child. It decides every node's frame once; the HTML and SVG
/// emitters then draw those frames (docs/architecture.md, "Layout").
///
/// Text is measured through `measurer`, so rules can be tested with a fake one; symbol images
/// are sized from `symbolAspectRatio`, which the renderer's symbol table answers.
public struct LayoutEngine: Sendable {
    public var measurer: any TextMeasuring
    /// Width over height of a named symbol's drawing; nil for a name the table doesn't know,
    /// which is then drawn square (the emitter reports it).
    public var symbolAspectRatio: @Sendable (String) -> CGFloat?

    public init(measurer: any TextMeasuring, symbolAspectRatio: @escaping @Sendable (String) -> CGFloat? = { _ in 1 }) {
        self.measurer = measurer
        self.symbolAspectRatio = symbolAspectRatio
    }

    /// Lays out `tree` with its root proposed `canvas` and centered in it, as SwiftUI places a
    /// screen's root view.
    public func layout(_ tree: ResolvedTree, in canvas: CGSize) -> LaidOutTree {
        let run = {
            var pass = LayoutPass(root: tree.root, engine: self)
            pass.layoutRoot(in: canvas)
            return LaidOutTree(tree: tree, canvas: canvas, nodes: pass.laidOut(), kinds: pass.nodes.map(\.kind))
        }
        // The rules recurse once per tree level; deep trees get the large stack resolution uses.
        return LargeStack.call(run) ?? run()
    }
}

/// One run of the engine over one tree: the tree flattened into pre-order arrays, each node's
/// chosen sizes memoized by proposal (so a stack probing its children's flexibility never lays a
/// subtree out twice for one proposal), and the frames placement writes.
struct LayoutPass {
    let engine: LayoutEngine
    /// Pre-order; `nodes[i].children` are at `childIndices[childStart[i]...]`.
    var nodes: [ResolvedNode] = []
    var subtreeSizes: [Int] = []
    var parents: [Int] = []
    var positions: [Int] = []
    var childStart: [Int] = []
    var childIndices: [Int] = []
    /// The axis of the stack a node sits in, seen through single-child wrappers, as SwiftUI's
    /// Spacer and Divider see it.
    var stackAxes: [Axis?] = []
    var cache: [SizeCache] = []
    var frames: [CGRect] = []
    var lines: [[TextLine]] = []
    var truncated: [Bool] = []

    init(root: ResolvedNode, engine: LayoutEngine) {
        self.engine = engine
        flatten(root)
        cache = Array(repeating: SizeCache(), count: nodes.count)
        frames = Array(repeating: .zero, count: nodes.count)
        lines = Array(repeating: [], count: nodes.count)
        truncated = Array(repeating: false, count: nodes.count)
    }

    /// Pre-order arrays without recursion, so flattening never limits the depth.
    private mutating func flatten(_ root: ResolvedNode) {
        var pending: [(node: ResolvedNode, parent: Int, position: Int, axis: Axis?)] = [(root, -1, 0, nil)]
        while let (node, parent, position, axis) = pending.popLast() {
            let index = nodes.count
            nodes.append(node)
            parents.append(parent)
            positions.append(position)
            stackAxes.append(axis)
            subtreeSizes.append(1)
            let inner = node.kind.childStackAxis(outer: axis)
            for (offset, child) in node.children.enumerated().reversed() {
                pending.append((child, index, offset, inner))
            }
        }
        // Subtree sizes and child lists, from the parents, in one backward and one forward sweep.
        for index in stride(from: nodes.count - 1, to: 0, by: -1) {
            subtreeSizes[parents[index]] += subtreeSizes[index]
        }
        childStart.reserveCapacity(nodes.count)
        childIndices.reserveCapacity(nodes.count)
        for index in nodes.indices {
            childStart.append(childIndices.count)
            var child = index + 1
            for _ in 0..<nodes[index].children.count {
                childIndices.append(child)
                child += subtreeSizes[child]
            }
        }
    }

    func children(of index: Int) -> ArraySlice<Int> {
        let start = childStart[index]
        return childIndices[start..<(start + nodes[index].children.count)]
    }

    func laidOut() -> [LaidOutNode] {
        nodes.indices.map { index in
            LaidOutNode(
                frame: frames[index], lines: lines[index], isTruncated: truncated[index], subtreeSize: subtreeSizes[index],
                parent: parents[index], position: positions[index])
        }
    }

    mutating func layoutRoot(in canvas: CGSize) {
        let proposal = ProposedViewSize(canvas)
        let size = sizeThatFits(0, proposal)
        let origin = CGPoint(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        place(0, at: origin, proposal: proposal)
    }

    // MARK: - Sizing

    /// The size node `index` chooses for `proposal`, computed once per distinct proposal.
    mutating func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        let proposal = proposal.sanitized
        if let size = cache[index].size(for: proposal) { return size }
        let size = computeSize(index, proposal).sanitized
        cache[index].store(size, for: proposal)
        return size
    }

    private mutating func computeSize(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        let node = nodes[index]
        switch node.kind {
        case .text(let text): return textLayout(text, proposal).size
        case .image(let image): return imageSize(image, proposal)
        case .shape, .color: return proposal.replacingUnspecifiedDimensions()
        case .spacer(let minLength): return spacerSize(minLength: minLength, axis: stackAxes[index], proposal)
        case .divider(_, let thickness): return dividerSize(thickness: thickness, axis: stackAxes[index], proposal)
        case .stack(let stack): return stackSize(index, stack, proposal)
        case .padding(let insets): return paddingSize(index, insets, proposal)
        case .fixedFrame(let frame): return fixedFrameSize(index, frame, proposal).size
        case .fixedSize(let horizontal, let vertical):
            guard let content = children(of: index).first else { return .zero }
            return sizeThatFits(content, Self.fixing(proposal, horizontal: horizontal, vertical: vertical))
        case .flexibleFrame(let frame): return flexibleFrameSize(index, frame, proposal).size
        case .background, .overlay, .clip, .opacity, .button, .navigationLink, .link, .tagged:
            guard let content = children(of: index).first else { return .zero }
            return sizeThatFits(content, proposal)
        case .listSection, .listHeader, .listFooter:
            return stackSize(index, Self.column, proposal)
        case .navigationStack, .list:
            return proposal.replacingUnspecifiedDimensions(by: Self.idealScreen)
        case .listRow:
            return rowSize(index, proposal)
        case .segmentedPicker(let style):
            return CGSize(width: proposal.width ?? segmentedIdealWidth(index), height: style.height)
        case .segment:
            return proposal.replacingUnspecifiedDimensions(by: .zero)
        case .navigationBar(let bar):
            return CGSize(width: proposal.width ?? Self.idealScreen.width, height: navigationBarHeight(index, bar))
        case .backButton:
            return stackSize(index, Self.backButtonRow, proposal)
        }
    }

    /// `fixedSize` offers nothing on its fixed axes, so the child answers with its ideal length.
    static func fixing(_ proposal: ProposedViewSize, horizontal: Bool, vertical: Bool) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    /// What list parts (a section outside a list, a header, a footer) stack their views as.
    static let column = ResolvedStack(axis: .vertical, alignment: .leading, spacing: 0)
    /// A screen container asked for its ideal size takes the phone's.
    static let idealScreen = CGSize(width: 390, height: 844)

    // MARK: - Placement

    /// Places node `index` with its top left at `origin`, sized for `proposal`, then its children.
    mutating func place(_ index: Int, at origin: CGPoint, proposal: ProposedViewSize) {
        let proposal = proposal.sanitized
        let size = sizeThatFits(index, proposal)
        let frame = CGRect(origin: origin, size: size)
        frames[index] = frame
        let node = nodes[index]
        switch node.kind {
        case .text(let text):
            let laidOut = textLayout(text, proposal)
            lines[index] = laidOut.lines
            truncated[index] = laidOut.isTruncated
        case .image, .shape, .color, .spacer, .divider:
            break
        case .stack(let stack):
            placeStack(index, stack, in: frame, proposal: proposal)
        case .padding(let insets):
            placePadding(index, insets, in: frame, proposal: proposal)
        case .fixedFrame(let fixed):
            let layout = fixedFrameSize(index, fixed, proposal)
            placeAligned(index, fixed.alignment, in: frame, proposal: layout.childProposal)
        case .flexibleFrame(let flexible):
            let layout = flexibleFrameSize(index, flexible, proposal)
            placeAligned(index, flexible.alignment, in: frame, proposal: layout.childProposal)
        case .fixedSize(let horizontal, let vertical):
            placeAligned(index, .center, in: frame, proposal: Self.fixing(proposal, horizontal: horizontal, vertical: vertical))
        case .background(let alignment), .overlay(let alignment):
            placeLayered(index, alignment, in: frame, proposal: proposal)
        case .clip, .opacity, .button, .navigationLink, .link, .tagged:
            placeAligned(index, .center, in: frame, proposal: proposal)
        case .listSection, .listHeader, .listFooter:
            placeStack(index, Self.column, in: frame, proposal: proposal)
        case .navigationStack:
            placeNavigationStack(index, in: frame)
        case .list(let style):
            placeList(index, style, in: frame)
        case .listRow:
            placeRow(index, in: frame, proposal: proposal)
        case .segmentedPicker:
            placeSegments(index, in: frame)
        case .segment:
            placeAligned(index, .center, in: frame.insetBy(dx: Self.segmentLabelInset, dy: 0), proposal: ProposedViewSize(frame.insetBy(dx: Self.segmentLabelInset, dy: 0).size))
        case .navigationBar(let bar):
            placeNavigationBar(index, bar, in: frame)
        case .backButton:
            placeStack(index, Self.backButtonRow, in: frame, proposal: proposal)
        }
    }

    /// Places every child of `index` centered (or per `alignment`) in `frame`, each proposed `proposal`.
    mutating func placeAligned(_ index: Int, _ alignment: Alignment, in frame: CGRect, proposal: ProposedViewSize) {
        for child in children(of: index) {
            let size = sizeThatFits(child, proposal)
            place(child, at: frame.aligning(size, alignment), proposal: proposal)
        }
    }
}

/// A few proposals and the sizes chosen for them; a node rarely sees more than its parent's
/// proposal and the two flexibility probes.
struct SizeCache {
    private var proposals: [ProposedViewSize] = []
    private var sizes: [CGSize] = []

    func size(for proposal: ProposedViewSize) -> CGSize? {
        for (offset, candidate) in proposals.enumerated() where candidate == proposal { return sizes[offset] }
        return nil
    }

    mutating func store(_ size: CGSize, for proposal: ProposedViewSize) {
        if proposals.count == 6 {
            proposals.removeFirst()
            sizes.removeFirst()
        }
        proposals.append(proposal)
        sizes.append(size)
    }
}

extension ProposedViewSize {
    /// Negative and NaN lengths offer nothing; layout never proposes less than zero.
    var sanitized: ProposedViewSize {
        ProposedViewSize(width: width.map { $0 >= 0 ? $0 : 0 }, height: height.map { $0 >= 0 ? $0 : 0 })
    }

    func along(_ axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    static func along(_ axis: Axis, _ main: CGFloat?, across: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: main, height: across) : ProposedViewSize(width: across, height: main)
    }
}

extension CGSize {
    var sanitized: CGSize {
        CGSize(width: width.isNaN || width < 0 ? 0 : width, height: height.isNaN || height < 0 ? 0 : height)
    }

    func along(_ axis: Axis) -> CGFloat { axis == .horizontal ? width : height }
}
