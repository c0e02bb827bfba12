extension SymbolTable {
    /// The known names closest to `name` by edit distance, best first, ties in name order, so an
    /// error can say what was probably meant.
    public static func suggestions(for name: String, limit: Int = 3) -> [String] {
        let wanted = Array(name.lowercased().unicodeScalars)
        let scored = names.map { candidate in
            (candidate, editDistance(wanted, Array(candidate.unicodeScalars)))
        }
        let sorted = scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        return sorted.prefix(limit).map(\.0)
    }

    /// Levenshtein distance with two rows: names are short and the table is small.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
