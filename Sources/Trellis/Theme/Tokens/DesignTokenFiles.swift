import Foundation

/// Reading themes from DTCG files: a tokens file (one set serves light and dark) or a
/// `.resolver.json` (light and dark from its mode modifier).
enum DesignTokenFiles {
    static func readJSON(_ path: String, shownAs shown: String) throws(DesignTokenError) -> Any {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw DesignTokenError(file: shown, message: "cannot read the file")
        }
        do {
            return try JSONDecoder().decode(ParsedJSON.self, from: data).value
        } catch {
            throw DesignTokenError(file: shown, message: "not valid JSON: " + Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        guard case DecodingError.dataCorrupted(let context) = error else { return String(describing: error) }
        let underlying = context.underlyingError.map { ($0 as NSError).userInfo[NSDebugDescriptionErrorKey] as? String } ?? nil
        return underlying ?? context.debugDescription
    }

    static func isResolver(_ path: String, document: Any) -> Bool {
        path.hasSuffix(".resolver.json") || (document as? [String: Any])?["resolutionOrder"] != nil
    }

    /// `acme.tokens.json` → `acme`.
    static func stem(of path: String) -> String {
        let name = (path as NSString).lastPathComponent
        return name.split(separator: ".").first.map(String.init) ?? name
    }
}

extension Theme {
    /// The theme a design-tokens file describes, in the Design Tokens Community Group's format
    /// 2025.10: a tokens file, whose colors serve light and dark alike, or a `.resolver.json`
    /// whose modifier with `light` and `dark` contexts gives each scheme its colors. Token paths
    /// are the Theme's key paths (`colors.background`, `spacing.small`, `fonts.body`); the theme
    /// is named by the resolver's `name`, else by the file name before its first dot.
    ///
    /// `fontFamilies` are the brand font families a typography token may name besides the system ones.
    public init(designTokensFile path: String, fontFamilies: [String] = []) throws(DesignTokenError) {
        let document = try DesignTokenFiles.readJSON(path, shownAs: path)
        let light: DesignTokenTree
        let dark: DesignTokenTree
        var name = DesignTokenFiles.stem(of: path)
        if DesignTokenFiles.isResolver(path, document: document) {
            guard let object = document as? [String: Any] else {
                throw DesignTokenError(file: path, message: "a resolver must be a JSON object")
            }
            let resolver = try DesignTokenResolver(file: path, document: object)
            light = try resolver.tokens(for: .light)
            dark = try resolver.tokens(for: .dark)
            if let given = resolver.name, !given.isEmpty { name = given }
        } else {
            var tree = DesignTokenTree()
            try tree.add(document, file: path)
            light = tree
            dark = tree
        }
        self = try ThemeTokenMapping.theme(named: name, light: light, dark: dark, file: path, fonts: fontFamilies)
    }
}

/// JSON read with JSONDecoder rather than JSONSerialization: on Linux the latter reads
/// 0.8666666666666667 as 0.8666666666666668, and an exported color would not read back equal.
/// Its value is the tree the token reader walks: dictionaries, arrays, String, Double, Bool.
private struct ParsedJSON: Decodable {
    let value: Any

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var items: [Any] = []
            while !array.isAtEnd { items.append(try array.decode(ParsedJSON.self).value) }
            value = items
        } else if let object = try? decoder.container(keyedBy: Key.self) {
            var members: [String: Any] = [:]
            for key in object.allKeys { members[key.stringValue] = try object.decode(ParsedJSON.self, forKey: key).value }
            value = members
        } else {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                value = NSNull()
            } else if let bool = try? single.decode(Bool.self) {
                value = bool
            } else if let number = try? single.decode(Double.self) {
                value = number
            } else {
                value = try single.decode(String.self)
            }
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
