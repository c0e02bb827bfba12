import Testing
import Trellis

/// Resolution and emitting run on a large stack, so trees 100,000 levels deep resolve; releasing
/// one used to recurse once per level on the caller's own stack (8 MiB on the main thread) and
/// crash after everything else had worked. Comparing and hashing such trees recursed the same way.
@MainActor
@Suite struct DeepTreeReleaseTests {
    static let depth = 100_000

    struct Nest: View {
        let depth: Int
        var body: some View {
            if depth == 0 {
                Text("leaf")
            } else {
                Nest(depth: depth - 1).padding(1)
            }
        }
    }

    /// A chain of `depth` padding nodes around a text, built without resolution.
    static func chain(depth: Int, leaf: String = "leaf") -> ResolvedNode {
        let font = Font.body.resolve()
        var node = ResolvedNode(.text(ResolvedText(
            string: leaf, font: font, color: .init(red: 0, green: 0, blue: 0), lineLimit: nil,
            alignment: .leading, isUnderlined: false, isStrikethrough: false)))
        for _ in 0..<depth {
            node = ResolvedNode(.padding(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)), children: [node])
        }
        return node
    }

    @Test func aResolvedTreeOfAHundredThousandLevelsIsReleasedOnTheCallersStack() {
        var tree: ResolvedTree? = Nest(depth: Self.depth).resolved()
        #expect(tree?.root.subtree().count == Self.depth + 1)
        tree = nil
        #expect(tree == nil)
    }

    @Test func aNodeBuiltByHandIsReleasedAtAnyDepth() {
        var node: ResolvedNode? = Self.chain(depth: Self.depth)
        #expect(node?.children.count == 1)
        node = nil
        #expect(node == nil)
    }

    @Test func aSubtreeStillHeldElsewhereOutlivesItsTree() {
        var root: ResolvedNode? = Self.chain(depth: Self.depth)
        var inner = root!
        for _ in 0..<(Self.depth / 2) { inner = inner.children[0] }
        root = nil
        #expect(root == nil)
        #expect(inner.subtree().count == Self.depth / 2 + 1)
        #expect(inner.subtree().last.map { if case .text(let text) = $0.kind { text.string } else { "" } } == "leaf")
    }

    @Test func deepTreesCompareAndHashWithoutRecursion() {
        let a = Self.chain(depth: Self.depth)
        let b = Self.chain(depth: Self.depth)
        let c = Self.chain(depth: Self.depth, leaf: "other")
        #expect(a == b)
        #expect(a != c)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b, c]).count == 2)
    }

    @Test func childrenCanBeEditedInPlace() {
        var node = Self.chain(depth: 2)
        let copy = node
        node.children[0].children.append(Self.chain(depth: 1, leaf: "added"))
        node.children.append(Self.chain(depth: 0, leaf: "sibling"))
        #expect(node.children.count == 2)
        #expect(node.children[0].children.count == 2)
        // Value semantics: the copy taken before the edits is unchanged.
        #expect(copy.children.count == 1)
        #expect(copy.children[0].children.count == 1)
        #expect(copy == Self.chain(depth: 2))
        node.children = []
        #expect(node.children.isEmpty)
        #expect(node != copy)
    }
}

