import Foundation

/// English grammatical agreement for Markdown's `^[…](inflect: true)` runs, as Foundation's
/// automatic grammar agreement writes `Text("^[\(count) room](inflect: true)")`: "1 room",
/// "3 rooms", "2 people". Foundation on Linux has no morphology engine, so this is Trellis's own,
/// and English only.
///
/// The number is the first one in the run (digits, with `,` grouping and a `.` fraction); exactly
/// 1 keeps the singular, any other number (0, 2, 1.5) takes the plural. The word that agrees is
/// the run's last word, the head of an English noun phrase ("3 new message" → "3 new messages").
/// Plurals: the irregular table below, then -s/-x/-z/-ch/-sh → -es, consonant + y → -ies, else
/// -s; a written plural from the table (or a regular -s plural) goes back to the singular for 1.
/// Case is kept ("Person" → "People"). Left out: other languages, the `morphology` and
/// `agreeWithArgument`/`agreeWithConcept` attributes, and words the rules above get wrong
/// (-f/-fe nouns other than the table's, Latin and Greek plurals).
enum EnglishInflection {
    /// Singular → plural for the nouns English does not pluralize with -s.
    static let irregular: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "mouse": "mice",
        "foot": "feet", "tooth": "teeth", "goose": "geese", "ox": "oxen", "louse": "lice",
        "die": "dice", "leaf": "leaves", "life": "lives", "knife": "knives", "wife": "wives",
        "half": "halves", "wolf": "wolves", "shelf": "shelves", "loaf": "loaves", "thief": "thieves",
        "calf": "calves", "elf": "elves", "potato": "potatoes", "tomato": "tomatoes", "hero": "heroes",
        "echo": "echoes", "cactus": "cacti", "criterion": "criteria", "phenomenon": "phenomena",
        "analysis": "analyses", "crisis": "crises", "thesis": "theses", "index": "indices",
        "quiz": "quizzes",
    ]
    /// Nouns whose plural is the singular.
    static let unchanged: Set<String> = [
        "sheep", "fish", "deer", "series", "species", "moose", "aircraft", "offspring", "salmon",
        "trout", "news", "info", "information", "equipment", "feedback", "music", "rice", "money",
    ]
    /// Plurals in -ies whose singular ends in -ie, not -y.
    static let ieNouns: Set<String> = ["movies", "cookies", "zombies", "pies", "ties", "lies", "calories", "rookies", "selfies"]
    private static let singularOfIrregular = Dictionary(uniqueKeysWithValues: irregular.map { ($1, $0) })

    /// `text` with its last word agreeing with its first number; unchanged without both.
    static func agree(_ text: String) -> String {
        var pieces = [text]
        agree(&pieces)
        return pieces[0]
    }

    /// The same across the texts of a run's pieces (a run may hold `**3** rooms`): the number
    /// from the first piece that has one, the word from the last piece after it that has one.
    static func agree(_ pieces: inout [String]) {
        let texts = pieces
        guard let pieceIndex = texts.firstIndex(where: { number(in: $0) != nil }), let count = number(in: texts[pieceIndex])
        else { return }
        for index in pieces.indices.reversed() where index >= pieceIndex {
            let characters = Array(pieces[index])
            guard var end = characters.lastIndex(where: \.isLetter) else { continue }
            end += 1
            var start = end - 1
            while start > 0, characters[start - 1].isLetter || characters[start - 1] == "'" { start -= 1 }
            // The word must come after the number when both are in one piece.
            if index == pieceIndex, let numberEnd = numberEnd(in: pieces[index]), start < numberEnd { return }
            let word = String(characters[start..<end])
            let agreed = count == 1 ? singular(of: word) : plural(of: word)
            pieces[index] = String(characters[..<start]) + agreed + String(characters[end...])
            return
        }
    }

    /// The first number in `text`: digits with `,` between groups and an optional `.` fraction.
    static func number(in text: String) -> Double? {
        guard let range = numberRange(in: text) else { return nil }
        return Double(text[range].replacingOccurrences(of: ",", with: ""))
    }

    private static func numberEnd(in text: String) -> Int? {
        numberRange(in: text).map { text.distance(from: text.startIndex, to: $0.upperBound) }
    }

    private static func numberRange(in text: String) -> Range<String.Index>? {
        guard let start = text.firstIndex(where: { $0.isASCII && $0.isNumber }) else { return nil }
        var end = start
        while end < text.endIndex {
            let character = text[end]
            if character.isASCII && character.isNumber { end = text.index(after: end); continue }
            let next = text.index(after: end)
            if character == "," || character == ".", next < text.endIndex, text[next].isASCII, text[next].isNumber {
                end = next
                continue
            }
            break
        }
        return start..<end
    }

    /// The plural of a singular English noun; a word already plural is kept.
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        if unchanged.contains(lower) || singularOfIrregular[lower] != nil { return word }
        if let plural = irregular[lower] { return matchingCase(plural, of: word) }
        let last = lower.last ?? " ", beforeLast = lower.dropLast().last ?? " "
        let suffix: String
        if lower.hasSuffix("ch") || lower.hasSuffix("sh") || "sxz".contains(last) {
            // A word ending in one s is read as already plural ("rooms"), unless it is short
            // ("bus", "gas") or ends in -us ("bonus", "status").
            if last == "s", !lower.hasSuffix("ss"), !lower.hasSuffix("us"), lower.count > 3 { return word }
            suffix = "es"
        } else if last == "y", !"aeiou".contains(beforeLast) {
            return matchingCase(String(lower.dropLast()) + "ies", of: word)
        } else {
            suffix = "s"
        }
        return word + (word == word.uppercased() && word != lower ? suffix.uppercased() : suffix)
    }

    /// The singular of an English noun written as a plural; a singular is kept.
    static func singular(of word: String) -> String {
        let lower = word.lowercased()
        if unchanged.contains(lower) || irregular[lower] != nil { return word }
        if let singular = singularOfIrregular[lower] { return matchingCase(singular, of: word) }
        if ieNouns.contains(lower) { return String(word.dropLast()) }
        if lower.hasSuffix("ies"), lower.count > 4 { return matchingCase(String(lower.dropLast(3)) + "y", of: word) }
        for ending in ["ches", "shes", "sses", "xes", "zes"] where lower.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is"), lower.count > 3 {
            return String(word.dropLast())
        }
        return word
    }

    /// `replacement` in the case `original` is written in: all capitals, a capital first, or lower.
    private static func matchingCase(_ replacement: String, of original: String) -> String {
        if original.count > 1, original == original.uppercased() { return replacement.uppercased() }
        if original.first?.isUppercase == true { return replacement.prefix(1).uppercased() + replacement.dropFirst() }
        return replacement
    }
}
