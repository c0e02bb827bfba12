/// File-name-safe names for themes, pages and destinations.
///
/// A slug is a safe file name and a safe relative URL on every system: lowercase ASCII letters
/// and digits joined by single hyphens, so no scheme (`javascript:`), no `.` or `..`, nothing a
/// URL must percent-encode, nothing a file system treats specially. Page names are built from
/// user text (a destination's navigation title), so the length is capped too: a longer slug is
/// cut and ends in a hash of the whole, which keeps long names that share a beginning apart and
/// is the same on every run and machine (FNV-1a, not Swift's per-process `Hasher`).
package enum Slug {
    /// The longest slug: a page's file name joins two (page and destination) with its variant's
    /// suffix, well within the 255 bytes file systems allow.
    package static let maximumLength = 60

    /// Camel case is split into words, so `StyleUpdateDemoView` becomes `style-update-demo-view`;
    /// text with no ASCII letter or digit becomes `page`.
    package static func make(_ text: String) -> String {
        var slug = ""
        var previous: Character?
        var pendingHyphen = false
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                pendingHyphen = !slug.isEmpty
                previous = nil
                continue
            }
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber {
                pendingHyphen = true
            }
            if pendingHyphen {
                slug.append("-")
                pendingHyphen = false
            }
            slug.append(Character(character.lowercased()))
            previous = character
        }
        if slug.isEmpty { return "page" }
        guard slug.utf8.count > maximumLength else { return slug }
        let suffix = hashSuffix(slug)
        var kept = String(slug.utf8.prefix(maximumLength - suffix.utf8.count - 1))!
        while kept.hasSuffix("-") { kept.removeLast() }
        return kept + "-" + suffix
    }

    /// Eight base-36 digits of the 64-bit FNV-1a hash of `slug`.
    private static func hashSuffix(_ slug: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in slug.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let digits = String(hash % 2_821_109_907_456, radix: 36)  // 36⁸
        return String(repeating: "0", count: 8 - digits.count) + digits
    }
}
