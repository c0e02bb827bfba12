import Trellis

// The views the benchmarks and the instruction-count guard generate their trees from, so both
// measure the same trees.

/// A long list: a VStack of `rows` rows, each eight resolved nodes
/// (hstack, text, spacer, image, background, padding, text, shape), so a tree of `rows × 8 + 1` nodes.
public struct WideRows: View {
    public let rows: Int

    public init(rows: Int) { self.rows = rows }

    public var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<rows) { row in
                HStack {
                    Text(verbatim: "Row " + String(row))
                    Spacer()
                    Image(systemName: "star.fill")
                    Text(verbatim: "Item").padding().background(Color.blue)
                }
            }
        }
    }

    public static let nodesPerRow = 8

    /// The rows that make a tree of about `nodes` nodes.
    public static func rows(forNodes nodes: Int) -> Int { nodes / nodesPerRow }
}

/// `depth` paddings around one text: a tree of `depth + 1` nodes, `depth` levels deep. The view
/// nests itself, so the Swift type stays small however deep the tree is.
public struct NestedPadding: View {
    public let depth: Int

    public init(depth: Int) { self.depth = depth }

    public var body: some View {
        if depth == 0 {
            Text(verbatim: "Leaf")
        } else {
            NestedPadding(depth: depth - 1).padding(1)
        }
    }
}

extension ResolvedNode {
    /// Nodes in this subtree, itself included; iterative, so deep trees need no deep stack.
    public var nodeCount: Int {
        var count = 0
        var pending: [ResolvedNode] = [self]
        while let node = pending.popLast() {
            count += 1
            pending.append(contentsOf: node.children)
        }
        return count
    }
}

/// `rows` rows of one text each in a VStack: what `ListRows` draws as a list.
public struct StackRows: View {
    public let rows: Int

    public init(rows: Int) { self.rows = rows }

    public var body: some View {
        VStack {
            ForEach(0..<rows, id: \.self) { row in
                Text(verbatim: "Row " + String(row))
            }
        }
    }
}

/// The same rows as `StackRows` in a `List`, so the two measure what a list adds to its rows.
public struct ListRows: View {
    public let rows: Int

    public init(rows: Int) { self.rows = rows }

    public var body: some View {
        List {
            ForEach(0..<rows, id: \.self) { row in
                Text(verbatim: "Row " + String(row))
            }
        }
    }
}
