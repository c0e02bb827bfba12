import TrellisSite

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
            let distance = SymbolCatalog.editDistance(wanted, core(word))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (word, distance) }
        }
        return best?.word
    }

    /// " (did you mean 'render'?)", or nothing.
    static func clause(for typed: String, among known: [String]) -> String {
        suggestion(for: typed, among: known).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
