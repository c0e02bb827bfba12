import Foundation

/// The Swift symbols Xcode generates for an app's asset catalogs, `ImageResource.logo` and
/// `ColorResource.brand` (for `Image(.logo)` and `Color(.brand)`), written for Linux: the whole
/// file is inside `#if os(Linux)`, since on Apple's platforms Xcode generates its own. The
/// `Color` and shape-style members a project can opt into are not generated, as in a project that
/// hasn't: apps of before Xcode 15 often declare members of those names themselves.
struct AssetSymbols {
    /// The imageset and colorset names, as `Image("name")` and `Color("name")` use them.
    var images: [String] = []
    var colors: [String] = []

    /// Reads the names of every imageset and colorset in `catalogs` (`.xcassets` folders). Assets
    /// inside a folder that provides a namespace are left out: their symbols are not generated.
    init(catalogs: [URL]) throws {
        for catalog in catalogs { try collect(catalog) }
        images = Array(Set(images)).sorted()
        colors = Array(Set(colors)).sorted()
    }

    private mutating func collect(_ folder: URL) throws {
        let manager = FileManager.default
        let entries = try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        for entry in entries where (try? entry.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            let name = entry.deletingPathExtension().lastPathComponent
            switch entry.pathExtension {
            case "imageset": images.append(name)
            case "colorset": colors.append(name)
            case "":
                if !Self.providesNamespace(entry) { try collect(entry) }
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
        let colorSymbols = Self.unique(colors, dropping: "Color").filter { !Self.systemColorNames.contains($0.symbol) }
        let imageSymbols = Self.unique(images, dropping: "Image")
        if !colorSymbols.isEmpty {
            lines += ["", "extension ColorResource {"]
            lines += colorSymbols.map { "    static let \($0.symbol) = ColorResource(name: \(Self.literal($0.name)), bundle: resourceBundle)" }
            lines += ["}"]
        }
        if !imageSymbols.isEmpty {
            lines += ["", "extension ImageResource {"]
            lines += imageSymbols.map { "    static let \($0.symbol) = ImageResource(name: \(Self.literal($0.name)), bundle: resourceBundle)" }
            lines += ["}"]
        }
        lines += ["#endif", ""]
        return lines.joined(separator: "\n")
    }

    private static func unique(_ names: [String], dropping suffix: String) -> [(name: String, symbol: String)] {
        var seen: Set<String> = []
        return names.compactMap { name in
            guard let symbol = symbol(for: name, dropping: suffix), seen.insert(symbol).inserted else { return nil }
            return (name, symbol)
        }
    }

    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
