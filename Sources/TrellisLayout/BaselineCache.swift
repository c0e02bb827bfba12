import Trellis

/// Every node's text baselines, by proposal, for one layout pass, laid out as `SizeCache` is: one
/// array of entries linked per node. Only a baseline alignment asks for baselines, so the heads
/// are made on the first question: a tree without one pays nothing.
struct BaselineCache {
    private struct Entry {
        var width: CGFloat
        var height: CGFloat
        /// NaN for a view without text, which has no baseline of its own.
        var first: CGFloat
        var last: CGFloat
        var next: Int32
    }

    private static let unspecified: CGFloat = -1

    private var heads: [Int32] = []
    private var entries: [Entry] = []

    var byteCount: Int {
        heads.capacity * MemoryLayout<Int32>.stride + entries.capacity * MemoryLayout<Entry>.stride
    }

    mutating func removeAll() {
        heads.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }

    /// The baselines `node` has for `proposal` (keyed as sizes are), if computed in this pass.
    func baselines(of node: Int, for proposal: ProposedViewSize) -> LayoutPass.Baselines? {
        guard node < heads.count else { return nil }
        let width = proposal.width ?? Self.unspecified
        let height = proposal.height ?? Self.unspecified
        var entry = Int(heads[node])
        while entry >= 0 {
            let candidate = entries[entry]
            if candidate.width == width && candidate.height == height {
                return LayoutPass.Baselines(
                    first: candidate.first.isNaN ? nil : candidate.first,
                    last: candidate.last.isNaN ? nil : candidate.last)
            }
            entry = Int(candidate.next)
        }
        return nil
    }

    mutating func store(_ baselines: LayoutPass.Baselines, of node: Int, for proposal: ProposedViewSize, nodes: Int) {
        if heads.isEmpty { heads.append(contentsOf: repeatElement(-1, count: nodes)) }
        entries.append(Entry(
            width: proposal.width ?? Self.unspecified, height: proposal.height ?? Self.unspecified,
            first: baselines.first ?? .nan, last: baselines.last ?? .nan, next: heads[node]))
        heads[node] = Int32(truncatingIfNeeded: entries.count - 1)
    }
}
