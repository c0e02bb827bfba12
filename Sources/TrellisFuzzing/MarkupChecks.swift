import Foundation

/// Checks on a written document that the Validator cannot make: it checks structure, not what
/// CSS numbers or hrefs say.
enum MarkupChecks {
    /// `inf` or `nan` standing as a number (`infpx`, `-inf`, `nan`) in a `<style>` element or a
    /// `style` attribute.
    static func nonFiniteCSSNumber(in document: String) -> String? {
        for css in styles(in: document) {
            let range = NSRange(css.startIndex..., in: css)
            if let match = nonFinite.firstMatch(in: css, range: range), let found = Range(match.range, in: css) {
                return String(css[found])
            }
        }
        return nil
    }

    /// The first href that is not a plain relative URL: one with a scheme, a `..` step (other than
    /// the one that leads from a theme's folder to the index), an absolute path, or a character a
    /// URL must percent-encode.
    static func unsafeHref(in document: String) -> String? {
        for href in attributeValues(named: "href", in: document) where !isPlainRelativeURL(href) {
            return href
        }
        return nil
    }

    static func isPlainRelativeURL(_ href: String) -> Bool {
        // Pages in a theme's folder lead back to the site's index with one leading `../`.
        let href = href.hasPrefix("../") ? String(href.dropFirst(3)) : href
        guard !href.isEmpty, !href.hasPrefix("/") else { return false }
        let path = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
        if path.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." }) { return false }
        return href.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~", "/", "#", "%": true
            default: false
            }
        }
    }

    // `inf`/`nan` not inside a longer word or class name (base-36 digests such as `t955inf`);
    // `px` or `%` may follow.
    private static let nonFinite = try! NSRegularExpression(pattern: "(?<![A-Za-z0-9_])-?(?:inf|nan)(?![A-Za-oq-z0-9_])")

    /// Every `<style>` element's text and `style` attribute's value. One pass over the bytes for
    /// each: searching a `String` from an index again and again (Foundation's `range(of:)`)
    /// converts the index to UTF-16 by walking the whole document each time, so a 0.6 MB page of
    /// thousands of styles took seconds.
    private static func styles(in document: String) -> [String] {
        let bytes = Array(document.utf8)
        return pieces(of: bytes, between: Array("<style".utf8), and: Array("</style>".utf8))
            + attributeValues(named: "style", in: bytes)
    }

    private static func attributeValues(named name: String, in document: String) -> [String] {
        attributeValues(named: name, in: Array(document.utf8))
    }

    private static func attributeValues(named name: String, in bytes: [UInt8]) -> [String] {
        pieces(of: bytes, between: Array(" \(name)=\"".utf8), and: [UInt8(ascii: "\"")])
            .map { $0.replacingOccurrences(of: "&amp;", with: "&") }
    }

    /// The text between each `open` and the first `close` after it, in order.
    private static func pieces(of bytes: [UInt8], between open: [UInt8], and close: [UInt8]) -> [String] {
        var found: [String] = []
        var index = 0
        while let start = firstIndex(of: open, in: bytes, from: index) {
            let valueStart = start + open.count
            guard let end = firstIndex(of: close, in: bytes, from: valueStart) else { break }
            found.append(String(decoding: bytes[valueStart..<end], as: UTF8.self))
            index = end
        }
        return found
    }

    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

/// The rule for page file names: what every file system and URL takes without escaping.
enum PageNames {
    static let maximumLength = 255

    static func problem(in fileName: String) -> String? {
        if fileName.utf8.count > maximumLength {
            return "file name of \(fileName.utf8.count) bytes (over \(maximumLength)): \(fileName.prefix(40))…"
        }
        if fileName.hasPrefix(".") { return "file name starts with a dot: \(fileName)" }
        let safe = fileName.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "0"..."9", "-", ".", "_": true
            default: false
            }
        }
        return safe ? nil : "file name with characters a URL must encode: \(oneLine(fileName))"
    }
}
