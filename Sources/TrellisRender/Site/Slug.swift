/// File-name-safe names for themes, pages and destinations.
enum Slug {
    /// Lowercase ASCII letters and digits joined by single hyphens; camel case is split into words,
    /// so `StyleUpdateDemoView` becomes `style-update-demo-view`.
    static func make(_ text: String) -> String {
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
        return slug.isEmpty ? "page" : slug
    }
}
