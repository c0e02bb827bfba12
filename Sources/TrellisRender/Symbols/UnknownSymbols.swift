import TrellisCore
import TrellisSymbols

/// Every symbol name a run uses that its catalog cannot draw, with where each is used, so a user
/// fixes them all after one run instead of one per run.
public struct UnknownSymbols: Error, Hashable, Sendable, CustomStringConvertible {
    /// One place an unknown name is drawn.
    public struct Use: Hashable, Sendable {
        /// The page, as the site names it (`marigold/home.html`).
        public var page: String
        /// The image's place in the page's resolved tree, e.g. `vstack > hstack[1] > image[0]`
        /// (the path `RenderError` uses).
        public var node: String
    }

    /// An unknown name, with the names it might have meant and every place it is used.
    public struct Name: Hashable, Sendable {
        /// The name as the code wrote it.
        public var name: String
        /// Known names close to it; empty when none is (see `SymbolCatalog.suggestions(for:)`).
        public var suggestions: [String]
        /// In page order, then tree order.
        public var uses: [Use]

        // The site reports unknown asset images and font families in the same form.
        package init(name: String, suggestions: [String], uses: [Use]) {
            self.name = name
            self.suggestions = suggestions
            self.uses = uses
        }
    }

    /// Sorted by name.
    public var names: [Name]
    /// What the names name, for the message: `symbol`, or `image` for asset-catalog images.
    public var noun = "symbol"

    package init(names: [Name], noun: String = "symbol") {
        self.names = names
        self.noun = noun
    }

    /// One line per unknown name and per place it is used; a place shared by many pages (the same
    /// screen under every theme) lists the first three pages and counts the rest.
    public var description: String {
        var lines = ["\(names.count) unknown \(noun) name\(names.count == 1 ? "" : "s"):"]
        for entry in names {
            var line = "  '\(entry.name)'"
            if !entry.suggestions.isEmpty {
                line += " (did you mean " + entry.suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?)"
            } else {
                line += " (no known name is close)"
            }
            lines.append(line + " at")
            var places: [String] = []
            var pages: [String: [String]] = [:]
            for use in entry.uses {
                if pages[use.node] == nil { places.append(use.node) }
                pages[use.node, default: []].append(use.page)
            }
            for place in places {
                let shown = pages[place]!
                var listed = shown.prefix(3).joined(separator: ", ")
                if shown.count > 3 { listed += " and \(shown.count - 3) more page\(shown.count == 4 ? "" : "s")" }
                lines.append("    \(place) in \(listed)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension SymbolCatalog {
    /// The names used by `Image(systemName:)` anywhere in `pages` that the catalog cannot draw;
    /// nil when it draws them all (or draws the placeholder for unknown names). One pass over each
    /// tree; a node's path is spelled out only for the images that are unknown.
    public func unknownSymbols(in pages: [(page: String, tree: ResolvedTree)]) -> UnknownSymbols? {
        guard missingSymbols == .error else { return nil }
        let uses = UnknownSymbols.uses(in: pages) { !$0.isAsset && symbol(named: $0.systemName) == nil }
        guard !uses.isEmpty else { return nil }
        return UnknownSymbols(names: uses.keys.sorted().map { name in
            UnknownSymbols.Name(name: name, suggestions: suggestions(for: name), uses: uses[name]!)
        })
    }
}

extension UnknownSymbols {
    /// The uses of each image name `isUnknown` picks, in page order then tree order.
    package static func uses(
        in pages: [(page: String, tree: ResolvedTree)], where isUnknown: (ResolvedImage) -> Bool
    ) -> [String: [Use]] {
        uses(in: pages) { node in
            if case .image(let image) = node.kind, isUnknown(image) { [image.systemName] } else { [] }
        }
    }

    /// The uses of each name `names` finds on a node (in the order it gives them), in page order
    /// then tree order, each with the node's path from the root.
    package static func uses(
        in pages: [(page: String, tree: ResolvedTree)], names: (ResolvedNode) -> [String]
    ) -> [String: [Use]] {
        var uses: [String: [Use]] = [:]
        for (page, tree) in pages {
            // Depth-first with the way from the root kept as (name, position) steps; an entry
            // popped at depth d cuts the way back to d before stepping in.
            var way: [(name: String, index: Int)] = []
            var pending: [(node: ResolvedNode, depth: Int, index: Int)] = [(tree.root, 0, 0)]
            while let (node, depth, index) = pending.popLast() {
                way.removeLast(way.count - depth)
                way.append((node.kind.name, index))
                let found = names(node)
                if !found.isEmpty {
                    let path = way.enumerated().map { $0.offset == 0 ? $0.element.name : "\($0.element.name)[\($0.element.index)]" }
                    for name in found {
                        uses[name, default: []].append(.init(page: page, node: path.joined(separator: " > ")))
                    }
                }
                for (position, child) in node.children.enumerated().reversed() {
                    pending.append((child, depth + 1, position))
                }
            }
        }
        return uses
    }
}
