import TrellisCore
import TrellisSymbols

/// SwiftUI's layout over a resolved screen: the parent proposes a size, the child chooses its
/// size, the parent places the child. It decides every node's frame once; the HTML and SVG
/// emitters then draw those frames (docs/architecture.md, "Layout").
///
/// Text is measured through `measurer`, so rules can be tested with a fake one; symbol images
/// are sized from the drawings in `symbols`, which the emitters then draw.
public struct LayoutEngine: Sendable {
    /// What measures and breaks text into lines; ``TextMeasurer`` measures with the DejaVu fonts.
    public var measurer: any TextMeasuring
    /// The drawings symbol images are sized from, each as wide as its drawing's aspect; a name
    /// the catalog doesn't know is sized square (the emitter reports it or draws the placeholder).
    public var symbols: SymbolCatalog

    /// Creates an engine that measures text with `measurer` and sizes symbols from `symbols`.
    ///
    /// - Parameters:
    ///   - measurer: What measures and breaks text into lines.
    ///   - symbols: The drawings of the symbols it sizes; Trellis's own unless given.
    public init(measurer: any TextMeasuring, symbols: SymbolCatalog = .builtIn) {
        self.measurer = measurer
        self.symbols = symbols
    }

    /// Lays out `tree` with its root proposed `canvas` and centered in it, as SwiftUI places a
    /// screen's root view.
    ///
    /// A tree with a GeometryReader or a ViewThatFits is laid out again once placement has told
    /// them their frame or choice (DeferredLayout.swift).
    public func layout(_ tree: ResolvedTree, in canvas: CGSize) -> LaidOutTree {
        layoutResolvingDeferred(tree, in: canvas)
    }

    /// One pass over `tree`, and what its placement decided for the deferred nodes.
    func layoutOnce(_ tree: ResolvedTree, in canvas: CGSize) -> (LaidOutTree, [DeferredPlacement]) {
        let run = {
            var pass = LayoutPass(root: tree.root, engine: self)
            pass.layoutRoot(in: canvas)
            let laidOut = LaidOutTree(tree: tree, canvas: canvas, nodes: pass.laidOutNodes(), kinds: pass.kinds)
            let deferred = pass.deferredPlacements
            pass.recycle()
            return (laidOut, deferred)
        }
        // The rules recurse once per tree level; deep trees get the large stack resolution uses.
        return LargeStack.call(run) ?? run()
    }
}

/// One run of the engine over one tree: the tree flattened into pre-order arrays of what layout
/// reads (TreeFlattening.swift), each node's chosen sizes memoized by proposal (so a stack probing
/// its children's flexibility never lays a subtree out twice for one proposal), and the frames
/// and lines placement writes, made into `LaidOutNode`s at the end.
///
/// Nothing here holds a `ResolvedNode`: copying one retains its kind and its children, and the
/// rules read nodes millions of times a second. Kinds are read in place from `kinds`, which is
/// also the laid-out tree's, so the output takes it as it is. The other arrays come from, and go
/// back to, `LayoutScratch`.
struct LayoutPass {
    let engine: LayoutEngine
    /// Pre-order: node `i` is the `i`-th node a pre-order walk of the resolved tree meets.
    var kinds: [ResolvedNode.Kind] = []
    var priorities: [Double]
    /// Node `i`'s children are `childIndices[childStart[i] ..< childStart[i + 1]]`; one more
    /// start than nodes closes the last range.
    var childStart: [Int]
    var childIndices: [Int]
    /// The axis of the stack a node sits in, seen through single-child wrappers, as SwiftUI's
    /// Spacer and Divider see it.
    var stackAxes: [Axis?]
    /// What of a proposal each node's size depends on (LeafLayout.swift).
    var proposalUses: [ProposalUse]
    /// Which nodes are spacers, which stacks divide apart; reading `kinds` for it would retain
    /// each child's kind on every division.
    var isSpacer: [Bool]
    /// For a text node, its place in `texts`; -1 for every other node.
    var textSlots: [Int32]
    /// Each text's last measurement, so placing it reuses what sizing measured.
    var texts: [MeasuredText]
    var parents: [Int]
    var positions: [Int]
    var subtreeSizes: [Int]
    var frames: [CGRect]
    var sizes: SizeCache
    /// Baselines, asked for only by baseline alignments (BaselineLayout.swift).
    var baselineCache: BaselineCache
    /// Scratch for the stack rule (StackLayout.swift): each stack being divided keeps its
    /// children's shares, and their order, above those of the stacks it sits in.
    var shareStack: [Share]
    var orderStack: [Int]
    /// Geometry readers' frames and ViewThatFits's choices, as placement decides them.
    var deferredPlacements: [DeferredPlacement] = []
    /// The guides `alignmentGuide` nodes set, the first `treeGuideKeys` of them, then any other
    /// guide asked for (AlignmentGuideLayout.swift).
    var guideKeys: [AlignmentKey] = []
    var treeGuideKeys = 0
    /// Whether the tree has an `alignmentGuide` node, so every alignment asks for guides.
    var hasGuideModifiers = false
    /// The size of the nearest container placement is inside, for `containerRelativeFrame`
    /// (ContainerRelativeLayout.swift).
    var container: CGSize = .zero

