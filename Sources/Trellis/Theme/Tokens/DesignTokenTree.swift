import Foundation

/// The tokens of one or more DTCG 2025.10 sources, flattened to their dotted paths, later sources
/// overriding earlier ones (the order of a resolver's sets and contexts).
///
/// Values stay as parsed JSON until `DesignTokenValues` reads them for the type the theme needs:
/// a token nothing uses may hold a type this reader does not draw (a shadow, a duration).
struct DesignTokenTree {
    struct Token {
        var path: String
        /// Its own `$type`, else the nearest enclosing group's; nil for an alias that takes its
        /// target's type.
        var type: String?
        var value: Any
        var file: String
    }

    private(set) var tokens: [String: Token] = [:]
    /// Root-level `$extensions` of the sources, merged in order.
    private(set) var extensions: [String: Any] = [:]

    /// The types of the format's 2025.10 report. A type outside it is an error; one inside it that
    /// no Theme field takes is carried and ignored.
    static let knownTypes: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
        "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
    ]

    /// Adds the tokens of one parsed source (a JSON object), overriding tokens of the same path.
    mutating func add(_ source: Any, file: String) throws(DesignTokenError) {
        guard let object = source as? [String: Any] else {
            throw DesignTokenError(file: file, message: "a token source must be a JSON object")
        }
        if let extensions = object["$extensions"] as? [String: Any] {
            self.extensions.merge(extensions) { _, new in new }
        }
        try walk(object, path: [], inheritedType: nil, file: file)
    }

    private mutating func walk(_ group: [String: Any], path: [String], inheritedType: String?, file: String) throws(DesignTokenError) {
        let groupType = try type(in: group, path: path, file: file) ?? inheritedType
        // Sorted, so the first error reported does not depend on dictionary order.
        for key in group.keys.sorted() where !key.hasPrefix("$") {
            let childPath = path + [key]
            let dotted = childPath.joined(separator: ".")
            if key.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) {
                throw DesignTokenError(file: file, tokenPath: dotted, message: "a name must not contain '.', '{' or '}'")
            }
            guard let child = group[key] as? [String: Any] else {
                throw DesignTokenError(file: file, tokenPath: dotted, message: "expected a token (an object with $value) or a group")
            }
            if let value = child["$value"] {
                let type = try type(in: child, path: childPath, file: file) ?? groupType
                tokens[dotted] = Token(path: dotted, type: type, value: value, file: file)
            } else {
                try walk(child, path: childPath, inheritedType: groupType, file: file)
            }
        }
    }

    private func type(in object: [String: Any], path: [String], file: String) throws(DesignTokenError) -> String? {
        guard let raw = object["$type"] else { return nil }
        let dotted = path.isEmpty ? nil : path.joined(separator: ".")
        guard let type = raw as? String else {
            throw DesignTokenError(file: file, tokenPath: dotted, message: "$type must be a string")
        }
        guard Self.knownTypes.contains(type) else {
            throw DesignTokenError(
                file: file, tokenPath: dotted,
                message: "unknown type '\(type)'; types: " + Self.knownTypes.sorted().joined(separator: ", "))
        }
        return type
    }

    /// The token at `path` with every alias in its value replaced by the value it names, and its
    /// type (its own, else its alias target's); nil when there is no such token.
    func resolved(_ path: String) throws(DesignTokenError) -> (type: String?, value: Any, file: String)? {
        guard let token = tokens[path] else { return nil }
        var chain: [String] = []
        return try resolve(token, chain: &chain)
    }

    private func resolve(_ token: Token, chain: inout [String]) throws(DesignTokenError) -> (type: String?, value: Any, file: String) {
        if chain.contains(token.path) {
            throw DesignTokenError(
                file: token.file, tokenPath: chain[0],
                message: "circular alias: " + (chain + [token.path]).joined(separator: " → "))
        }
        chain.append(token.path)
        defer { chain.removeLast() }
        if let target = Self.aliasTarget(token.value) {
            guard let next = tokens[target] else {
                throw DesignTokenError(file: token.file, tokenPath: token.path, message: "alias {\(target)} names no token")
            }
            let result = try resolve(next, chain: &chain)
            return (token.type ?? result.type, result.value, result.file)
        }
        return (token.type, try resolveInside(token.value, of: token, chain: &chain), token.file)
    }

    /// Aliases inside a composite value (a typography's fontFamily written as `{fonts.brand}`).
    private func resolveInside(_ value: Any, of token: Token, chain: inout [String]) throws(DesignTokenError) -> Any {
        if let target = Self.aliasTarget(value) {
            guard let next = tokens[target] else {
                throw DesignTokenError(file: token.file, tokenPath: token.path, message: "alias {\(target)} names no token")
            }
            return try resolve(next, chain: &chain).value
        }
        if let object = value as? [String: Any] {
            var copy: [String: Any] = [:]
            for key in object.keys.sorted() { copy[key] = try resolveInside(object[key]!, of: token, chain: &chain) }
            return copy
        }
        if let array = value as? [Any] {
            var copy: [Any] = []
            for inner in array { copy.append(try resolveInside(inner, of: token, chain: &chain)) }
            return copy
        }
        return value
    }

    /// `{group.token}` → `group.token`.
    static func aliasTarget(_ value: Any) -> String? {
        guard let string = value as? String, string.count > 2, string.hasPrefix("{"), string.hasSuffix("}") else { return nil }
        return String(string.dropFirst().dropLast())
    }
}

/// A JSON number; nil for anything else (`true` and `false` included).
func jsonNumber(_ value: Any) -> Double? {
    value is Bool ? nil : value as? Double
}
