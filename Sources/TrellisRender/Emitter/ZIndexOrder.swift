import TrellisCore
import TrellisLayout

/// `.zIndex`: siblings paint in increasing z-index, those with equal ones (every unmarked
/// sibling has 0) in the order written, as SwiftUI paints them. Layout never reads it.
enum ZIndexOrder {
    /// A child's z-index: its outermost `.zIndex` wrapper's, else 0.
    static func zIndex(of node: ResolvedNode) -> Double {
        if case .effect(.zIndex(let value)) = node.kind { value } else { 0 }
    }

    /// The children's positions in paint order; nil when none has a z-index (the common case,
    /// which costs one pass over the children).
    static func positions(of children: [ResolvedNode]) -> [Int]? {
        guard children.contains(where: { zIndex(of: $0) != 0 }) else { return nil }
        return children.indices.sorted { a, b in
            let (za, zb) = (zIndex(of: children[a]), zIndex(of: children[b]))
            return za != zb ? za < zb : a < b
        }
    }

    /// The CSS `z-index` for a z-index (kept to thousandths where it is made, so every value
    /// has an integer of its own and CSS orders them as the SVG does).
    static func css(_ value: Double) -> String { String(Int((value * 1000).rounded())) }
}

extension SVGWalk {
    /// `children` of node `index` painted in `order` (positions), each keeping its own path.
    mutating func emitChildren(_ children: [ResolvedNode], at index: Int, in order: [Int]) throws(RenderError) {
        var starts: [Int] = []
        starts.reserveCapacity(children.count)
        var childIndex = index + 1
        for _ in children {
            starts.append(childIndex)
            childIndex += layout.nodes[childIndex].subtreeSize
        }
        for position in order {
            try emit(children[position], at: starts[position], position: position)
        }
    }
}
