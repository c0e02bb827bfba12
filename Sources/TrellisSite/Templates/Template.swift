/// A page shell: HTML text with named placeholders such as `{{title}}`.
///
/// Parsed once into segments, so filling it for each page is a single pass that appends into one
/// buffer, with no re-scanning of the text. Placeholder names are checked against the names the
/// renderer supplies when the template is parsed, not when a page happens to need them.
public struct Template: Hashable, Sendable {
    /// A run of the template: text written as it is, or a placeholder filled in for each page.
    public enum Segment: Hashable, Sendable {
        /// Text copied into every page unchanged.
        case text(String)
        /// A placeholder's name, replaced by its value for each page.
        case placeholder(String)
    }

    /// Where the template came from, as given; used in error messages only.
    public let path: String
    /// The parsed template, in order.
    public let segments: [Segment]

    /// Parses `text`. A placeholder is `{{name}}`, optionally with spaces inside the braces; a name
    /// not in `placeholders` is an error naming the file, line and column.
    public init(parsing text: String, path: String, placeholders: [String]) throws(TemplateError) {
        self.path = path
        let known = Set(placeholders)
        let bytes = Array(text.utf8)
        var segments: [Segment] = []
        var literalStart = 0
        var index = 0
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")

        while index + 1 < bytes.count {
            guard bytes[index] == open, bytes[index + 1] == open else {
                index += 1
                continue
            }
            let tagStart = index
            var end = index + 2
            while end + 1 < bytes.count, !(bytes[end] == close && bytes[end + 1] == close) { end += 1 }
            guard end + 1 < bytes.count else {
                let (line, column) = Self.position(of: tagStart, in: bytes)
                throw .unterminatedPlaceholder(path: path, line: line, column: column)
            }
            let rawName = String(decoding: bytes[(tagStart + 2)..<end], as: UTF8.self)
            let name = rawName.trimmingSpaces()
            guard !name.isEmpty else {
                let (line, column) = Self.position(of: tagStart, in: bytes)
                throw .emptyPlaceholder(path: path, line: line, column: column)
            }
            guard known.contains(name) else {
                let (line, column) = Self.position(of: tagStart, in: bytes)
                throw .unknownPlaceholder(
                    name: name, path: path, line: line, column: column, known: placeholders.sorted())
            }
            if literalStart < tagStart {
                segments.append(.text(String(decoding: bytes[literalStart..<tagStart], as: UTF8.self)))
            }
            segments.append(.placeholder(name))
            index = end + 2
            literalStart = index
        }
        if literalStart < bytes.count {
            segments.append(.text(String(decoding: bytes[literalStart...], as: UTF8.self)))
        }
        self.segments = segments
    }

    /// The placeholder names the template uses, in order of first use.
    public var placeholders: [String] {
        var seen: Set<String> = []
        return segments.compactMap { segment in
            guard case .placeholder(let name) = segment, seen.insert(name).inserted else { return nil }
            return name
        }
    }

    /// Fills the template. `value` is asked for each placeholder occurrence and must return markup
    /// that is already escaped for where it goes.
    public func render(_ value: (String) -> String) -> String {
        var output = ""
        output.reserveCapacity(segments.reduce(0) { size, segment in
            if case .text(let text) = segment { return size + text.utf8.count }
            return size + 64
        })
        for segment in segments {
            switch segment {
            case .text(let text): output += text
            case .placeholder(let name): output += value(name)
            }
        }
        return output
    }

    /// 1-based line and column (in characters) of a byte offset; only computed for errors.
    private static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for i in 0..<offset where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return (line, column)
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
