import TrellisCore
import TrellisLayout

extension HTMLWalk {
    /// Whether an HStack's or VStack's items are moved to their frames one by one rather than
    /// placed by `align-items`: where the stack aligns by a text baseline or an app's guide, or
    /// where a guide set in it (`alignmentGuide`) put a child off the edge or center CSS would
    /// put it at. The engine decided every frame; the line only has to agree with it.
    func shiftsItems(_ node: ResolvedNode, _ stack: ResolvedStack, at index: Int) -> Bool {
        guard let axis = stack.axis else { return false }
        if axis == .horizontal && (stack.alignment.vertical.isTextBaseline || stack.alignment.vertical.value == .custom) { return true }
        if axis == .vertical && stack.alignment.horizontal.value == .custom { return true }
        let line = layout[index].frame
        var child = index + 1
        for _ in node.children {
            let frame = layout[child].frame
            let offset = axis == .horizontal ? frame.minY - line.minY : frame.minX - line.minX
            let expected = axis == .horizontal
                ? Self.flexOffset(stack.alignment.vertical.value == .center ? 0.5 : stack.alignment.vertical.value == .bottom ? 1 : 0, frame.height, in: line.height)
                : Self.flexOffset(stack.alignment.horizontal.value == .center ? 0.5 : stack.alignment.horizontal.value == .trailing ? 1 : 0, frame.width, in: line.width)
            if abs(offset - expected) > 0.005 { return true }
            child += layout[child].subtreeSize
        }
        return false
    }

    private static func flexOffset(_ fraction: CGFloat, _ length: CGFloat, in container: CGFloat) -> CGFloat {
        (container - length) * fraction
    }
}

extension VerticalAlignment {
    var isTextBaseline: Bool { value == .firstTextBaseline || value == .lastTextBaseline }
}
