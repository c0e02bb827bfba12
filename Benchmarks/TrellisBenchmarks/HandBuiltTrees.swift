import Trellis
import TrellisBenchmarkTrees

/// Trees of the same shape built directly as `ResolvedNode` values: the least any resolution of
/// these views could cost (allocating the nodes and the row strings), the baseline for resolution.
///
/// The leaf payloads (fonts, colors) are taken once from a resolved sample, outside the timing, so
/// the hand-built trees equal the resolved ones node for node.
struct HandBuiltTrees {
    let rowText: ResolvedText
    let image: ResolvedNode.Kind
    let itemText: ResolvedNode.Kind
    let itemPadding: ResolvedNode.Kind
    let itemBackground: ResolvedNode.Kind
    let itemLayer: ResolvedNode.Kind
    let spacer: ResolvedNode.Kind
    let row: ResolvedNode.Kind
    let column: ResolvedNode.Kind
    let leaf: ResolvedNode.Kind
    let padding: ResolvedNode.Kind

    /// Reads the payloads from a resolved one-row list and a resolved one-level nesting.
    @MainActor
    init(environment: EnvironmentValues) {
        let wide = WideRows(rows: 1).resolved(in: environment).root
        let row = wide.children[0]
        let background = row.children[3]
        guard case .text(let text) = row.children[0].kind else { fatalError("unexpected row shape: \(row.kind)") }
        rowText = text
        column = wide.kind
        self.row = row.kind
        spacer = row.children[1].kind
        image = row.children[2].kind
        itemBackground = background.kind
        itemPadding = background.children[0].kind
        itemText = background.children[0].children[0].kind
        itemLayer = background.children[1].kind
        let deep = NestedPadding(depth: 1).resolved(in: environment).root
        padding = deep.kind
        leaf = deep.children[0].kind
    }

    func wide(rows: Int) -> ResolvedNode {
        var children: [ResolvedNode] = []
        children.reserveCapacity(rows)
        for index in 0..<rows {
            var text = rowText
            text.string = "Row " + String(index)
            let item = ResolvedNode(itemBackground, children: [
                ResolvedNode(itemPadding, children: [ResolvedNode(itemText)]),
                ResolvedNode(itemLayer),
            ])
            children.append(ResolvedNode(row, children: [
                ResolvedNode(.text(text)), ResolvedNode(spacer), ResolvedNode(image), item,
            ]))
        }
        return ResolvedNode(column, children: children)
    }

    func deep(depth: Int) -> ResolvedNode {
        var node = ResolvedNode(leaf)
        for _ in 0..<depth {
            node = ResolvedNode(padding, children: [node])
        }
        return node
    }
}
