extension SymbolCatalog {
    /// The known names genuinely close to `name`, best first, at most `limit`; empty when none is.
    ///
    /// Symbol names are words joined by dots (`person.crop.circle.fill`), so closeness is judged
    /// per word, not over the whole string: over tiny names a plain edit distance finds "close"
    /// names that share nothing ('wifi' is two edits from 'minus'). Close means, best first:
    /// the same name in another case; the same words in another order; a typo in the words (each
    /// word at most a third of its letters off, a swap of two letters one edit); one word missing or
    /// extra after the same first word (`gear.fill` → `gear`); a shorter or longer first word with
    /// the rest equal (`gear.fill` → `gearshape.fill`).
    public func suggestions(for name: String, limit: Int = 3) -> [String] {
        Self.suggestions(for: name, among: names, limit: limit)
    }

    /// The same judgement over any list of names (asset catalogs' images and colors).
    public static func suggestions(for name: String, among names: [String], limit: Int = 3) -> [String] {
        let wanted = SymbolWords(name)
        var scored: [(score: Int, prefix: Int, name: String)] = []
        for candidate in names {
            let words = SymbolWords(candidate)
            if let score = Self.closeness(of: wanted, to: words) {
                scored.append((score, wanted.commonPrefix(with: words), candidate))
            }
        }
        // The same name in another case is surely what was meant; nothing else competes with it.
        if scored.contains(where: { $0.score == 0 }) { scored.removeAll { $0.score != 0 } }
        scored.sort { a, b in
            if a.score != b.score { return a.score < b.score }
            if a.prefix != b.prefix { return a.prefix > b.prefix }
            return a.name < b.name
        }
        return scored.prefix(limit).map(\.name)
    }

    /// A score (lower is closer) when `candidate` is close to `wanted` by one of the rules above.
    static func closeness(of wanted: SymbolWords, to candidate: SymbolWords) -> Int? {
        if wanted.full == candidate.full { return 0 }
        var best: Int?
        func consider(_ score: Int) { best = min(best ?? score, score) }

        if wanted.words.count == candidate.words.count {
            if wanted.words.sorted(by: Self.lexically) == candidate.words.sorted(by: Self.lexically) { consider(1) }
            var total = 0
            var close = true
            for (typed, known) in zip(wanted.words, candidate.words) where typed != known {
                let distance = editDistance(typed, known)
                if distance > max(1, typed.count / 3) { close = false; break }
                total += distance
            }
            if close { consider(10 + total) }
        } else {
            // A dot dropped or added (`chevronright`): the whole name, a quarter of it off at most.
            let distance = editDistance(wanted.full, candidate.full)
            if distance <= max(1, wanted.full.count / 4) { consider(10 + distance) }
        }

        if let first = wanted.words.first, first == candidate.words.first {
            let typed = Set(wanted.words.map { String(String.UnicodeScalarView($0)) })
            let known = Set(candidate.words.map { String(String.UnicodeScalarView($0)) })
            if abs(typed.count - known.count) == 1, typed.isSubset(of: known) || known.isSubset(of: typed) {
                consider(21)
            }
        }

        if let typedFirst = wanted.words.first, let knownFirst = candidate.words.first, typedFirst != knownFirst,
           min(typedFirst.count, knownFirst.count) >= 3,
           typedFirst.starts(with: knownFirst) || knownFirst.starts(with: typedFirst),
           wanted.words.dropFirst().elementsEqual(candidate.words.dropFirst()) {
            consider(30)
        }
        return best
    }

    private static func lexically(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Bool {
        a.lexicographicallyPrecedes(b) { $0.value < $1.value }
    }

    /// Optimal string alignment distance: Levenshtein plus the swap of two neighbouring letters as
    /// one edit (`rigth` → `right`), the commonest typo. Three rows: names are short. The
    /// command's "did you mean" uses it too.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
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

/// A symbol name lowercased and split at its dots, for comparing names word by word.
struct SymbolWords {
    let full: [Unicode.Scalar]
    let words: [[Unicode.Scalar]]

    init(_ name: String) {
        full = Array(name.lowercased().unicodeScalars)
        words = full.split(separator: ".", omittingEmptySubsequences: false).map(Array.init)
    }

    func commonPrefix(with other: SymbolWords) -> Int {
        zip(full, other.full).prefix { $0 == $1 }.count
    }
}
