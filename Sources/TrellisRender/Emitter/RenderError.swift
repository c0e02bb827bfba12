/// Why a screen could not be rendered, and where in its tree.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: Hashable, Sendable {
        /// `Image(systemName:)` with a name Trellis has no drawing for; `suggestions` are the
        /// known names nearest to it.
        case unknownSymbol(name: String, suggestions: [String])
    }

    public var reason: Reason
    /// The node's place in the resolved tree, root first, e.g. `navigationStack > vstack[0] > image[2]`.
    public var path: String

    public init(reason: Reason, path: String) {
        self.reason = reason
        self.path = path
    }

    public var description: String {
        switch reason {
        case .unknownSymbol(let name, let suggestions):
            var text = "unknown symbol '\(name)' at \(path)"
            if !suggestions.isEmpty {
                text += "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
            }
            return text + " (see SymbolTable.names for every symbol Trellis draws)"
        }
    }
}
