import TrellisCore

/// Why a screen could not be rendered, and where in its tree.
public struct RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What made a screen impossible to render.
    public enum Reason: Hashable, Sendable {
        /// `Image(systemName:)` with a name Trellis has no drawing for; `suggestions` are the
        /// known names nearest to it.
        case unknownSymbol(name: String, suggestions: [String])
        /// A `Link` whose URL has a scheme a page may not link to (`javascript:`, `data:`, …);
        /// `scheme` is the scheme lowercased, as a browser reads it.
        case disallowedLinkScheme(url: String, scheme: String)
        /// A screen whose views nest deeper than a page can show: browsers' HTML parsers flatten
        /// a document deeper than 512 elements, so the page would not show what was written.
        case tooDeep(limit: Int)
        /// A screen nesting more views with a body (or `AnyView`s) than resolution follows
        /// (`ResolvedTree.maximumNesting`); the views past it were left out.
        case nestedTooDeep(limit: Int)
        /// `Image("name")` with a name no registered asset catalog has.
        case unknownImage(name: String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The node's place in the resolved tree, root first, e.g. `navigationStack > vstack[0] > image[2]`.
    public var path: String

    /// Creates an error for `reason` at the node whose place in the tree is `path`.
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
        case .disallowedLinkScheme(let url, let scheme):
            return "link to '\(url)' at \(path): a page may not link to a '\(scheme):' URL; a Link may lead to "
                + ExternalLinkPolicy.allowedSchemes.joined(separator: ", ") + " URLs or a relative URL"
        case .tooDeep(let limit):
            return "views nest more than \(limit) levels deep at \(path.split(separator: ">").prefix(3).joined(separator: ">"))…: "
                + "browsers flatten HTML deeper than 512 elements, so a screen may nest at most \(limit) views"
        case .nestedTooDeep(let limit):
            return "views nest more than \(limit) levels deep under \(path): resolution follows at most \(limit) views "
                + "with a body (or AnyViews), one inside the next, and left out the rest"
        case .unknownImage(let name):
            return "image '\(name)' at \(path) is in no registered asset catalog; "
                + "register the .xcassets folder that has it (trellis render --assets DIR)"
        }
    }
}

extension ResolvedTree {
    /// Refuses a screen whose resolution left out views nested past `maximumNesting`.
    func checkNesting() throws(RenderError) {
        guard exceedsNestingLimit else { return }
        throw RenderError(reason: .nestedTooDeep(limit: Self.maximumNesting), path: root.kind.name)
    }
}
