import Foundation

/// The public functions declared in `extension View` blocks of a folder of Swift sources, by name
/// and file: what a reader looks up to find every overload of a modifier. It reads the text, with
/// comments and string literals blanked so that a brace or `func` inside one doesn't count.
struct ViewModifierIndex {
    /// Each modifier name and the files (relative to the folder) that declare it.
    private(set) var files: [String: Set<String>] = [:]

    /// Indexes every `.swift` file below `folder`.
    init(folder: URL) throws {
        let base = folder.standardizedFileURL.path
        guard let walk = FileManager.default.enumerator(atPath: base) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: base])
        }
        for case let path as String in walk where path.hasSuffix(".swift") {
            let text = try String(contentsOfFile: base + "/" + path, encoding: .utf8)
            for name in Self.viewModifierNames(in: text) {
                files[name, default: []].insert(path)
            }
        }
    }

    /// The names declared in more than one file, each with its files, sorted.
    var namesInSeveralFiles: [(name: String, files: [String])] {
        files.filter { $0.value.count > 1 }
            .map { (name: $0.key, files: $0.value.sorted()) }
            .sorted { $0.name < $1.name }
    }

    /// The names of the public functions directly inside `extension View …` blocks of `source`.
    static func viewModifierNames(in source: String) -> Set<String> {
        let code = Array(blankingCommentsAndStrings(source).utf8)
        var names: Set<String> = []
        var index = 0
        while let start = find(Array("extension".utf8), in: code, from: index) {
            index = start + 1
            guard start == 0 || !isIdentifier(code[start - 1]) else { continue }
            var cursor = skipSpaces(code, start + "extension".utf8.count)
            guard let word = identifier(code, at: cursor), word == "View" else { continue }
            cursor += word.utf8.count
            guard cursor < code.count, !isIdentifier(code[cursor]) else { continue }
            // The header runs to the block's opening brace (`where …` may come before it).
            guard let open = code[cursor...].firstIndex(of: UInt8(ascii: "{")) else { break }
            var depth = 0
            var member = [UInt8]()
            var position = open
            repeat {
                let byte = code[position]
                if byte == UInt8(ascii: "{") {
                    if depth == 1 { names.formUnion(publicFunctionNames(member)); member = [] }
                    depth += 1
                } else if byte == UInt8(ascii: "}") {
                    depth -= 1
                } else if depth == 1 {
                    member.append(byte)
                }
                position += 1
            } while depth > 0 && position < code.count
            names.formUnion(publicFunctionNames(member))
            index = position
        }
        return names
    }

    /// The names of `public … func name` declarations in a run of code at one level.
    private static func publicFunctionNames(_ code: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        var index = 0
        var sawPublic = false
        while index < code.count {
            guard isIdentifier(code[index]), index == 0 || !isIdentifier(code[index - 1]),
                  let word = identifier(code, at: index) else {
                if code[index] == UInt8(ascii: ";") || code[index] == UInt8(ascii: "=") { sawPublic = false }
                index += 1
                continue
            }
            index += word.utf8.count
            switch word {
            case "public", "open": sawPublic = true
            case "private", "fileprivate", "internal", "var", "let", "init", "subscript", "typealias":
                sawPublic = false
            case "func":
                let nameStart = skipSpaces(code, index)
                if sawPublic, let name = identifier(code, at: nameStart) { names.insert(name) }
                sawPublic = false
            default: break
            }
        }
        return names
    }

    /// `source` with every comment and string literal's contents replaced by spaces, so that
    /// braces and keywords are only code's. Interpolations (`\( … )`) are code and kept.
    static func blankingCommentsAndStrings(_ source: String) -> String {
        let input = Array(source.utf8)
        var output = input
        // Each open string: its closing delimiter (`"`, `"""`, with its `#`s), and for each
        // interpolation inside it the parentheses still open.
        var strings: [(close: [UInt8], interpolations: [Int])] = []
        var index = 0
        func blank(_ range: Range<Int>) {
            for position in range where output[position] != UInt8(ascii: "\n") { output[position] = UInt8(ascii: " ") }
        }
        while index < input.count {
            let byte = input[index]
            if let string = strings.last, string.interpolations.isEmpty {
                let pounds = string.close.count - (string.close.starts(with: Array("\"\"\"".utf8)) ? 3 : 1)
                if byte == UInt8(ascii: "\\") {
                    let afterPounds = index + 1 + pounds
                    if input[(index + 1)..<min(afterPounds, input.count)].allSatisfy({ $0 == UInt8(ascii: "#") }),
                       afterPounds < input.count, input[afterPounds] == UInt8(ascii: "(") {
                        blank(index..<(afterPounds + 1))
                        strings[strings.count - 1].interpolations.append(1)
                        index = afterPounds + 1
                        continue
                    }
                    if pounds == 0 { blank(index..<min(index + 2, input.count)); index += 2; continue }
                }
                if input[index...].starts(with: string.close) {
                    strings.removeLast()
                    index += string.close.count
                    continue
                }
                blank(index..<(index + 1))
                index += 1
                continue
            }
            if input[index...].starts(with: Array("//".utf8)) {
                let end = input[index...].firstIndex(of: UInt8(ascii: "\n")) ?? input.count
                blank(index..<end)
                index = end
                continue
            }
            if input[index...].starts(with: Array("/*".utf8)) {
                var depth = 0
                var end = index
                repeat {
                    if input[end...].starts(with: Array("/*".utf8)) { depth += 1; end += 2 }
                    else if input[end...].starts(with: Array("*/".utf8)) { depth -= 1; end += 2 }
                    else { end += 1 }
                } while depth > 0 && end < input.count
                blank(index..<min(end, input.count))
                index = end
                continue
            }
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                var pounds = 0
                while index + pounds < input.count, input[index + pounds] == UInt8(ascii: "#") { pounds += 1 }
                let quote = index + pounds
                if quote < input.count, input[quote] == UInt8(ascii: "\"") {
                    let triple = input[quote...].starts(with: Array("\"\"\"".utf8))
                    let quotes = Array((triple ? "\"\"\"" : "\"").utf8)
                    strings.append((close: quotes + Array(repeating: UInt8(ascii: "#"), count: pounds), interpolations: []))
                    index = quote + quotes.count
                    continue
                }
            }
            if !strings.isEmpty {
                // Inside an interpolation: code, until its parentheses close.
                let last = strings.count - 1
                let open = strings[last].interpolations.count - 1
                if byte == UInt8(ascii: "(") { strings[last].interpolations[open] += 1 }
                if byte == UInt8(ascii: ")") {
                    strings[last].interpolations[open] -= 1
                    if strings[last].interpolations[open] == 0 {
                        strings[last].interpolations.removeLast()
                        blank(index..<(index + 1))
                    }
                }
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte >= 0x80
    }

    private static func identifier(_ code: [UInt8], at index: Int) -> String? {
        var end = index
        while end < code.count, isIdentifier(code[end]) { end += 1 }
        return end > index ? String(decoding: code[index..<end], as: UTF8.self) : nil
    }

    private static func skipSpaces(_ code: [UInt8], _ index: Int) -> Int {
        var index = index
        while index < code.count, code[index] == UInt8(ascii: " ") || code[index] == UInt8(ascii: "\n")
            || code[index] == UInt8(ascii: "\t") { index += 1 }
        return index
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
