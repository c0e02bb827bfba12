import TrellisCore

/// A resolved screen after layout: every node's frame in points, in the canvas's coordinates
/// (origin at its top left), and each text's lines.
///
/// Nodes are stored in the resolved tree's pre-order, so node `i` here is the `i`-th node a
/// pre-order walk of `tree.root` meets; emitters walk the resolved tree and read frames by that
/// index. Plain Sendable data: the SVG and HTML emitters and the layout JSON all read one layout.
public struct LaidOutTree: Hashable, Sendable {
    /// The resolved screen that was laid out.
    public var tree: ResolvedTree
    /// The size the root was proposed.
    public var canvas: CGSize
    /// Every node's layout, in the resolved tree's pre-order.
    public var nodes: [LaidOutNode]
    /// Each node's kind, in the same pre-order, so formats need not walk the resolved tree.
    let kinds: [ResolvedNode.Kind]

    init(tree: ResolvedTree, canvas: CGSize, nodes: [LaidOutNode], kinds: [ResolvedNode.Kind]) {
        self.tree = tree
        self.canvas = canvas
        self.nodes = nodes
        self.kinds = kinds
    }

    /// The layout of the node at pre-order position `index`.
    public subscript(index: Int) -> LaidOutNode { nodes[index] }

    /// The id every output gives node `index`: `n` and its path of child positions from the root
    /// (`n0`, `n0.1.2`), a valid XML ID, so the HTML, the SVG and the layout JSON match by it.
    public func id(of index: Int) -> String {
        var positions: [Int] = []
        var current = index
        while current >= 0 {
            positions.append(nodes[current].position)
            current = nodes[current].parent
        }
        return "n" + positions.reversed().map(String.init).joined(separator: ".")
    }
}

/// One node's place on the canvas.
public struct LaidOutNode: Hashable, Sendable {
    /// Where the node is, in points, in the canvas's coordinates.
    public var frame: CGRect
    /// The lines of a text node, with baselines measured from the top of `frame`; empty for
    /// every other node.
    public var lines: [TextLine]
    /// Nodes in this node's subtree, itself included: the next sibling's index is index + this.
    public var subtreeSize: Int
    /// Whether a text's lines show less than its string (a line limit or a line too narrow), so
    /// an emitter must draw `lines` as they are rather than let a browser break the string.
    public var isTruncated: Bool
    /// The parent's index; -1 for the root.
    public var parent: Int
    /// This node's position among its parent's children (0 for the root).
    public var position: Int
    /// The fraction of its size a text is drawn at (`minimumScaleFactor`); 1 for every other node.
    public var fontScale: CGFloat
    /// Points a text's letter spacing is tightened by (`allowsTightening`); 0 for every other node.
    public var tightening: CGFloat
    /// Whether a text's line ends before the furthest break that fits (iOS's rule against a
    /// one-word last line), so an emitter must draw `lines` as they are, as for `isTruncated`.
    public var breaksEarly: Bool

    /// Whether an emitter must draw a text's `lines` as they are rather than let a browser break
    /// its string: they are truncated, or break where a browser's greedy rule would not.
    public var drawsItsOwnLines: Bool { isTruncated || breaksEarly }

    /// Creates a node's layout.
    ///
    /// - Parameters:
    ///   - frame: Where the node is, in the canvas's coordinates.
    ///   - lines: A text node's lines; empty for any other node.
    ///   - isTruncated: Whether the lines show less than the text's string.
    ///   - subtreeSize: The number of nodes in the node's subtree, itself included.
    ///   - parent: The parent's pre-order index; -1 for the root.
    ///   - position: The node's position among its parent's children.
    ///   - fontScale: The fraction of its size a text is drawn at; 1 for other nodes.
    ///   - tightening: Points a text's letter spacing is tightened by; 0 for other nodes.
    ///   - breaksEarly: Whether a text's line breaks before the furthest break that fits.
    public init(
        frame: CGRect, lines: [TextLine] = [], isTruncated: Bool = false, subtreeSize: Int, parent: Int, position: Int,
        fontScale: CGFloat = 1, tightening: CGFloat = 0, breaksEarly: Bool = false
    ) {
        self.breaksEarly = breaksEarly
        self.fontScale = fontScale
        self.tightening = tightening
        self.frame = frame
        self.lines = lines
        self.isTruncated = isTruncated
        self.subtreeSize = subtreeSize
        self.parent = parent
        self.position = position
    }
}
