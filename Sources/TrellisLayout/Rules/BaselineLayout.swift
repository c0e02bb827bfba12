import TrellisCore

/// Explicit alignment guides, as SwiftUI's views report them: a text's first and last baselines,
/// a symbol image's (SymbolBaselineLayout.swift), a guide set with `alignmentGuide`, and a
/// container's, its children's at their places, combined as the guide combines them (the highest
/// first baseline, the lowest last one, the mean of any other guide). A view that sets no guide
/// has none, and aligns by the guide's default (a baseline's is the bottom edge). Guides are
/// computed on demand, once per node, guide and proposal (`BaselineCache`), so only trees that
/// align by them pay for them.
extension LayoutPass {
    /// How far before and after the common guide the largest children of an aligned row (or
    /// column, or layers) reach: the row is `above + below` across, and a child sits
    /// `above - guide` from its start.
    struct BaselineExtent {
        var above: CGFloat = 0
        var below: CGFloat = 0
        var isEmpty = true

        mutating func include(guide: CGFloat, height: CGFloat) {
            above = isEmpty ? guide : max(above, guide)
            below = isEmpty ? height - guide : max(below, height - guide)
            isEmpty = false
        }

        var height: CGFloat { isEmpty ? 0 : above + below }
    }

    /// Children's values of one guide, combined as SwiftUI's `AlignmentID` combines explicit
    /// values.
    struct CombinedGuide {
        let role: AlignmentKey.Role
        var value: CGFloat?
        var count = 0

        init(_ key: AlignmentKey) { role = key.role }

        mutating func include(_ child: CGFloat?, at offset: CGFloat) {
            guard let child else { return }
            let placed = child + offset
            count += 1
            switch role {
            case .firstTextBaseline: value = min(value ?? placed, placed)
            case .lastTextBaseline: value = max(value ?? placed, placed)
            case .edge, .custom: value = (value ?? 0) + (placed - (value ?? 0)) / CGFloat(count)
            }
        }
    }

    /// The slot `key` is cached under: text baselines first, then the guides the tree sets.
    mutating func guideSlot(_ key: AlignmentKey) -> Int32 {
        switch key.role {
        case .firstTextBaseline: return 0
        case .lastTextBaseline: return 1
        case .edge, .custom:
            if let position = guideKeys.firstIndex(of: key) { return Int32(position + 2) }
            guideKeys.append(key)
            return Int32(guideKeys.count + 1)
        }
    }

    /// Node `index`'s own value of guide `key` for `proposal`, from its top leading corner; nil
    /// where it sets none. Computed once per distinct proposal.
    mutating func explicitGuide(_ index: Int, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        let proposal = proposal.sanitized.keyed(by: proposalUses[index])
        let slot = guideSlot(key)
        let known = baselineCache.lookup(index, guide: slot, for: proposal)
        if known.found { return known.value }
        let computed = computeExplicitGuide(index, key, proposal)
        baselineCache.store(computed, of: index, guide: slot, for: proposal, nodes: kinds.count)
        return computed
    }

    /// Where guide `key` falls in node `index` sized `size` for `proposal`: its own value, else
    /// the guide's default.
    mutating func guide(_ index: Int, _ key: AlignmentKey, _ proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        if let value = explicitGuide(index, key, proposal) { return value }
        if key.role != .custom { return key.defaultValue(in: ViewDimensions(width: size.width, height: size.height)) }
        // An app's default may read the view's other guides.
        return key.defaultValue(in: dimensions(index, proposal, size: size))
    }

    /// Node `index`'s dimensions for an app's closure: its size, its text baselines and its
    /// values of every guide the tree sets, so the closure can read any of them.
    mutating func dimensions(_ index: Int, _ proposal: ProposedViewSize, size: CGSize) -> ViewDimensions {
        var explicit: [AlignmentKey: CGFloat] = [:]
        for key in [VerticalAlignment.firstTextBaselineKey, VerticalAlignment.lastTextBaselineKey] + guideKeys.prefix(treeGuideKeys) {
            if let value = explicitGuide(index, key, proposal) { explicit[key] = value }
        }
        return ViewDimensions(width: size.width, height: size.height, explicit: explicit)
    }

