import Testing
import TrellisCore

/// The text measurer's caches are bounded by bytes and drop half their entries when full: no
/// cliff at the bound, where a cache that empties whole (or drops its oldest entries) misses on
/// every row of a page measured in passes.
@Suite struct BoundedCacheTests {
    /// A page measured in two passes, each over all its rows: past the bound a share of the rows
    /// is still answered on the second pass, and the share falls gradually with the page's size.
    @Test func aWorkingSetPastTheBoundKeepsAShare() {
        func secondPassHits(rows: Int) -> Int {
            var cache = BoundedCache<Int, Int>(budget: 10_000)
            for row in 0..<rows { cache.store(row, for: row, bytes: 10) }
            #expect(cache.bytes <= 10_000)
            // The second pass measures again what the cache lost, and stores it.
            var hits = 0
            for row in 0..<rows {
                if cache.value(for: row) == row { hits += 1 } else { cache.store(row, for: row, bytes: 10) }
            }
            return hits
        }
        // Within the budget, every row.
        #expect(secondPassHits(rows: 900) == 900)
        // Just past it and far past it, a share: a cache emptied whole, or one that drops its oldest
        // entries, would answer none.
        let justPast = secondPassHits(rows: 1_100)
        let twicePast = secondPassHits(rows: 2_000)
        #expect(justPast >= 350, "\(justPast) of 1,100 rows")
        #expect(twicePast >= 100, "\(twicePast) of 2,000 rows")
    }

    /// Whatever was stored since the last eviction is all there; the bytes held never pass the budget.
    @Test func entriesSinceTheLastEvictionAreKept() {
        var cache = BoundedCache<Int, String>(budget: 1_000)
        var sinceEviction: [Int] = []
        for key in 0..<2_000 {
            let before = cache.count
            cache.store("row \(key)", for: key, bytes: 10)
            if cache.count <= before { sinceEviction = [] }
            sinceEviction.append(key)
            #expect(cache.bytes <= 1_000)
            #expect(sinceEviction.allSatisfy { cache.value(for: $0) == "row \($0)" })
        }
    }

    @Test func entriesLargerThanHalfTheBudgetAreNotKept() {
        var cache = BoundedCache<String, Int>(budget: 100)
        cache.store(1, for: "huge", bytes: 51)
        #expect(cache.value(for: "huge") == nil)
        #expect(cache.bytes == 0)
    }
}
