import Foundation

/// Checks on a written document that the Validator cannot make: it checks structure, not what
/// CSS numbers or hrefs say.
enum MarkupChecks {
    /// `inf` or `nan` standing as a number (`infpx`, `-inf`, `nan`) in a `<style>` element or a
    /// `style` attribute.
    static func nonFiniteCSSNumber(in document: String) -> String? {
        for piece in styles(in: document) {
            let css = String(piece)
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

    private static func styles(in document: String) -> [Substring] {
        var found: [Substring] = []
        var rest = document[...]
        while let open = rest.range(of: "<style"), let close = rest.range(of: "</style>", range: open.upperBound..<rest.endIndex) {
            found.append(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
        }
        return found + attributeValues(named: "style", in: document).map { $0[...] }
    }

    private static func attributeValues(named name: String, in document: String) -> [String] {
        var values: [String] = []
        var rest = document[...]
        let marker = " " + name + "=\""
        while let start = rest.range(of: marker) {
            guard let end = rest[start.upperBound...].firstIndex(of: "\"") else { break }
            values.append(String(rest[start.upperBound..<end]).replacingOccurrences(of: "&amp;", with: "&"))
            rest = rest[end...]
        }
        return values
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