    private mutating func computeExplicitGuide(_ index: Int, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        switch kinds[index] {
        case .text(let text):
            guard key.role == .firstTextBaseline || key.role == .lastTextBaseline else { return nil }
            let lines = textLayout(index, text, proposal).lines
            return key.role == .firstTextBaseline ? lines.first?.baseline : lines.last?.baseline
        case .image(let image):
            return symbolBaseline(image, key, proposal)
        case .stack(let stack): return stackGuide(index, stack, key, proposal)
        case .listSection, .listHeader, .listFooter: return stackGuide(index, Self.column, key, proposal)
        case .backButton: return stackGuide(index, Self.backButtonRow, key, proposal)
        case .padding(let insets):
            guard let child = firstChild(of: index) else { return nil }
            return explicitGuide(child, key, Self.inset(proposal, by: insets)).map { $0 + (key.axis == .vertical ? insets.top : insets.leading) }
        case .fixedFrame(let fixed):
            let layout = fixedFrameSize(index, fixed, proposal)
            return alignedChildGuide(index, key, fixed.alignment, in: layout.size, proposal: layout.childProposal)
        case .flexibleFrame(let flexible):
            let layout = flexibleFrameSize(index, flexible, proposal)
            return alignedChildGuide(index, key, flexible.alignment, in: layout.size, proposal: layout.childProposal)
        case .fixedSize(let horizontal, let vertical):
            return alignedChildGuide(index, key, .center, in: sizeThatFits(index, proposal),
                                     proposal: Self.fixing(proposal, horizontal: horizontal, vertical: vertical))
        case .aspectRatio(let ratio, let mode):
            return alignedChildGuide(index, key, .center, in: sizeThatFits(index, proposal),
                                     proposal: aspectRatioProposal(index, ratio, mode, proposal))
        case .background, .overlay:
            // The content (child 0) sizes the node and sits at its origin; layers draw over it.
            guard let content = firstChild(of: index) else { return nil }
            return explicitGuide(content, key, proposal)
        case .clip, .opacity, .button, .navigationLink, .link, .tagged, .barSlot, .accessibility, .effect, .stateLink, .gridCell:
            return alignedChildGuide(index, key, .center, in: sizeThatFits(index, proposal), proposal: proposal)
        case .alignmentGuide(let modifier):
            return modifiedGuide(index, modifier, key, proposal)
        default:
            // Shapes, controls and containers: no guide of their own.
            return nil
        }
    }

    /// A text's lines for `proposal`, measured again only if its last measurement was at another
    /// width; what placement drew stays as it was.
    private mutating func textLayout(_ index: Int, _ text: ResolvedText, _ proposal: ProposedViewSize) -> TextLayout {
        let slot = Int(textSlots[index])
        if texts[slot].width == Self.measuredWidth(proposal) && text.spacing.minimumScaleFactor == 1 { return texts[slot].layout }
        let placed = texts[slot].placed
        let layout = measure(index, text, proposal)
        texts[slot].placed = placed
        return layout
    }

    /// Guide `key` of a single-child wrapper of `size` whose child, offered `proposal`, is placed
    /// with `alignment` (as `placeAligned` places it).
    private mutating func alignedChildGuide(_ index: Int, _ key: AlignmentKey, _ alignment: Alignment, in size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        var result = CombinedGuide(key)
        for child in children(of: index) {
            let childSize = sizeThatFits(child, proposal)
            let offset = alignedOffset(child, alignment, along: key.axis, size: childSize, in: size, proposal: proposal)
            result.include(explicitGuide(child, key, proposal), at: offset)
        }
        return result.value
    }

    private mutating func stackGuide(_ index: Int, _ stack: ResolvedStack, _ key: AlignmentKey, _ proposal: ProposedViewSize) -> CGFloat? {
        var result = CombinedGuide(key)
        for item in guidedStack(index, stack, proposal).items {
            result.include(explicitGuide(item.child, key, item.proposal), at: key.axis == .vertical ? item.offset.y : item.offset.x)
        }
        return result.value
    }
}

extension VerticalAlignment {
    var isTextBaseline: Bool { value == .firstTextBaseline || value == .lastTextBaseline }
}
