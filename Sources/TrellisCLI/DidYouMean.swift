/// "did you mean" for a mistyped command or option: the known word nearest the one typed, if it
/// is near enough to be a typo rather than another word.
enum DidYouMean {
    /// The closest of `known` to `typed`, ignoring case and leading dashes, within an edit or two
    /// (one for words of four letters or fewer); nil when none is that close.
    static func suggestion(for typed: String, among known: [String]) -> String? {
        func core(_ word: String) -> [Unicode.Scalar] {
            Array(word.lowercased().drop { $0 == "-" }.unicodeScalars)
        }
        let wanted = core(typed)
        guard !wanted.isEmpty else { return nil }
        let limit = wanted.count <= 4 ? 1 : 2
        var best: (word: String, distance: Int)?
        for word in known {
            let distance = editDistance(wanted, core(word))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (word, distance) }
        }
        return best?.word
    }

    /// " (did you mean 'render'?)", or nothing.
    static func clause(for typed: String, among known: [String]) -> String {
        suggestion(for: typed, among: known).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance with the swap of two neighbouring letters as one edit (`rednre`).
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
