import Foundation

/// The Resolver module's `.resolver.json`: sets and modifiers in a resolution order, each source a
/// `$ref` to a tokens file (relative to the resolver) or inline tokens. The modifier whose
/// contexts include `light` and `dark` gives the two token sets a theme's color pairs come from;
/// every other modifier takes its `default` context.
struct DesignTokenResolver {
    let file: String
    let document: [String: Any]
    private let directory: URL

    init(file: String, document: [String: Any]) throws(DesignTokenError) {
        self.file = file
        self.document = document
        directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        guard document["version"] as? String == "2025.10" else {
            throw DesignTokenError(file: file, message: "a resolver's version must be \"2025.10\"")
        }
    }

    var name: String? { document["name"] as? String }

    /// The flat token set for `scheme`.
    func tokens(for scheme: ColorScheme) throws(DesignTokenError) -> DesignTokenTree {
        guard let order = document["resolutionOrder"] as? [Any] else {
            throw DesignTokenError(file: file, message: "a resolver needs a resolutionOrder array")
        }
        var tree = DesignTokenTree()
        for (index, item) in order.enumerated() {
            guard var entry = item as? [String: Any] else {
                throw DesignTokenError(file: file, message: "resolutionOrder[\(index)] is not an object")
            }
            var kind = entry["type"] as? String
            if let pointer = entry["$ref"] as? String {
                guard pointer.hasPrefix("#/sets/") || pointer.hasPrefix("#/modifiers/") else {
                    throw DesignTokenError(file: file, message: "resolutionOrder[\(index)]: '\(pointer)' must point into #/sets or #/modifiers")
                }
                guard let target = try object(at: pointer) else {
                    throw DesignTokenError(file: file, message: "resolutionOrder[\(index)]: '\(pointer)' points to nothing")
                }
                entry = target
                kind = pointer.hasPrefix("#/sets/") ? "set" : "modifier"
            }
            let label = (entry["name"] as? String).map { "'\($0)'" } ?? "resolutionOrder[\(index)]"
            switch kind {
            case "set":
                guard let sources = entry["sources"] as? [Any] else {
                    throw DesignTokenError(file: file, message: "set \(label) needs a sources array")
                }
                try add(sources, to: &tree)
            case "modifier":
                try add(try context(of: entry, label: label, scheme: scheme), to: &tree)
            default:
                throw DesignTokenError(file: file, message: "\(label) needs \"type\": \"set\" or \"modifier\"")
            }
        }
        return tree
    }

    /// The sources of the modifier's light or dark context, or of its default.
    private func context(of modifier: [String: Any], label: String, scheme: ColorScheme) throws(DesignTokenError) -> [Any] {
        guard let contexts = modifier["contexts"] as? [String: Any], !contexts.isEmpty else {
            throw DesignTokenError(file: file, message: "modifier \(label) needs a non-empty contexts object")
        }
        let names = contexts.keys.sorted()
        let chosen: String
        if let mode = names.first(where: { $0.lowercased() == scheme.rawValue }),
           names.contains(where: { $0.lowercased() == (scheme == .light ? "dark" : "light") }) {
            chosen = mode
        } else if let fallback = modifier["default"] as? String {
            guard contexts[fallback] != nil else {
                throw DesignTokenError(file: file, message: "modifier \(label)'s default '\(fallback)' is not one of its contexts: " + names.joined(separator: ", "))
            }
            chosen = fallback
        } else {
            throw DesignTokenError(
                file: file,
                message: "modifier \(label) has no light and dark contexts and no default to choose from " + names.joined(separator: ", "))
        }
        guard let sources = contexts[chosen] as? [Any] else {
            throw DesignTokenError(file: file, message: "modifier \(label)'s context '\(chosen)' must be an array of sources")
        }
        return sources
    }

    private func add(_ sources: [Any], to tree: inout DesignTokenTree) throws(DesignTokenError) {
        for source in sources {
            if let reference = source as? [String: Any], let pointer = reference["$ref"] as? String {
                if pointer.hasPrefix("#/") {
                    guard let target = try object(at: pointer) else {
                        throw DesignTokenError(file: file, message: "'\(pointer)' points to nothing")
                    }
                    if pointer.hasPrefix("#/sets/"), let sources = target["sources"] as? [Any] {
                        try add(sources, to: &tree)
                    } else {
                        try tree.add(target, file: file)
                    }
                } else {
                    let path = directory.appendingPathComponent(pointer).path
                    let shown = (file as NSString).deletingLastPathComponent.isEmpty
                        ? pointer : (file as NSString).deletingLastPathComponent + "/" + pointer
                    try tree.add(try DesignTokenFiles.readJSON(path, shownAs: shown), file: shown)
                }
            } else {
                try tree.add(source, file: file)
            }
        }
    }

    /// The object at a same-document JSON pointer (`#/sets/base`).
    private func object(at pointer: String) throws(DesignTokenError) -> [String: Any]? {
        var current: Any = document
        for part in pointer.dropFirst(2).split(separator: "/") {
            let key = part.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard let object = current as? [String: Any], let next = object[key] else { return nil }
            current = next
        }
        return current as? [String: Any]
    }
}
