/// Xcode's pseudo-languages, which show where a screen's text is not localized or will not fit:
/// applied to every localized string (its translation, else its development-language value, else
/// its key), never to `Text(verbatim:)` or a `String` value, and never to the values interpolated
/// into it.
public enum PseudoLanguage: String, CaseIterable, Hashable, Sendable {
    /// Each run of text said twice ("Cancel Cancel"): about the growth of German or Finnish.
    case doubleLength = "pseudo-double"
    /// Letters with accents ("Çàñçéĺ"): text that escaped localization stays plain.
    case accented = "pseudo-accented"
    /// The string between `[#` and `#]`: a cut-off end shows as a missing bracket.
    case bounded = "pseudo-bounded"
    /// The characters in reverse order, as a right-to-left override shows them. Only the strings:
    /// the layout does not mirror yet.
    case rightToLeft = "pseudo-rtl"

    /// The language as Xcode's scheme options name it.
    public var displayName: String {
        switch self {
        case .doubleLength: "Double-Length Pseudolanguage"
        case .accented: "Accented Pseudolanguage"
        case .bounded: "Bounded String Pseudolanguage"
        case .rightToLeft: "Right-to-Left Pseudolanguage"
        }
    }

    typealias Segment = LocalizedStringKey.FormattedParts.Segment

    /// The pieces of a filled localized string, transformed: the format's own text changes, the
    /// values inserted into it do not (except that right-to-left reverses their order and theirs).
    func transform(_ segments: [Segment]) -> [Segment] {
        switch self {
        case .doubleLength:
            return segments.map { segment in
                guard case .literal(let text) = segment else { return segment }
                return .literal(Self.doubled(text))
            }
        case .accented:
            return segments.map { segment in
                guard case .literal(let text) = segment else { return segment }
                return .literal(Self.accented(text))
            }
        case .bounded:
            return [.literal("[# ")] + segments + [.literal(" #]")]
        case .rightToLeft:
            return segments.reversed().map { segment in
                switch segment {
                case .literal(let text): .literal(String(text.reversed()))
                case .value(let text): .value(String(text.reversed()))
                case .formatted, .text: segment
                }
            }
        }
    }

    /// `text` said twice, its surrounding spaces kept once: "Hello " → "Hello Hello ".
    static func doubled(_ text: String) -> String {
        let leading = text.prefix { $0 == " " }
        let trailing = text.reversed().prefix { $0 == " " }
        let core = text.dropFirst(leading.count).dropLast(trailing.count)
        guard !core.isEmpty else { return text }
        return leading + core + " " + core + String(trailing)
    }

    /// Letters from Latin-1 and Latin Extended-A, which every font Trellis draws with covers;
    /// a Markdown link's target (`](…)`) is kept as written, so the link still works.
    static func accented(_ text: String) -> String {
        var result = ""
        var inTarget = false
        var previous: Character = " "
        for character in text {
            if previous == "]" && character == "(" { inTarget = true }
            if inTarget {
                if character == ")" { inTarget = false }
                result.append(character)
            } else {
                result.append(accents[character] ?? character)
            }
            previous = character
        }
        return result
    }

    private static let accents: [Character: Character] = {
        let plain = Array("acdeghijklnorstuwyzACDEGHIJKLNORSTUWYZ")
        let marked = Array("àçďéĝĥîĵķĺñöŕšţüŵýžÅÇĎÉĜĤÎĴĶĹÑÖŔŠŢÜŴÝŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
