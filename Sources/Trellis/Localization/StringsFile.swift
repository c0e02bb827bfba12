import Foundation

/// A `.strings` file: the old property-list text format of `"key" = "value";` pairs, with `/* */`
/// and `//` comments, `\"`, `\\`, `\n`, `\t`, `\r` and `\U00E9` escapes, and unquoted keys and
/// values of letters, digits and `_ . - / :`. UTF-8, or UTF-16 with a byte-order mark, as Xcode
/// writes it.
enum StringsFile {
    static func read(_ url: URL, name: String) throws(LocalizedStringsError) -> [(key: String, value: String)] {
        guard let data = try? Data(contentsOf: url) else {
            throw LocalizedStringsError(file: name, reason: "cannot be read")
        }
        let text: String?
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]) {
            text = String(data: data, encoding: .utf16)
        } else {
            text = String(data: data, encoding: .utf8)
        }
        guard let text else { throw LocalizedStringsError(file: name, reason: "is neither UTF-8 nor UTF-16 with a byte-order mark") }
        return try parse(text, name: name)
    }

    static func parse(_ text: String, name: String) throws(LocalizedStringsError) -> [(key: String, value: String)] {
        var parser = Parser(characters: Array(text.unicodeScalars), name: name)
        var pairs: [(key: String, value: String)] = []
        while true {
            try parser.skipSpaceAndComments()
            guard !parser.isAtEnd else { break }
            let key = try parser.string(what: "a key")
            try parser.skipSpaceAndComments()
            if parser.peek == ";" {
                // `"key";` alone: the key is its own value.
                parser.advance()
                pairs.append((key, key))
                continue
            }
            try parser.expect("=", after: "the key '\(key)'")
            try parser.skipSpaceAndComments()
            let value = try parser.string(what: "the value of '\(key)'")
            try parser.skipSpaceAndComments()
            try parser.expect(";", after: "the value of '\(key)'")
            pairs.append((key, value))
        }
        return pairs
    }

    private struct Parser {
        let characters: [Unicode.Scalar]
        let name: String
        var index = 0
        var line = 1

        var isAtEnd: Bool { index >= characters.count }
        var peek: Unicode.Scalar? { isAtEnd ? nil : characters[index] }

        mutating func advance() {
            if characters[index] == "\n" { line += 1 }
            index += 1
        }

        func error(_ reason: String, line: Int? = nil) -> LocalizedStringsError {
            LocalizedStringsError(file: name, line: line ?? self.line, reason: reason)
        }

        mutating func skipSpaceAndComments() throws(LocalizedStringsError) {
            while let character = peek {
                if character == "\u{FEFF}" || character.properties.isWhitespace {
                    advance()
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                    let start = line
                    advance(); advance()
                    while !isAtEnd, !(characters[index] == "*" && index + 1 < characters.count && characters[index + 1] == "/") { advance() }
                    guard !isAtEnd else { throw error("the comment that starts here is never closed with */", line: start) }
                    advance(); advance()
                } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                    while let next = peek, next != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        mutating func expect(_ character: Unicode.Scalar, after what: String) throws(LocalizedStringsError) {
            guard peek == character else {
                let found = peek.map { "'\($0)'" } ?? "the end of the file"
                throw error("expected '\(character)' after \(what), found \(found)")
            }
            advance()
        }

        static func isUnquoted(_ character: Unicode.Scalar) -> Bool {
            character.properties.isAlphabetic || ("0"..."9").contains(character) || "_.-/:$".unicodeScalars.contains(character)
        }

        mutating func string(what: String) throws(LocalizedStringsError) -> String {
            guard let first = peek else { throw error("expected \(what), found the end of the file") }
            if first != "\"" {
                guard Self.isUnquoted(first) else { throw error("expected \(what) in double quotes, found '\(first)'") }
                var text = ""
                while let character = peek, Self.isUnquoted(character) {
                    text.unicodeScalars.append(character)
                    advance()
                }
                return text
            }
            let start = line
            advance()
            var text = String.UnicodeScalarView()
            while true {
                guard let character = peek else { throw error("the string that starts here is never closed with \"", line: start) }
                advance()
                if character == "\"" { break }
                guard character == "\\" else {
                    text.append(character)
                    continue
                }
                guard let escaped = peek else { throw error("the string that starts here is never closed with \"", line: start) }
                advance()
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "r": text.append("\r")
                case "0": text.append("\0")
                case "U", "u":
                    var hex = ""
                    while hex.count < 4, let digit = peek, digit.properties.isASCIIHexDigit {
                        hex.unicodeScalars.append(digit)
                        advance()
                    }
                    guard hex.count == 4, let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else {
                        throw error("\\\(escaped) must be followed by four hexadecimal digits of a character")
                    }
                    text.append(scalar)
                default: text.append(escaped)
                }
            }
            return String(text)
        }
    }
}
