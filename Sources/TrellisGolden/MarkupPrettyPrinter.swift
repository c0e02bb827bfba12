/// Lays out XML, SVG or polyglot HTML one element per line, indented by depth, so a line diff
/// of two goldens points at the element that changed.
///
/// It is a layout pass, not a parser: it never rejects input and never rewrites a tag, text or
/// comment. It only adds line breaks and indentation between elements whose parent holds no text,
/// and drops text there that is all whitespace (the emitters write none that matters). An element
/// with text among its children stays on one line exactly as written (`<span>Hello</span>`,
/// `<p>Hi <b>you</b></p>`), as `xmllint --format` does, so every text node of the printed markup
/// is byte for byte one of the original's. CSS inside `<style>` is laid out one declaration per
/// line, outside strings, comments and parentheses. The output depends only on the input and is
/// idempotent: printing printed markup changes nothing.
public enum MarkupPrettyPrinter {
    /// Returns `markup` one element per line, each nested level indented by one more `indent`.
    public static func format(_ markup: String, indent: String = "  ") -> String {
        let tokens = MarkupTokenizer(markup).tokens()
        var out = ""
        out.reserveCapacity(markup.utf8.count + markup.utf8.count / 4)
        let inline = inlineElements(tokens)
        var depth = 0
        var index = 0
        func emit(_ text: Substring, at level: Int) {
            for _ in 0..<level { out += indent }
            out += text
            out += "\n"
        }
        while index < tokens.count {
            switch tokens[index] {
            case .startTag(let name, let raw, let isSelfClosing):
                if isSelfClosing || htmlVoidElements.contains(name.lowercased()) {
                    emit(raw, at: depth)
                } else if let end = inline[index] {
                    emit(Substring(tokens[index...end].map(\.source).joined()), at: depth)
                    index = end
                } else {
                    emit(raw, at: depth)
                    depth += 1
                }
            case .endTag(_, let raw):
                depth = max(0, depth - 1)
                emit(raw, at: depth)
            case .text(let text):
                if !text.allSatisfy(\.isWhitespace) { emit(text, at: depth) }
            case .rawText(let element, let text):
                let lines = element == "style" ? CSSLayout.lines(text) : text.split(separator: "\n").map {
                    $0.drop(while: { $0 == " " || $0 == "\t" })
                }
                for line in lines where !line.allSatisfy(\.isWhitespace) {
                    emit(line, at: depth)
                }
            case .other(let raw):
                emit(raw, at: depth)
            }
            index += 1
        }
        return out
    }

    /// For each start tag whose element holds text (or nothing), the index of its end tag: those
    /// elements are printed on one line as written. Found in one pass with a stack of open tags;
    /// an end tag closes the nearest open tag of its name, and tags left open print as blocks.
    static func inlineElements(_ tokens: [MarkupToken]) -> [Int: Int] {
        var open: [(name: Substring, index: Int, hasText: Bool)] = []
        var inline: [Int: Int] = [:]
        for (index, token) in tokens.enumerated() {
            switch token {
            case .startTag(let name, _, let isSelfClosing):
                if !isSelfClosing, !htmlVoidElements.contains(name.lowercased()) {
                    open.append((name, index, false))
                }
            case .endTag(let name, _):
                guard let position = open.lastIndex(where: { $0.name == name }) else { continue }
                let element = open[position]
                if element.hasText || element.index + 1 == index { inline[element.index] = index }
                open.removeSubrange(position...)
            case .text(let text):
                if !text.allSatisfy(\.isWhitespace), !open.isEmpty { open[open.count - 1].hasText = true }
            case .rawText, .other:
                break
            }
        }
        return inline
    }

    static let htmlVoidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]
}

enum MarkupToken: Equatable {
    case startTag(name: Substring, raw: Substring, isSelfClosing: Bool)
    case endTag(name: Substring, raw: Substring)
    case text(Substring)
    /// The content of `<script>` or `<style>`, which may hold `<` without starting a tag.
    case rawText(element: String, Substring)
    /// A comment, doctype, processing instruction or CDATA section.
    case other(Substring)

    /// The token as it appears in the markup.
    var source: Substring {
        switch self {
        case .startTag(_, let raw, _), .endTag(_, let raw), .text(let raw), .rawText(_, let raw), .other(let raw): raw
        }
    }
}

/// Splits markup into tags, text and the rest, by scanning UTF-8 once.
struct MarkupTokenizer {
    private let source: Substring
    private let bytes: [UInt8]
    private let indices: [String.Index]

    init(_ markup: String) {
        source = markup[...]
        bytes = Array(markup.utf8)
        // One String.Index per byte position is the simplest way to slice by byte offsets.
        var indices: [String.Index] = []
        indices.reserveCapacity(bytes.count + 1)
        var index = markup.utf8.startIndex
        while index != markup.utf8.endIndex {
            indices.append(index)
            index = markup.utf8.index(after: index)
        }
        indices.append(markup.utf8.endIndex)
        self.indices = indices
    }

