import TrellisCore

/// Every `Image("name")` and `Color("name")` of a run that no registered asset catalog has, so a
/// user fixes them all after one run, as with unknown symbols.
public struct UnknownAssets: Error, Hashable, Sendable, CustomStringConvertible {
    /// A `Color("name")` no catalog has, with the names it might have meant and where it is used.
    public struct ColorName: Hashable, Sendable {
        /// The name as the code wrote it.
        public var name: String
        /// Known color names close to it, best first.
        public var suggestions: [String]
        /// The pages that use it, in page order. A color has no node of its own to name: it is
        /// part of whatever paints with it (a text, a shape, a background).
        public var pages: [String]
    }

    /// The unknown images with the node of each use; nil when every image is known.
    public var images: UnknownSymbols?
    /// Sorted by name.
    public var colors: [ColorName]

    public var description: String {
        var lines: [String] = []
        if let images { lines.append(images.description) }
        if !colors.isEmpty {
            lines.append("\(colors.count) unknown color name\(colors.count == 1 ? "" : "s"):")
            for color in colors {
                let hint = color.suggestions.isEmpty ? "no known name is close"
                    : "did you mean " + color.suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
                var listed = color.pages.prefix(3).joined(separator: ", ")
                if color.pages.count > 3 { listed += " and \(color.pages.count - 3) more page\(color.pages.count == 4 ? "" : "s")" }
                lines.append("  '\(color.name)' (\(hint)) in \(listed)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

extension AssetCatalog {
    /// The asset names `pages` use that this catalog lacks; nil when it has them all or unknown
    /// names draw placeholders. Trees must have been resolved with `namedAssets` in force.
    public func unknownAssets(in pages: [(page: String, tree: ResolvedTree)]) -> UnknownAssets? {
        guard missingAssets == .error else { return nil }
        let uses = UnknownSymbols.uses(in: pages) { $0.isAsset && $0.asset == nil }
        var colorPages: [String: [String]] = [:]
        for (page, tree) in pages {
            for name in tree.unknownColorNames { colorPages[name, default: []].append(page) }
        }
        guard !uses.isEmpty || !colorPages.isEmpty else { return nil }
        let images = uses.isEmpty ? nil : UnknownSymbols(names: uses.keys.sorted().map { name in
            UnknownSymbols.Name(name: name, suggestions: suggestions(forImageNamed: name), uses: uses[name]!)
        }, noun: "image")
        return UnknownAssets(images: images, colors: colorPages.keys.sorted().map { name in
            UnknownAssets.ColorName(name: name, suggestions: suggestions(forColorNamed: name), pages: colorPages[name]!)
        })
    }
}
