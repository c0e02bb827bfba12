import Foundation

/// The Swift symbols Xcode generates for an app's asset catalogs, `ImageResource.logo` and
/// `ColorResource.brand` (for `Image(.logo)` and `Color(.brand)`), written for Linux: the whole
/// file is inside `#if os(Linux)`, since on Apple's platforms Xcode generates its own. A folder
/// that provides a namespace is an enum of its assets (`ImageResource.Fountain.marble`). The
/// `Color` and shape-style members a project can opt into are not generated, as in a project that
/// hasn't: apps of before Xcode 15 often declare members of those names themselves.
struct AssetSymbols {
    /// The imageset (and symbolset) and colorset names, as `Image("name")` and `Color("name")` use them: a
    /// folder that provides a namespace prefixes its assets' names (`Fountain/Marble`).
    var images: [String] = []
    var colors: [String] = []

    /// Reads the names of every imageset and colorset in `catalogs` (`.xcassets` folders).
    init(catalogs: [URL]) throws {
        for catalog in catalogs { try collect(catalog, namespace: "") }
        images = Array(Set(images)).sorted()
        colors = Array(Set(colors)).sorted()
    }

    private mutating func collect(_ folder: URL, namespace: String) throws {
        let manager = FileManager.default
        let entries = try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        for entry in entries where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let name = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            // Xcode generates an image symbol for a custom symbol too: `Image(.fountain)`.
            case "imageset", "symbolset": images.append(namespace + name)
            case "colorset": colors.append(namespace + name)
            case "":
                try collect(entry, namespace: Self.providesNamespace(entry) ? namespace + name + "/" : namespace)
            default: continue
            }
        }
    }

    private static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("Contents.json").path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// The symbol Xcode derives from an asset's name: words split at anything not a letter or
    /// digit, lower camel case, a trailing "Color" or "Image" dropped (`AccentColor` is `accent`),
    /// a leading digit prefixed with an underscore.
    static func symbol(for name: String, dropping suffix: String) -> String? {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        if let last = words.last, last.count > suffix.count, last.lowercased().hasSuffix(suffix.lowercased()) {
            words[words.count - 1] = String(last.dropLast(suffix.count))
        } else if words.count > 1, words.last?.lowercased() == suffix.lowercased() {
            words.removeLast()
        }
        guard let first = words.first else { return nil }
        var symbol = lowercasedLeadingCapitals(first)
        for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
        if let head = symbol.first, head.isNumber { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// `URLIcon` becomes `urlIcon` and `Landmark` `landmark`: the leading run of capitals is
    /// lowercased but for the one that starts the next word.
    private static func lowercasedLeadingCapitals(_ word: String) -> String {
        let characters = Array(word)
        var end = 0
        while end < characters.count, characters[end].isUppercase { end += 1 }
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    private static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension",
        "fallthrough", "false", "for", "func", "guard", "if", "import", "in", "init", "internal", "is", "let", "nil",
        "operator", "private", "protocol", "public", "repeat", "return", "self", "static", "struct", "subscript",
        "super", "switch", "throw", "throws", "true", "try", "var", "where", "while",
    ]

    /// Colors `Color(.name)` already means: as Xcode does, no symbol is generated for a colorset
    /// whose symbol would be one of them (`White` would make `Color(.white)` ambiguous).
    private static let systemColorNames: Set<String> = [
        "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
        "pink", "primary", "purple", "red", "secondary", "teal", "white", "yellow",
    ]

    /// The Swift file, deterministic: symbols in name order, the first of two names that make the
    /// same symbol kept.
    var source: String {
        var lines = [
            "// Generated by TrellisAssetSymbols from the target's asset catalogs; do not edit.",
            "// On Apple's platforms Xcode generates these symbols itself.",
            "#if os(Linux)",
            "import Foundation",
            "import Trellis",
            "",
            "private let resourceBundle = Foundation.Bundle.main",
        ]
        let colorNames = colors.filter { !Self.systemColorNames.contains(Self.symbol(for: $0, dropping: "Color") ?? "") }
        if !colorNames.isEmpty {
            lines += [""] + Self.declarations(of: colorNames.map { ($0, $0) }, type: "ColorResource", dropping: "Color", in: "extension ColorResource", indent: "")
        }
        if !images.isEmpty {
            lines += [""] + Self.declarations(of: images.map { ($0, $0) }, type: "ImageResource", dropping: "Image", in: "extension ImageResource", indent: "")
        }
        lines += ["#endif", ""]
        return lines.joined(separator: "\n")
    }

    /// `container` holding a symbol per asset of `names` (full name, name within the namespace),
    /// and an enum per namespace, as Xcode nests them: `ImageResource.Fountain.marble` for
    /// `Fountain/Marble`. Of two names that make the same symbol the first is kept.
    private static func declarations(
        of names: [(full: String, rest: String)], type: String, dropping suffix: String, in container: String, indent: String
    ) -> [String] {
        var lines = [indent + container + " {"]
        var seen: Set<String> = []
        var namespaces: [String: [(full: String, rest: String)]] = [:]
        for (full, rest) in names {
            if let slash = rest.firstIndex(of: "/") {
                namespaces[String(rest[..<slash]), default: []].append((full, String(rest[rest.index(after: slash)...])))
            } else if let symbol = symbol(for: rest, dropping: suffix), seen.insert(symbol).inserted {
                lines.append(indent + "    static let \(symbol) = \(type)(name: \(literal(full)), bundle: resourceBundle)")
            }
        }
        for namespace in namespaces.keys.sorted() {
            guard let name = symbol(for: namespace, dropping: ""), seen.insert(name).inserted else { continue }
            let typeName = name.trimmingCharacters(in: ["`"]).prefix(1).uppercased() + name.trimmingCharacters(in: ["`"]).dropFirst()
            lines += declarations(of: namespaces[namespace]!, type: type, dropping: suffix, in: "enum " + typeName, indent: indent + "    ")
        }
        return lines + [indent + "}"]
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
