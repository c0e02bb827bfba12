/// One step of an edit script that turns the old sequence into the new one.
enum EditStep: Hashable, Sendable {
    /// The lines at these indices are equal.
    case keep(old: Int, new: Int)
    /// The old line at this index is removed.
    case delete(old: Int)
    /// The new line at this index is inserted.
    case insert(new: Int)
}

/// A shortest edit script between two sequences, by Myers's O((N+M)·D) greedy algorithm.
///
/// Goldens usually differ in a few lines, so D is small: the common prefix and suffix are cut off
/// first, and each round of the search keeps only the 2d+1 furthest points it reached, giving
/// O(D²) memory instead of a quadratic table over the lines. Past `maxEditDistance` rounds the
/// middle is reported as one replaced block: still a correct diff, only not the shortest.
struct LineDiff {
    static let defaultMaxEditDistance = 2_000

    static func steps(old: [Int], new: [Int], maxEditDistance: Int = defaultMaxEditDistance) -> [EditStep] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }

        var steps: [EditStep] = []
        steps.reserveCapacity(max(old.count, new.count))
        for i in 0..<prefix { steps.append(.keep(old: i, new: i)) }
        let oldMiddle = old[prefix..<(old.count - suffix)]
        let newMiddle = new[prefix..<(new.count - suffix)]
        if let middle = myers(Array(oldMiddle), Array(newMiddle), maxEditDistance: maxEditDistance) {
            for step in middle {
                switch step {
                case .keep(let o, let n): steps.append(.keep(old: o + prefix, new: n + prefix))
                case .delete(let o): steps.append(.delete(old: o + prefix))
                case .insert(let n): steps.append(.insert(new: n + prefix))
                }
            }
        } else {
            for i in oldMiddle.indices { steps.append(.delete(old: i)) }
            for i in newMiddle.indices { steps.append(.insert(new: i)) }
        }
        for i in 0..<suffix { steps.append(.keep(old: old.count - suffix + i, new: new.count - suffix + i)) }
        return steps
    }

    /// The edit script for `a` → `b`, or nil when it needs more than `maxEditDistance` edits.
    private static func myers(_ a: [Int], _ b: [Int], maxEditDistance: Int) -> [EditStep]? {
        let n = a.count, m = b.count
        if n == 0 { return (0..<m).map { .insert(new: $0) } }
        if m == 0 { return (0..<n).map { .delete(old: $0) } }
        let limit = min(n + m, maxEditDistance)
        let offset = limit + 1
        // v[k + offset] is the furthest x reached on diagonal k = x - y.
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d] holds v[-d...d] after round d, which is all backtracking reads.
        var trace: [[Int]] = []
        for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]))
                    ? v[offset + k + 1]
                    : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m {
                    trace.append(Array(v[(offset - d)...(offset + d)]))
                    return backtrack(trace: trace, n: n, m: m)
                }
            }
            trace.append(Array(v[(offset - d)...(offset + d)]))
        }
        return nil
    }

    private static func backtrack(trace: [[Int]], n: Int, m: Int) -> [EditStep] {
        var x = n, y = m
        var reversed: [EditStep] = []
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            let previous = trace[d - 1]  // indices -(d-1)...(d-1), stored from 0
            func at(_ k: Int) -> Int { previous[k + d - 1] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                reversed.append(.keep(old: x - 1, new: y - 1))
                x -= 1; y -= 1
            }
            if x == previousX {
                reversed.append(.insert(new: y - 1))
            } else {
                reversed.append(.delete(old: x - 1))
            }
            x = previousX; y = previousY
        }
        while x > 0, y > 0 {
            reversed.append(.keep(old: x - 1, new: y - 1))
            x -= 1; y -= 1
        }
        return reversed.reversed()
    }
}
