/// The two kinds of document Trellis writes, each checked by its own set of rules.
public enum DocumentKind: String, Sendable, Hashable, CaseIterable {
    /// A standalone SVG 1.1 file.
    case svg
    /// An HTML5 page written as well-formed XML (polyglot markup).
    case html

    /// The kind a file's extension names (`svg`, `html` or `htm`, in any case), or nil for any other.
    public init?(pathExtension: String) {
        switch pathExtension.lowercased() {
        case "svg": self = .svg
        case "html", "htm": self = .html
        default: return nil
        }
    }

    /// The kind the last path component's extension names; nil when it has none or an unknown one.
    public init?(path: String) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        self.init(pathExtension: String(name[name.index(after: dot)...]))
    }
}
