import Trellis
import TrellisLayout
import TrellisRender

/// Every `Font.custom` name of a run that the font folder has no face for, with where each is
/// used, so a user fixes them all after one run, as with unknown symbols.
public struct UnknownFontFamilies: Error, Hashable, Sendable, CustomStringConvertible {
    /// Sorted by name; each use is a text's node path and page (`UnknownSymbols.Use`).
    public var names: [UnknownSymbols.Name]
    /// The families the folder has, sorted; empty when no folder was given.
    public var families: [String]

    public var description: String {
        var text = UnknownSymbols(names: names, noun: "font family").description
        text = text.replacingOccurrences(of: "font family names", with: "font families")
            .replacingOccurrences(of: "font family name", with: "font family")
        let found = families.isEmpty ? "no font folder was given (--fonts DIR)"
            : "the font folder has " + families.joined(separator: ", ")
        return text + "\n  " + found
    }
}

extension FontCatalog {
    /// The brand family names that texts in `pages` use and this catalog lacks; nil when it has
    /// them all. Trees must have been resolved with this catalog as the environment's
    /// `fontCatalog` (a known name then carries its family's spelling).
    public func unknownFamilies(in pages: [(page: String, tree: ResolvedTree)]) -> UnknownFontFamilies? {
        let uses = UnknownSymbols.uses(in: pages) { node in
            guard case .text(let text) = node.kind else { return [] }
            var unknown = Set<String>()
            for font in [text.font] + text.runs.map(\.font) {
                if let name = font.customFamily, family(named: name) == nil { unknown.insert(name) }
            }
            return unknown.sorted()
        }
        guard !uses.isEmpty else { return nil }
        return UnknownFontFamilies(
            names: uses.keys.sorted().map { name in
                UnknownSymbols.Name(name: name, suggestions: suggestions(for: name), uses: uses[name]!)
            },
            families: families)
    }

    /// Names of the folder's that differ from `name` only in case, spaces or hyphens (a
    /// PostScript name typed as a family), else none.
    func suggestions(for name: String) -> [String] {
        func key(_ text: String) -> String { text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" } }
        let wanted = key(name)
        return names.filter { key($0) == wanted || key($0).hasPrefix(wanted) }.prefix(3).map { $0 }
    }
}