    init(root: ResolvedNode, engine: LayoutEngine) {
        self.engine = engine
        let scratch = LayoutScratch.take()
        priorities = scratch.priorities
        childStart = scratch.childStart
        childIndices = scratch.childIndices
        stackAxes = scratch.stackAxes
        proposalUses = scratch.proposalUses
        isSpacer = scratch.isSpacer
        textSlots = scratch.textSlots
        texts = scratch.texts
        parents = scratch.parents
        positions = scratch.positions
        subtreeSizes = scratch.subtreeSizes
        frames = scratch.frames
        sizes = scratch.sizes
        baselineCache = scratch.baselineCache
        shareStack = scratch.shareStack
        orderStack = scratch.orderStack
        // Its arrays are this pass's alone from here, so appending to them does not copy them.
        _ = consume scratch
        flatten(root)
        sizes.prepare(nodes: kinds.count)
    }

    /// Gives the arrays back for the next pass.
    consuming func recycle() {
        LayoutScratch.recycle(LayoutScratch(
            priorities: priorities, childStart: childStart, childIndices: childIndices, stackAxes: stackAxes,
            proposalUses: proposalUses, isSpacer: isSpacer, textSlots: textSlots, texts: texts, parents: parents,
            positions: positions, subtreeSizes: subtreeSizes, frames: frames, sizes: sizes,
            baselineCache: baselineCache, shareStack: shareStack, orderStack: orderStack))
    }

    /// The result, in one allocation of the final size: each node's frame, a placed text's lines.
    func laidOutNodes() -> [LaidOutNode] {
        var nodes: [LaidOutNode] = []
        nodes.reserveCapacity(kinds.count)
        for index in kinds.indices {
            let slot = Int(textSlots[index])
            let lines = slot >= 0 ? texts[slot].placed : nil
            nodes.append(LaidOutNode(
                frame: frames[index], lines: lines?.lines ?? [], isTruncated: lines?.isTruncated ?? false,
                subtreeSize: subtreeSizes[index], parent: parents[index], position: positions[index],
                fontScale: lines?.fontScale ?? 1, tightening: lines?.tightening ?? 0, breaksEarly: lines?.breaksEarly ?? false))
        }
        return nodes
    }

    /// A text's lines for one width (`measuredWidth`); NaN, which equals nothing, before any.
    struct MeasuredText {
        var width: CGFloat? = .nan
        var layout = TextLayout(lines: [], size: .zero)
        /// What placement drew; nil for a text never placed, which keeps no lines.
        var placed: TextLayout?
    }

    func children(of index: Int) -> ArraySlice<Int> {
        childIndices[childStart[index]..<childStart[index + 1]]
    }

    /// In pre-order a node's first child follows it; no slice of `childIndices` (which retains
    /// its buffer) for the single-child wrappers every level of a deep tree goes through.
    func firstChild(of index: Int) -> Int? {
        childStart[index + 1] > childStart[index] ? index + 1 : nil
    }

    mutating func layoutRoot(in canvas: CGSize) {
        let proposal = ProposedViewSize(canvas)
        container = canvas
        let size = sizeThatFits(0, proposal)
        let origin = CGPoint(x: (canvas.width - size.width) / 2, y: (canvas.height - size.height) / 2)
        place(0, at: origin, proposal: proposal)
    }

    // MARK: - Sizing

    /// The size node `index` chooses for `proposal`, computed once per distinct proposal.
    mutating func sizeThatFits(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        // Keyed by the parts of the proposal the node reads, so that a stack's probes at several
        // heights share one measurement of a text (or one symbol lookup).
        let proposal = proposal.sanitized.keyed(by: proposalUses[index])
        if let size = sizes.size(of: index, for: proposal) { return size }
        let size = computeSize(index, proposal).sanitized
        sizes.store(size, of: index, for: proposal)
        return size
    }

