import Synchronization
import TrellisCore

/// The arrays a layout pass works in, kept between passes so that their memory is reused.
///
/// A pass fills about 200 bytes a node of arrays it throws away at the end. Fresh,
/// those were fresh pages from the kernel whenever malloc chose to map them (it maps large
/// blocks, and maps a block again when the last one of that size was given back), so the same
/// layout cost a page fault per 4 KB in one run and none in another: a tree of 10,000 nodes spent
/// 40% of its time in the kernel. Reused, they cost nothing after the first pass.
///
/// At most two sets are kept (one per pass running at once on a two-core machine; more passes
/// at once take fresh ones), each only if its arrays hold at most `largestKept` bytes (a
/// 100,000-node tree's hold 20 MB without text, 33 MB text-heavy), so a process holds at most
/// 64 MiB of them, and only after laying out trees that large.
struct LayoutScratch: Sendable {
    var priorities: [Double] = []
    var childStart: [Int] = []
    var childIndices: [Int] = []
    var stackAxes: [Axis?] = []
    var proposalUses: [ProposalUse] = []
    var isSpacer: [Bool] = []
    var textSlots: [Int32] = []
    var texts: [LayoutPass.MeasuredText] = []
    var parents: [Int] = []
    var positions: [Int] = []
    var subtreeSizes: [Int] = []
    var frames: [CGRect] = []
    var sizes = SizeCache()
    var baselineCache = BaselineCache()
    var shareStack: [LayoutPass.Share] = []
    var orderStack: [Int] = []

    static let largestKept = 32 << 20
    private static let kept = Mutex<[LayoutScratch]>([])

    /// A kept set, emptied, or a new one.
    static func take() -> LayoutScratch {
        kept.withLock { $0.popLast() } ?? LayoutScratch()
    }

    /// Empties `scratch` (keeping its capacity) and keeps it for the next pass if there is room.
    static func recycle(_ scratch: consuming LayoutScratch) {
        var scratch = scratch
        guard scratch.byteCount <= largestKept else { return }
        scratch.removeAll()
        kept.withLock { if $0.count < 2 { $0.append(scratch) } }
    }

    /// The memory the arrays hold, by their capacity.
    private var byteCount: Int {
        func bytes<Element>(_ array: [Element]) -> Int { array.capacity * MemoryLayout<Element>.stride }
        return bytes(priorities) + bytes(childStart) + bytes(childIndices) + bytes(stackAxes) + bytes(proposalUses)
            + bytes(isSpacer) + bytes(textSlots) + bytes(texts) + bytes(parents) + bytes(positions)
            + bytes(subtreeSizes) + bytes(frames) + sizes.byteCount + baselineCache.byteCount + bytes(shareStack) + bytes(orderStack)
    }

    /// Arrays of plain values empty in constant time; `texts` lets go of its lines here rather
    /// than when the set is next used.
    private mutating func removeAll() {
        priorities.removeAll(keepingCapacity: true)
        childStart.removeAll(keepingCapacity: true)
        childIndices.removeAll(keepingCapacity: true)
        stackAxes.removeAll(keepingCapacity: true)
        proposalUses.removeAll(keepingCapacity: true)
        isSpacer.removeAll(keepingCapacity: true)
        textSlots.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        parents.removeAll(keepingCapacity: true)
        positions.removeAll(keepingCapacity: true)
        subtreeSizes.removeAll(keepingCapacity: true)
        frames.removeAll(keepingCapacity: true)
        sizes.removeAll()
        baselineCache.removeAll()
        shareStack.removeAll(keepingCapacity: true)
        orderStack.removeAll(keepingCapacity: true)
    }
}