    private func slice(_ start: Int, _ end: Int) -> Substring { source[indices[start]..<indices[end]] }

    private func find(_ needle: String, from start: Int, caseInsensitive: Bool = false) -> Int? {
        let needle = Array(needle.utf8)
        guard needle.count <= bytes.count else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            var matches = true
            for j in 0..<needle.count {
                var byte = bytes[i + j]
                if caseInsensitive, byte >= 65, byte <= 90 { byte += 32 }
                if byte != needle[j] { matches = false; break }
            }
            if matches { return i }
            i += 1
        }
        return nil
    }

    private func isNameByte(_ byte: UInt8) -> Bool {
        !(byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x2F || byte == 0x3E)
    }

    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    private func hasPrefix(_ prefix: String, at i: Int) -> Bool {
        let prefix = Array(prefix.utf8)
        return i + prefix.count <= bytes.count && Array(bytes[i..<(i + prefix.count)]) == prefix
    }

    func tokens() -> [MarkupToken] {
        var tokens: [MarkupToken] = []
        var i = 0
        let n = bytes.count
        while i < n {
            guard bytes[i] == UInt8(ascii: "<") else {
                var end = i
                while end < n, bytes[end] != UInt8(ascii: "<") { end += 1 }
                tokens.append(.text(slice(i, end)))
                i = end
                continue
            }
            func until(_ terminator: String) -> Int {
                find(terminator, from: i + 1).map { $0 + terminator.utf8.count } ?? n
            }
            if hasPrefix("<!--", at: i) {
                let end = until("-->"); tokens.append(.other(slice(i, end))); i = end
            } else if hasPrefix("<![CDATA[", at: i) {
                let end = until("]]>"); tokens.append(.other(slice(i, end))); i = end
            } else if hasPrefix("<!", at: i) || hasPrefix("<?", at: i) {
                let end = until(">"); tokens.append(.other(slice(i, end))); i = end
            } else if hasPrefix("</", at: i) {
                let end = until(">")
                var nameEnd = i + 2
                while nameEnd < end, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                tokens.append(.endTag(name: slice(i + 2, nameEnd), raw: slice(i, end)))
                i = end
            } else if i + 1 < n, isLetter(bytes[i + 1]) {
                var nameEnd = i + 1
                while nameEnd < n, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                // The tag ends at the first '>' outside a quoted attribute value.
                var end = nameEnd
                var quote: UInt8?
                while end < n {
                    let byte = bytes[end]
                    if let open = quote { if byte == open { quote = nil } }
                    else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte }
                    else if byte == UInt8(ascii: ">") { break }
                    end += 1
                }
                end = min(end + 1, n)
                let name = slice(i + 1, nameEnd)
                let isSelfClosing = end >= 2 && bytes[end - 1] == UInt8(ascii: ">") && bytes[end - 2] == UInt8(ascii: "/")
                tokens.append(.startTag(name: name, raw: slice(i, end), isSelfClosing: isSelfClosing))
                i = end
                let element = name.lowercased()
                if !isSelfClosing, element == "style" || element == "script" {
                    let close = find("</" + element, from: i, caseInsensitive: true) ?? n
                    if close > i { tokens.append(.rawText(element: element, slice(i, close))) }
                    i = close
                }
            } else {
                // A '<' that starts nothing is text.
                var end = i + 1
                while end < n, bytes[end] != UInt8(ascii: "<") { end += 1 }
                tokens.append(.text(slice(i, end)))
                i = end
            }
        }
        return tokens
    }
}

/// Breaks a stylesheet into one rule head, declaration or closing brace per line.
enum CSSLayout {
    static func lines(_ css: Substring) -> [Substring] {
        var lines: [Substring] = []
        var depth = 0
        var current = ""
        var quote: Character?
        var parentheses = 0
        var inComment = false
        var previous: Character = " "
        func flush() {
            let trimmed = current.trimmingWhitespace()
            if !trimmed.isEmpty { lines.append(Substring(String(repeating: "  ", count: depth) + trimmed)) }
            current = ""
        }
        for character in css {
            defer { previous = character }
            if inComment {
                current.append(character)
                if previous == "*", character == "/" { inComment = false }
                continue
            }
            if let open = quote {
                current.append(character)
                if character == open, previous != "\\" { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character; current.append(character)
            case "*" where previous == "/": inComment = true; current.append(character)
            case "(": parentheses += 1; current.append(character)
            case ")": parentheses = max(0, parentheses - 1); current.append(character)
            case "{" where parentheses == 0:
                current.append(character); flush(); depth += 1
            case ";" where parentheses == 0:
                current.append(character); flush()
            case "}" where parentheses == 0:
                flush(); depth = max(0, depth - 1); current = "}"; flush()
            case "\n", "\r", "\t":
                current.append(" ")
            default: current.append(character)
            }
        }
        flush()
        return lines
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        var slice = self[...]
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }
}