    /// The wrappers and stacks, which recurse once per tree level, are handled here; the rest,
    /// whose payloads are large (a text, a bar), in `leafOrChromeSize`, so that the frame this
    /// function puts on the stack at every level stays small. Inlined into `sizeThatFits`, with
    /// padding's rule, so that a level of nested wrappers costs one frame rather than three: a
    /// tree 100,000 levels deep touches far less stack, less of it beyond the 32 MiB LargeStack
    /// keeps mapped between calls (pages there are faulted in again on every layout).
    @inline(__always)
    private mutating func computeSize(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        switch kinds[index] {
        case .stack(let stack): return stackSize(index, stack, proposal)
        case .padding(let insets): return paddingSize(index, insets, proposal)
        case .fixedFrame(let frame): return fixedFrameSize(index, frame, proposal).size
        case .fixedSize(let horizontal, let vertical):
            guard let content = firstChild(of: index) else { return .zero }
            return sizeThatFits(content, Self.fixing(proposal, horizontal: horizontal, vertical: vertical))
        case .flexibleFrame(let frame): return flexibleFrameSize(index, frame, proposal).size
        case .proportionalWidth(let rule): return proportionalWidthSize(index, rule, proposal).size
        case .background, .overlay, .clip, .opacity, .button, .navigationLink, .link, .tagged, .barSlot, .accessibility, .effect, .stateLink, .alignmentGuide, .layoutValues, .anchorSource:
            guard let content = firstChild(of: index) else { return .zero }
            return sizeThatFits(content, proposal)
        case .listSection, .listHeader, .listFooter:
            return stackSize(index, Self.column, proposal)
        case .listRow:
            return rowSize(index, proposal)
        case .aspectRatio(let ratio, let mode):
            return aspectRatioSize(index, ratio, mode, proposal)
        case .backButton:
            return stackSize(index, Self.backButtonRow, proposal)
        case .scroll, .lazyGrid, .grid, .gridRow, .gridCell, .geometryReader, .viewThatFits:
            return containerSize(index, proposal)
        case .customLayout(let layout): return customLayoutSize(index, layout, proposal)
        default:
            return leafOrChromeSize(index, proposal)
        }
    }

    @inline(never)
    private mutating func leafOrChromeSize(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        switch kinds[index] {
        case .text(let text): return measure(index, text, proposal).size
        case .image(let image): return imageSize(image, proposal)
        case .shape, .color, .canvas: return proposal.replacingUnspecifiedDimensions()
        case .spacer(let minLength): return spacerSize(minLength: minLength, axis: stackAxes[index], proposal)
        case .divider(_, let thickness): return dividerSize(thickness: thickness, axis: stackAxes[index], proposal)
        case .navigationStack, .list:
            return proposal.replacingUnspecifiedDimensions(by: Self.idealScreen)
        case .segmentedPicker(let style):
            return CGSize(width: proposal.width ?? segmentedIdealWidth(index), height: style.height)
        case .segment:
            return proposal.replacingUnspecifiedDimensions(by: .zero)
        case .navigationBar(let bar):
            return CGSize(width: proposal.width ?? Self.idealScreen.width, height: navigationBarHeight(index, bar))
        case .stack, .padding, .fixedFrame, .fixedSize, .flexibleFrame, .background, .overlay, .clip, .opacity, .button,
             .navigationLink, .link, .tagged, .listSection, .listHeader, .listFooter, .listRow, .backButton, .barSlot, .aspectRatio,
             .scroll, .lazyGrid, .grid, .gridRow, .gridCell, .geometryReader, .viewThatFits, .accessibility, .proportionalWidth, .effect, .stateLink, .alignmentGuide, .customLayout, .layoutValues, .anchorSource:
            preconditionFailure("sized by computeSize")
        }
    }

    /// `fixedSize` offers nothing on its fixed axes, so the child answers with its ideal length.
    static func fixing(_ proposal: ProposedViewSize, horizontal: Bool, vertical: Bool) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    /// What list parts (a section outside a list, a header, a footer) stack their views as.
    static let column = ResolvedStack(axis: .vertical, alignment: .leading, spacing: 0)
    /// A screen container asked for its ideal size takes the phone's.
    static let idealScreen = RenderCanvas.phone.size

    // MARK: - Placement

