import TrellisCore

/// Every node's explicit alignment guides (its text baselines, guides set in it), by guide and
/// proposal, for one layout pass, laid out as `SizeCache` is: one array of entries linked per
/// node. Only an alignment by a guide asks for them, so the heads are made on the first
/// question: a tree aligned by edges and centers pays nothing.
struct BaselineCache {
    private struct Entry {
        var width: CGFloat
        var height: CGFloat
        /// The guide's slot (`LayoutPass.guideSlot`).
        var guide: Int32
        var next: Int32
        /// NaN for a view that does not set the guide.
        var value: CGFloat
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

    /// Whether `node`'s guide in `slot` for `proposal` (keyed as sizes are) was computed in this
    /// pass, and its value (nil where the node does not set it).
    func lookup(_ node: Int, guide slot: Int32, for proposal: ProposedViewSize) -> (found: Bool, value: CGFloat?) {
        guard node < heads.count else { return (false, nil) }
        let width = proposal.width ?? Self.unspecified
        let height = proposal.height ?? Self.unspecified
        var entry = Int(heads[node])
        while entry >= 0 {
            let candidate = entries[entry]
            if candidate.guide == slot && candidate.width == width && candidate.height == height {
                return (true, candidate.value.isNaN ? nil : candidate.value)
            }
            entry = Int(candidate.next)
        }
        return (false, nil)
    }

    mutating func store(_ value: CGFloat?, of node: Int, guide slot: Int32, for proposal: ProposedViewSize, nodes: Int) {
        if heads.isEmpty { heads.append(contentsOf: repeatElement(-1, count: nodes)) }
        entries.append(Entry(
            width: proposal.width ?? Self.unspecified, height: proposal.height ?? Self.unspecified,
            guide: slot, next: heads[node], value: value ?? .nan))
        heads[node] = Int32(truncatingIfNeeded: entries.count - 1)
    }
}
