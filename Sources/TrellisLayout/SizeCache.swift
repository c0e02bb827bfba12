import TrellisCore

/// Every node's chosen sizes, by proposal, for one layout pass: a node is never sized twice for
/// one proposal, however often a stack probes it.
///
/// One array of entries for the whole tree, appended as sizes are computed, each entry linking to
/// its node's previous one; `heads` holds each node's newest. Nodes get no storage of their own
/// (most have one or two, a child of a stack in a stack up to nine), nothing is
/// allocated per node, and the entries a stack's probes write lie next to each other in memory.
struct SizeCache {
    private struct Entry {
        /// The proposal's width and height, `unspecified` standing for nil.
        var width: CGFloat
        var height: CGFloat
        var size: CGSize
        /// The node's previous entry; -1 for none.
        var next: Int32
    }

    /// Sanitized proposals are never negative (but for -0, which compares equal to 0, as
    /// `ProposedViewSize`'s own equality does), so -1 is free to mean "unspecified".
    private static let unspecified: CGFloat = -1

    private var heads: [Int32] = []
    private var entries: [Entry] = []

    /// Makes room for a tree of `nodes` nodes, none sized yet.
    mutating func prepare(nodes: Int) {
        heads.append(contentsOf: repeatElement(-1, count: nodes))
        // Most nodes keep one or two sizes (wrappers are keyed by what their child reads, leaves
        // by what they read); a text in a row keeps three, a child of a row in a column up to nine.
        entries.reserveCapacity(nodes * 2)
    }

    /// The memory the cache holds, by its arrays' capacity.
    var byteCount: Int {
        heads.capacity * MemoryLayout<Int32>.stride + entries.capacity * MemoryLayout<Entry>.stride
    }

    mutating func removeAll() {
        heads.removeAll(keepingCapacity: true)
        entries.removeAll(keepingCapacity: true)
    }

    /// The size `node` chose for `proposal` (sanitized), if it was computed in this pass.
    func size(of node: Int, for proposal: ProposedViewSize) -> CGSize? {
        let width = proposal.width ?? Self.unspecified
        let height = proposal.height ?? Self.unspecified
        var entry = Int(heads[node])
        while entry >= 0 {
            let candidate = entries[entry]
            if candidate.width == width && candidate.height == height { return candidate.size }
            entry = Int(candidate.next)
        }
        return nil
    }

    mutating func store(_ size: CGSize, of node: Int, for proposal: ProposedViewSize) {
        entries.append(Entry(
            width: proposal.width ?? Self.unspecified, height: proposal.height ?? Self.unspecified,
            size: size, next: heads[node]))
        heads[node] = Int32(truncatingIfNeeded: entries.count - 1)
    }
}
