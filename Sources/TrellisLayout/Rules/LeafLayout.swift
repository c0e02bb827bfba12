import TrellisCore

/// Views without children: text, images, spacers and dividers. Shapes and colors take what they
/// are offered and need no rule of their own.
extension LayoutPass {
    /// Text wraps to the proposed width (one line per hard break when unspecified); its size is
    /// its widest line by its lines, never the proposal. The lines are kept for placement.
    mutating func measure(_ index: Int, _ text: ResolvedText, _ proposal: ProposedViewSize) -> TextLayout {
        let width = Self.measuredWidth(proposal)
        let layout = engine.measurer.layout(text, width: width, height: proposal.height)
        texts[Int(textSlots[index])] = MeasuredText(width: width, layout: layout)
        return layout
    }

    /// The width a text is measured at: none for an unspecified or infinite proposal.
    static func measuredWidth(_ proposal: ProposedViewSize) -> CGFloat? {
        proposal.width.flatMap { $0.isFinite ? $0 : nil }
    }

    /// A symbol is as tall as its font's image box (1.2 × the size, as SF Symbols' medium scale)
    /// and as wide as its drawing's aspect; a resizable one takes what it is offered.
    func imageSize(_ image: ResolvedImage, _ proposal: ProposedViewSize) -> CGSize {
        // An asset's ideal size is its file's, whatever the font: only symbols follow the text.
        if let asset = image.asset { return image.isResizable ? proposal.replacingUnspecifiedDimensions(by: asset.size) : asset.size }
        let height = Self.symbolHeight(fontSize: image.font.size * image.scale)
        let width = (height * (engine.symbols.aspectRatio(ofSymbolNamed: image.systemName) ?? 1) * 100).rounded() / 100
        let natural = CGSize(width: width, height: height)
        return image.isResizable ? proposal.replacingUnspecifiedDimensions(by: natural) : natural
    }

    /// Rounded to hundredths so every output writes the same length it was laid out with.
    static func symbolHeight(fontSize: CGFloat) -> CGFloat {
        (fontSize * 1.2 * 100).rounded() / 100
    }

    /// Spacer: at least `minLength` along its stack's axis, and everything offered; nothing across
    /// it. Outside a stack it grows both ways.
    func spacerSize(minLength: CGFloat, axis: Axis?, _ proposal: ProposedViewSize) -> CGSize {
        func grow(_ length: CGFloat?) -> CGFloat { Swift.max(minLength, length ?? minLength) }
        switch axis {
        case .horizontal: return CGSize(width: grow(proposal.width), height: 0)
        case .vertical: return CGSize(width: 0, height: grow(proposal.height))
        case nil: return CGSize(width: grow(proposal.width), height: grow(proposal.height))
        }
    }

    /// Divider: a line across its stack's axis (a horizontal line outside an HStack), `thickness`
    /// thick and as long as offered.
    func dividerSize(thickness: CGFloat, axis: Axis?, _ proposal: ProposedViewSize) -> CGSize {
        if axis == .horizontal { return CGSize(width: thickness, height: proposal.height ?? 0) }
        return CGSize(width: proposal.width ?? 0, height: thickness)
    }
}

extension ResolvedNode.Kind {
    /// The stack axis this node's children see: their own stack's, or this node's through
    /// single-child wrappers.
    func childStackAxis(outer: Axis?) -> Axis? {
        switch self {
        case .stack(let stack): stack.axis
        case .padding, .fixedFrame, .flexibleFrame, .fixedSize, .clip, .opacity, .button, .navigationLink, .link, .tagged, .background, .overlay, .aspectRatio, .effect, .alignmentGuide, .layoutValues, .anchorSource:
            outer
        case .listSection, .listHeader, .listFooter: .vertical
        case .backButton: .horizontal
        case .grid: .vertical
        case .gridRow: .horizontal
        case .gridCell: outer
        default: nil
        }
    }
}

/// The parts of a proposal a node's size depends on. The size cache keys each node by those
/// alone, so it must agree with the rules, which read nothing else: leaves by the rules above,
/// single-child wrappers by what they pass on to their child (`wrapping`).
struct ProposalUse: Equatable {
    enum Width: UInt8 {
        case unread
        case read
        /// Only a finite width, as a text is measured (`LayoutPass.measuredWidth`).
        case measured
    }

    var width: Width
    var readsHeight: Bool

    static let both = ProposalUse(width: .read, readsHeight: true)
    static let neither = ProposalUse(width: .unread, readsHeight: false)

    /// The use of a wrapper that offers its child the proposal on the axes it does not fix and
    /// sizes itself from the child's size on them.
    func fixing(width fixesWidth: Bool, height fixesHeight: Bool) -> ProposalUse {
        ProposalUse(width: fixesWidth ? .unread : width, readsHeight: fixesHeight ? false : readsHeight)
    }
}

extension ResolvedNode.Kind {
    /// What of a proposal this leaf's size reads, in a stack along `axis` (nil: none); `.both`
    /// for any other node until `LayoutPass.propagateProposalUses` narrows the wrappers.
    func proposalUse(axis: Axis?) -> ProposalUse {
        switch self {
        // A text that may shrink to fit reads the height it is offered (TextSpacingLayout.swift).
        case .text(let text): ProposalUse(width: .measured, readsHeight: text.spacing.minimumScaleFactor < 1)
        case .image(let image): image.isResizable ? .both : .neither
        case .spacer: axis == .horizontal ? ProposalUse(width: .read, readsHeight: false)
            : axis == .vertical ? ProposalUse(width: .unread, readsHeight: true) : .both
        case .divider: axis == .horizontal ? ProposalUse(width: .unread, readsHeight: true) : ProposalUse(width: .read, readsHeight: false)
        default: .both
        }
    }

    /// A wrapper's use given its only sizing child's: padding, background, overlay and the other
    /// pass-through wrappers size themselves from the child alone (padding's insets keep an
    /// unspecified or infinite length as it is); a fixed frame or fixedSize stops reading the
    /// axes it fixes. Nil for every node that reads its proposal itself.
    func wrapping(_ child: ProposalUse) -> ProposalUse? {
        switch self {
        case .padding, .background, .overlay, .clip, .opacity, .button, .navigationLink, .link, .tagged, .barSlot, .accessibility, .effect, .alignmentGuide, .layoutValues, .anchorSource: child
        case .fixedFrame(let frame): child.fixing(width: frame.width != nil, height: frame.height != nil)
        case .fixedSize(let horizontal, let vertical): child.fixing(width: horizontal, height: vertical)
        default: nil
        }
    }
}

extension ProposedViewSize {
    /// This proposal with what a node of `use` does not read left unspecified.
    func keyed(by use: ProposalUse) -> ProposedViewSize {
        let width: CGFloat? = switch use.width {
        case .unread: nil
        case .read: self.width
        case .measured: LayoutPass.measuredWidth(self)
        }
        return ProposedViewSize(width: width, height: use.readsHeight ? height : nil)
    }
}