    /// Places node `index` with its top left at `origin`, sized for `proposal`, then its children.
    /// As in `computeSize`, what does not recurse per level goes to functions of its own.
    mutating func place(_ index: Int, at origin: CGPoint, proposal: ProposedViewSize) {
        let proposal = proposal.sanitized
        let size = sizeThatFits(index, proposal)
        let frame = CGRect(origin: origin, size: size)
        frames[index] = frame
        switch kinds[index] {
        case .image, .color, .spacer, .divider:
            break
        case .shape, .canvas:
            recordDrawing(index, size: size)
        case .text:
            placeText(index, proposal: proposal)
        case .stack(let stack):
            placeStack(index, stack, in: frame, proposal: proposal)
        case .padding(let insets):
            placePadding(index, insets, in: frame, proposal: proposal)
        case .fixedFrame(let fixed):
            let layout = fixedFrameSize(index, fixed, proposal)
            if fixed.containerRelative != nil { recordContainer(of: index) }
            placeAligned(index, fixed.alignment, in: frame, proposal: layout.childProposal)
        case .flexibleFrame(let flexible):
            let layout = flexibleFrameSize(index, flexible, proposal)
            placeAligned(index, flexible.alignment, in: frame, proposal: layout.childProposal)
        case .fixedSize(let horizontal, let vertical):
            placeAligned(index, .center, in: frame, proposal: Self.fixing(proposal, horizontal: horizontal, vertical: vertical))
        case .background(let alignment), .overlay(let alignment):
            placeLayered(index, alignment, in: frame, proposal: proposal)
        case .clip:
            recordDrawing(index, size: size)
            placeAligned(index, .center, in: frame, proposal: proposal)
        case .opacity, .button, .navigationLink, .link, .tagged, .barSlot, .accessibility, .stateLink, .alignmentGuide, .layoutValues, .anchorSource:
            placeAligned(index, .center, in: frame, proposal: proposal)
        case .effect(let effect):
            placeEffect(index, effect, in: frame, proposal: proposal)
        case .proportionalWidth(let rule):
            placeProportionalWidth(index, rule, in: frame, proposal: proposal)
        case .listSection, .listHeader, .listFooter:
            placeStack(index, Self.column, in: frame, proposal: proposal)
        case .listRow:
            placeRow(index, in: frame, proposal: proposal)
        case .backButton:
            placeStack(index, Self.backButtonRow, in: frame, proposal: proposal)
        case .navigationStack, .list, .segmentedPicker, .segment, .navigationBar:
            placeChrome(index, in: frame, proposal: proposal)
        case .aspectRatio(let ratio, let mode):
            placeAligned(index, .center, in: frame, proposal: aspectRatioProposal(index, ratio, mode, proposal))
        case .scroll, .lazyGrid, .grid, .gridRow, .gridCell, .geometryReader, .viewThatFits:
            placeContainer(index, in: frame, proposal: proposal)
        case .customLayout(let layout): placeCustomLayout(index, layout, in: frame, proposal: proposal)
        }
    }

    /// A text keeps the lines it was sized with, measured again only if sizing last measured it
    /// at another width.
    @inline(never)
    private mutating func placeText(_ index: Int, proposal: ProposedViewSize) {
        guard case .text(let text) = kinds[index] else { return }
        let slot = Int(textSlots[index])
        // A text that may shrink depends on the proposed height too, so it is measured again.
        let isReusable = texts[slot].width == Self.measuredWidth(proposal) && text.spacing.minimumScaleFactor == 1
        let measured = isReusable ? texts[slot].layout : measure(index, text, proposal)
        texts[slot].placed = measured
    }

    @inline(never)
    private mutating func placeChrome(_ index: Int, in frame: CGRect, proposal: ProposedViewSize) {
        switch kinds[index] {
        case .navigationStack:
            placeNavigationStack(index, in: frame)
        case .list(let style):
            placeList(index, style, in: frame)
        case .segmentedPicker:
            placeSegments(index, in: frame)
        case .segment:
            placeAligned(index, .center, in: frame.insetBy(dx: Self.segmentLabelInset, dy: 0), proposal: ProposedViewSize(frame.insetBy(dx: Self.segmentLabelInset, dy: 0).size))
        case .navigationBar(let bar):
            placeNavigationBar(index, bar, in: frame)
        default:
            preconditionFailure("placed by place")
        }
    }

    /// Places every child of `index` centered (or per `alignment`) in `frame`, each proposed `proposal`.
    mutating func placeAligned(_ index: Int, _ alignment: Alignment, in frame: CGRect, proposal: ProposedViewSize) {
        for child in children(of: index) {
            let size = sizeThatFits(child, proposal)
            var origin = frame.aligning(size, alignment)
            if needsGuides(alignment.vertical) {
                origin.y = frame.minY + alignedOffset(child, alignment, along: .vertical, size: size, in: frame.size, proposal: proposal)
            }
            if needsGuides(alignment.horizontal) {
                origin.x = frame.minX + alignedOffset(child, alignment, along: .horizontal, size: size, in: frame.size, proposal: proposal)
            }
            place(child, at: origin, proposal: proposal)
        }
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
