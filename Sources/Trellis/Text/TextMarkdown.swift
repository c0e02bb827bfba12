import Foundation

/// The inline Markdown SwiftUI renders in a Text literal (AttributedString's
/// `inlineOnlyPreservingWhitespace`): `**strong**` and `__strong__`, `*emphasis*` and `_emphasis_`,
/// `` `code` ``, `~~strikethrough~~`, `[text](destination)` and backslash escapes, with
/// CommonMark's flanking rules (so `snake_case` and `2 * 3 * 4` stay as written). Whitespace and
/// line breaks are kept. Foundation on Linux has no Markdown parser, so this is Trellis's own.
///
/// Apple's attribute runs, `^[text](attributes)`, show their text; `inflect: true` makes its last
/// word agree with its number (`EnglishInflection`), as Foundation's automatic grammar agreement
/// does: `^[\(count) room](inflect: true)` is "1 room", "3 rooms".
///
/// Left out, as inline-only parsing leaves them out too: blocks (headings, lists, quotes),
/// images, autolinks, HTML, reference links and link titles.
enum InlineMarkdown {
    struct Span: Hashable {
        var text: String
        var isStrong = false
        var isEmphasized = false
        var isCode = false
        var isStrikethrough = false
        var link: URL?
    }

    /// The characters that can start markup; a key with none of them is plain text.
    static func mayHaveMarkup(_ source: String) -> Bool {
        source.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x60 || $0 == 0x7E || $0 == 0x5B || $0 == 0x5C }
    }

    /// `value` with every character markup could read escaped, so it shows as written.
    static func escaped(_ value: String) -> String {
        guard mayHaveMarkup(value) else { return value }
        var out = ""
        for character in value {
            if "*_`~[]\\".contains(character) { out.append("\\") }
            out.append(character)
        }
        return out
    }

    static func spans(of source: String) -> [Span] {
        var parser = Parser(characters: Array(source))
        var spans: [Span] = []
        for node in parser.parse(0..<parser.characters.count) where !node.text.isEmpty {
            if let last = spans.last, last.hasStyle(of: node.span) {
                spans[spans.count - 1].text += node.text
            } else {
                var span = node.span
                span.text = node.text
                spans.append(span)
            }
        }
        return spans
    }

    /// A piece of text with the style it ends up in, or a run of `*`, `_` or `~` that may yet
    /// open or close emphasis (its unused characters stay as text).
    fileprivate struct Node {
        var text: String
        var span = Span(text: "")
        var delimiter: Character?
        var count = 0
        var canOpen = false
        var canClose = false
        var originalCount = 0
    }

    fileprivate struct Parser {
        let characters: [Character]

        func isPunctuation(_ character: Character) -> Bool {
            character.isPunctuation || character.isSymbol
        }

        /// The nodes of `characters[range]`, emphasis resolved.
        mutating func parse(_ range: Range<Int>) -> [Node] {
            var nodes: [Node] = []
            var index = range.lowerBound
            func appendText(_ text: String) {
                if let last = nodes.last, last.delimiter == nil, last.span == Span(text: "") {
                    nodes[nodes.count - 1].text += text
                } else {
                    nodes.append(Node(text: text))
                }
            }
            while index < range.upperBound {
                let character = characters[index]
                switch character {
                case "\\" where index + 1 < range.upperBound && isASCIIPunctuation(characters[index + 1]):
                    appendText(String(characters[index + 1]))
                    index += 2
                case "`":
                    if let (code, end) = codeSpan(at: index, limit: range.upperBound) {
                        var node = Node(text: code)
                        node.span.isCode = true
                        nodes.append(node)
                        index = end
                    } else {
                        var end = index
                        while end < range.upperBound && characters[end] == "`" { end += 1 }
                        appendText(String(characters[index..<end]))
                        index = end
                    }
                case "^" where index + 1 < range.upperBound && characters[index + 1] == "[":
                    if let (textRange, attributes, end) = attributedRun(at: index + 1, limit: range.upperBound) {
                        var inner = parse(textRange)
                        if Self.inflects(attributes) {
                            var texts = inner.map(\.text)
                            EnglishInflection.agree(&texts)
                            for position in inner.indices { inner[position].text = texts[position] }
                        }
                        nodes.append(contentsOf: inner)
                        index = end
                    } else {
                        appendText("^")
                        index += 1
                    }
                case "[":
                    if let (textRange, url, end) = link(at: index, limit: range.upperBound) {
                        for var node in parse(textRange) {
                            node.span.link = url
                            nodes.append(node)
                        }
                        index = end
                    } else {
                        appendText("[")
                        index += 1
                    }
                case "*", "_", "~":
                    var end = index
                    while end < range.upperBound && characters[end] == character { end += 1 }
                    let count = end - index
                    if character == "~" && count != 2 {
                        appendText(String(characters[index..<end]))
                    } else {
                        nodes.append(delimiterRun(character, from: index, to: end, in: range, count: count))
                    }
                    index = end
                default:
                    appendText(String(character))
                    index += 1
                }
            }
            resolveEmphasis(&nodes)
            return nodes
        }

        func isASCIIPunctuation(_ character: Character) -> Bool {
            guard let ascii = character.asciiValue else { return false }
            return (0x21...0x2F).contains(ascii) || (0x3A...0x40).contains(ascii)
                || (0x5B...0x60).contains(ascii) || (0x7B...0x7E).contains(ascii)
        }

        /// CommonMark's left- and right-flanking rules, and `_`'s stricter ones inside words.
        func delimiterRun(_ character: Character, from start: Int, to end: Int, in range: Range<Int>, count: Int) -> Node {
            let before: Character = start > range.lowerBound ? characters[start - 1] : " "
            let after: Character = end < range.upperBound ? characters[end] : " "
            let leftFlanking = !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
            let rightFlanking = !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
            var node = Node(text: String(repeating: character, count: count), delimiter: character, count: count, originalCount: count)
            if character == "_" {
                node.canOpen = leftFlanking && (!rightFlanking || isPunctuation(before))
                node.canClose = rightFlanking && (!leftFlanking || isPunctuation(after))
            } else {
                node.canOpen = leftFlanking
                node.canClose = rightFlanking
            }
            return node
        }

        /// A code span from the backtick run at `start` to the next run of the same length; its
        /// content with line breaks as spaces and one space trimmed from each end when both have one.
        func codeSpan(at start: Int, limit: Int) -> (String, Int)? {
            var open = start
            while open < limit && characters[open] == "`" { open += 1 }
            let length = open - start
            var index = open
            while index < limit {
                guard characters[index] == "`" else { index += 1; continue }
                var close = index
                while close < limit && characters[close] == "`" { close += 1 }
                if close - index == length {
                    var content = String(characters[open..<index].map { $0 == "\n" ? " " : $0 })
                    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = String(content.dropFirst().dropLast())
                    }
                    return (content, close)
                }
                index = close
            }
            return nil
        }

        /// The `]` that closes the `[` at `start` (brackets nest; a backslash escapes), if any.
        func closingBracket(from start: Int, limit: Int) -> Int? {
            var depth = 0
            var index = start
            while index < limit {
                let character = characters[index]
                if character == "\\" { index += 2; continue }
                if character == "[" { depth += 1 }
                if character == "]" {
                    depth -= 1
                    if depth == 0 { return index }
                }
                index += 1
            }
            return nil
        }

        /// `[text](destination)`: the text's range, the URL, and where the link ends.
        func link(at start: Int, limit: Int) -> (Range<Int>, URL, Int)? {
            guard let close = closingBracket(from: start, limit: limit), close + 1 < limit, characters[close + 1] == "(" else { return nil }
            var end = close + 2
            while end < limit && characters[end] != ")" && !characters[end].isWhitespace { end += 1 }
            guard end < limit, characters[end] == ")" else { return nil }
            let destination = String(characters[(close + 2)..<end])
            guard let url = URL(string: destination) else { return nil }
            return (start + 1..<close, url, end + 1)
        }

        /// Apple's attribute syntax, `^[text](attributes)` from the `[` at `start`: the text's range,
        /// the attributes as written (JSON 5 without its braces), and where the run ends.
        func attributedRun(at start: Int, limit: Int) -> (Range<Int>, String, Int)? {
            guard let close = closingBracket(from: start, limit: limit), close + 1 < limit, characters[close + 1] == "(" else { return nil }
            var end = close + 2, nesting = 0, quote: Character?
            while end < limit {
                let character = characters[end]
                if let open = quote {
                    if character == open { quote = nil }
                } else if character == "\"" || character == "'" {
                    quote = character
                } else if character == "(" || character == "{" {
                    nesting += 1
                } else if character == ")" || character == "}" {
                    if nesting == 0 { break }
                    nesting -= 1
                }
                end += 1
            }
            guard end < limit, characters[end] == ")" else { return nil }
            return (start + 1..<close, String(characters[(close + 2)..<end]), end + 1)
        }

        /// Whether an attribute run asks for grammatical agreement (`inflect: true`).
        static func inflects(_ attributes: String) -> Bool {
            let compact = attributes.filter { !$0.isWhitespace && $0 != "\"" && $0 != "'" }
            return compact.hasPrefix("inflect:true") || compact.contains(",inflect:true") || compact.contains("{inflect:true")
        }

        /// CommonMark's "process emphasis": each closer takes the nearest opener of its character,
        /// two characters each (strong) when both have two, else one; what is left stays text.
        func resolveEmphasis(_ nodes: inout [Node]) {
            var closer = 0
            while closer < nodes.count {
                guard nodes[closer].delimiter != nil, nodes[closer].canClose, nodes[closer].count > 0 else {
                    closer += 1
                    continue
                }
                let character = nodes[closer].delimiter
                var opener = closer - 1
                var found: Int?
                while opener >= 0 {
                    let candidate = nodes[opener]
                    if candidate.delimiter == character, candidate.canOpen, candidate.count > 0 {
                        let bothWays = candidate.canClose || nodes[closer].canOpen
                        let multipleOfThree = (candidate.originalCount + nodes[closer].originalCount) % 3 == 0
                            && (candidate.originalCount % 3 != 0 || nodes[closer].originalCount % 3 != 0)
                        if !(bothWays && multipleOfThree) { found = opener; break }
                    }
                    opener -= 1
                }
                guard let found else {
                    if !nodes[closer].canOpen { nodes[closer].canClose = false }
                    closer += 1
                    continue
                }
                let used = character == "~" ? 2 : (nodes[found].count >= 2 && nodes[closer].count >= 2 ? 2 : 1)
                if character == "~" && (nodes[found].count < 2 || nodes[closer].count < 2) {
                    closer += 1
                    continue
                }
                for inner in (found + 1)..<closer {
                    if character == "~" { nodes[inner].span.isStrikethrough = true }
                    else if used == 2 { nodes[inner].span.isStrong = true }
                    else { nodes[inner].span.isEmphasized = true }
                    // Delimiters between a matched pair can no longer match across it.
                    if nodes[inner].delimiter != nil { nodes[inner].canOpen = false; nodes[inner].canClose = false }
                }
                nodes[found].count -= used
                nodes[closer].count -= used
                nodes[found].text = String(nodes[found].text.dropLast(used))
                nodes[closer].text = String(nodes[closer].text.dropFirst(used))
                if nodes[closer].count == 0 { closer += 1 }
            }
        }
    }
}

extension InlineMarkdown.Span {
    fileprivate func hasStyle(of other: InlineMarkdown.Span) -> Bool {
        isStrong == other.isStrong && isEmphasized == other.isEmphasized && isCode == other.isCode
            && isStrikethrough == other.isStrikethrough && link == other.link
    }
}
