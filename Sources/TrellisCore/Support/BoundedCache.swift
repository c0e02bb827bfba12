/// A cache bounded by an estimate of the bytes it holds. When a store takes it past the budget,
/// it drops a pseudo-random half of its entries (chosen by hashing each key with the eviction's
/// number), never all of them.
///
/// Every cache the engine keeps for the life of a process is one of these, so none grows without
/// bound: the text measurer's layouts and shaped paragraphs, the numbers filled into localized
/// text and the date pickers' formatters.
///
/// A cache that empties whole when full has a cliff: just past its bound every text measured a
/// moment ago is gone, and a page whose rows are measured in passes (a stack measures every child,
/// then places every child) misses on every row, several times slower than a page a few rows
/// shorter. A cache that evicts the oldest entries has the same cliff a little later, at its
/// capacity. Dropping a random half instead keeps a share of any working set, so the hit rate
/// falls gradually with size. Eviction costs amortized constant time per store, and answers never
/// depend on what was evicted (callers cache pure functions), so output stays byte-identical.
package struct BoundedCache<Key: Hashable, Value> {
    private struct Entry {
        var value: Value
        var bytes: Int
    }

    /// At most this many bytes (by the callers' estimates) are held after any store.
    package let budget: Int
    private var entries: [Key: Entry] = [:]
    /// The bytes held now, by the callers' estimates.
    package private(set) var bytes = 0
    private var evictions = 0

    package init(budget: Int) {
        precondition(budget > 1, "a cache needs a budget of at least two bytes")
        self.budget = budget
    }

    package var count: Int { entries.count }

    package func value(for key: Key) -> Value? { entries[key]?.value }

    /// Stores `value`, estimated at `bytes`; an entry larger than half the budget is not kept.
    package mutating func store(_ value: Value, for key: Key, bytes: Int) {
        guard bytes <= budget / 2 else { return }
        if let replaced = entries.updateValue(Entry(value: value, bytes: bytes), forKey: key) {
            self.bytes -= replaced.bytes
        }
        self.bytes += bytes
        guard self.bytes > budget else { return }
        // Down to three quarters of the budget at most (about half, as a rule), so the next
        // eviction is at least a quarter of the budget's stores away: amortized constant time.
        repeat { evictHalf(keeping: key) } while self.bytes > budget * 3 / 4
    }

    /// Drops about half the entries, never `kept`: the one just stored, which its caller is about to use.
    private mutating func evictHalf(keeping kept: Key) {
        evictions += 1
        let round = evictions
        entries = entries.filter { key, _ in
            guard key != kept else { return true }
            var hasher = Hasher()
            hasher.combine(round)
            hasher.combine(key)
            return hasher.finalize() & 1 == 0
        }
        bytes = entries.values.reduce(0) { $0 + $1.bytes }
    }
}
