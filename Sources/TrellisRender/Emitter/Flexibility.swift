import Trellis

/// How a node sizes itself along one axis, which decides the flexbox rules it gets as a child.
///
/// SwiftUI's stacks share space by flexibility; CSS can express that once each node is known to be
/// one of these three. See DESIGN.md, "SwiftUI layout in CSS".
enum Extent: Int, Comparable {
    /// Its size does not depend on the proposal (icons, fixed frames).
    case fixed
    /// It takes the proposal up to its ideal size, then stops (text, and containers of text).
    case hugging
    /// It takes whatever it is offered (Color, unframed shapes, Spacer, `maxWidth: .infinity`).
    case flexible

    static func < (a: Extent, b: Extent) -> Bool { a.rawValue < b.rawValue }
}

/// The facts the emitter needs about a node before it writes the node's CSS.
struct NodeFlexibility {
    var horizontal: Extent
    var vertical: Extent
    /// Nodes in this node's subtree, itself included; the next sibling's index is index + size.
    var subtreeSize: Int
}

/// The stack axis a node sits in, passed through single-child wrappers as SwiftUI's spacers and
/// dividers see the enclosing stack through modifiers.
enum StackAxis {
    case horizontal, vertical
}

/// Computes every node's flexibility in one bottom-up pass, stored in pre-order.
struct FlexibilityTable {
    private(set) var entries: [NodeFlexibility] = []

    init(root: ResolvedNode) {
        entries.reserveCapacity(64)
        _ = visit(root, axis: nil)
    }

    subscript(index: Int) -> NodeFlexibility { entries[index] }

    /// Visits `node` and its subtree; returns the node's entry, already stored at its index.
    private mutating func visit(_ node: ResolvedNode, axis: StackAxis?) -> NodeFlexibility {
        let index = entries.count
        entries.append(NodeFlexibility(horizontal: .fixed, vertical: .fixed, subtreeSize: 1))

        let childAxis: StackAxis? = switch node.kind {
        case .stack(let stack):
            switch stack.axis {
            case .horizontal: .horizontal
            case .vertical: .vertical
            case .depth: nil
            }
        case .padding, .fixedFrame, .flexibleFrame, .clip, .opacity, .button, .navigationLink, .link, .tagged,
             .background, .overlay:
            axis
        default: nil
        }
        var children: [NodeFlexibility] = []
        children.reserveCapacity(node.children.count)
        for child in node.children {
            children.append(visit(child, axis: childAxis))
        }

        var entry = own(node, axis: axis, children: children)
        entry.subtreeSize = entries.count - index
        entries[index] = entry
        return entry
    }

    private func own(_ node: ResolvedNode, axis: StackAxis?, children: [NodeFlexibility]) -> NodeFlexibility {
        let first = children.first
        let h = first?.horizontal ?? .fixed
        let v = first?.vertical ?? .fixed
        func entry(_ h: Extent, _ v: Extent) -> NodeFlexibility {
            NodeFlexibility(horizontal: h, vertical: v, subtreeSize: 1)
        }
        switch node.kind {
        case .text:
            return entry(.hugging, .fixed)
        case .image(let image):
            return image.isResizable ? entry(.flexible, .flexible) : entry(.fixed, .fixed)
        case .shape, .color:
            return entry(.flexible, .flexible)
        case .spacer:
            switch axis {
            case .horizontal: return entry(.flexible, .fixed)
            case .vertical: return entry(.fixed, .flexible)
            case nil: return entry(.flexible, .flexible)
            }
        case .divider:
            return axis == .horizontal ? entry(.fixed, .flexible) : entry(.flexible, .fixed)
        case .stack, .listSection, .listHeader, .listFooter:
            return entry(children.map(\.horizontal).max() ?? .fixed, children.map(\.vertical).max() ?? .fixed)
        case .padding, .clip, .opacity, .button, .navigationLink, .link, .tagged, .background, .overlay, .listRow:
            return entry(h, v)
        case .fixedFrame(let frame):
            return entry(frame.width == nil ? h : .fixed, frame.height == nil ? v : .fixed)
        case .flexibleFrame(let frame):
            // With a maximum the frame takes the proposal up to it (objc.io's clamp rule), so it is
            // flexible; with only a minimum it sizes like its child.
            return entry(frame.maxWidth == nil ? h : .flexible, frame.maxHeight == nil ? v : .flexible)
        case .navigationStack, .list:
            return entry(.flexible, .flexible)
        case .segmentedPicker:
            return entry(.flexible, .fixed)
        case .segment:
            return entry(.flexible, .flexible)
        }
    }
}
