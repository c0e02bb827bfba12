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
        // Every control's state link names itself by its label, once per resolution of every
        // state's page, so this runs often: ASCII text (nearly all of it) is read byte by byte,
        // which Character's Unicode properties made the hottest path of a page with many toggles.
        let slug = text.utf8.allSatisfy { $0 < 0x80 } ? words(ofASCII: text) : words(of: text)
        if slug.isEmpty { return "page" }
        guard slug.utf8.count > maximumLength else { return slug }
        let suffix = hashSuffix(slug)
        var kept = String(slug.utf8.prefix(maximumLength - suffix.utf8.count - 1))!
        while kept.hasSuffix("-") { kept.removeLast() }
        return kept + "-" + suffix
    }

    /// Lowercase ASCII letters and digits of `text`, its other characters and camel-case
    /// boundaries turned into single hyphens between words.
    private static func words(of text: String) -> String {
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
        return slug
    }

    /// `words(of:)` for text that is all ASCII, where each byte is a character.
    private static func words(ofASCII text: String) -> String {
        var slug: [UInt8] = []
        var previous: UInt8?
        var pendingHyphen = false
        for byte in text.utf8 {
            let isUpper = (0x41...0x5A).contains(byte)
            let isLower = (0x61...0x7A).contains(byte)
            let isDigit = (0x30...0x39).contains(byte)
            guard isUpper || isLower || isDigit else {
                pendingHyphen = !slug.isEmpty
                previous = nil
                continue
            }
            if isUpper, let previous, (0x61...0x7A).contains(previous) || (0x30...0x39).contains(previous) {
                pendingHyphen = true
            }
            if pendingHyphen {
                slug.append(0x2D)
                pendingHyphen = false
            }
            slug.append(isUpper ? byte + 0x20 : byte)
            previous = byte
        }
        return String(decoding: slug, as: UTF8.self)
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
