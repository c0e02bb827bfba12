import Foundation
import Synchronization

/// A plural category, as CLDR names them: which form of a word a number takes in a language.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
    case zero, one, two, few, many, other
}

/// CLDR's cardinal plural rules, evaluated in Swift: Linux's Foundation has no API that says
/// which plural form a number takes. The rules are recorded from CLDR by
/// `scripts/record-plural-rules.py` into `PluralRules+CLDR.swift`; each language's conditions are
/// parsed once, on first use.
public enum PluralRules {
    /// The category `number` falls in for `language` (an identifier such as `ar`, `pt_PT` or
    /// `de-CH`; the most specific one CLDR has wins, and a language it lacks has only `other`).
    public static func category(of number: Double, language: String) -> PluralCategory {
        category(of: Operands(number), language: language)
    }

    /// The category of an integer in `language`.
    public static func category<T: BinaryInteger>(of number: T, language: String) -> PluralCategory {
        category(of: Operands(integer: number), language: language)
    }

    static func category(of operands: Operands, language: String) -> PluralCategory {
        for (category, condition) in rules(for: language) where condition.holds(for: operands) { return category }
        return .other
    }

    /// The categories a language distinguishes, `other` last: what a catalog's plural variations
    /// of that language may hold.
    public static func categories(of language: String) -> [PluralCategory] {
        rules(for: language).map(\.0) + [.other]
    }

    private static let parsed = Mutex<[String: [(PluralCategory, Condition)]]>([:])

    private static func rules(for language: String) -> [(PluralCategory, Condition)] {
        let key = cldrKey(for: language)
        if let rules = parsed.withLock({ $0[key] }) { return rules }
        let rules = (cldr[key] ?? []).map { ($0.0, Condition.parse($0.1)) }
        parsed.withLock { $0[key] = rules }
        return rules
    }

    /// `pt-PT` → `pt_PT` when CLDR has it, else the language alone (`de-CH` → `de`).
    static func cldrKey(for language: String) -> String {
        let underscored = language.replacingOccurrences(of: "-", with: "_")
        if cldr[underscored] != nil { return underscored }
        let base = String(underscored.prefix { $0 != "_" }).lowercased()
        return cldr[base] != nil ? base : "root"
    }

    /// A number as CLDR's rules see it (UTS #35, "Plural Operand Meanings").
    struct Operands {
        /// The absolute value.
        var n: Double
        /// The integer digits.
        var i: Double
        /// The count of visible fraction digits, with and without trailing zeros.
        var v: Double, w: Double
        /// The visible fraction digits, with and without trailing zeros.
        var f: Double, t: Double
        /// The compact decimal exponent; always 0 here.
        var e: Double = 0

        init<T: BinaryInteger>(integer: T) {
            let value = Double(integer.magnitude)
            self.init(n: value, i: value, v: 0, w: 0, f: 0, t: 0)
        }

        init(n: Double, i: Double, v: Double, w: Double, f: Double, t: Double) {
            self.n = n; self.i = i; self.v = v; self.w = w; self.f = f; self.t = t
        }

        /// An integral value counts as an integer ("1 file" for 1.0); otherwise the fraction
        /// digits are the shortest that give the number back.
        init(_ number: Double) {
            let value = abs(number)
            guard value.isFinite, value != value.rounded(.towardZero) else {
                self.init(integer: Int64(value.isFinite && value < 9e18 ? value : 0))
                return
            }
            let text = "\(value)"
            let fraction = text.split(separator: ".").dropFirst().first.map(String.init) ?? ""
            let digits = fraction.contains("e") ? "" : fraction
            let trimmed = String(digits.reversed().drop { $0 == "0" }.reversed())
            self.init(
                n: value, i: value.rounded(.towardZero), v: Double(digits.count), w: Double(trimmed.count),
                f: Double(digits) ?? 0, t: Double(trimmed) ?? 0)
        }

        func value(of operand: Character) -> Double {
            switch operand {
            case "n": n
            case "i": i
            case "v": v
            case "w": w
            case "f": f
            case "t": t
            default: e // "e" and its synonym "c"
            }
        }
    }

    /// A rule's condition: `or` of `and`s of relations such as `n % 100 != 11..14`.
    struct Condition {
        struct Relation {
            var operand: Character
            var modulus: Double?
            var isNegated: Bool
            var ranges: [ClosedRange<Double>]

            func holds(for operands: Operands) -> Bool {
                var value = operands.value(of: operand)
                if let modulus { value = value.truncatingRemainder(dividingBy: modulus) }
                // A range holds integers only: 1.5 is not in 1..2.
                let inside = ranges.contains { $0.contains(value) && (value == value.rounded() || $0.lowerBound == $0.upperBound) }
                return inside != isNegated
            }
        }

        var alternatives: [[Relation]]

        func holds(for operands: Operands) -> Bool {
            alternatives.contains { $0.allSatisfy { $0.holds(for: operands) } }
        }

        /// Parses CLDR's syntax (`i = 1 and v = 0`); the recorded table is the only input, and its
        /// tests parse every language's rules.
        static func parse(_ text: String) -> Condition {
            let alternatives = text.components(separatedBy: " or ").map { alternative in
                alternative.components(separatedBy: " and ").compactMap(relation)
            }
            return Condition(alternatives: alternatives)
        }

        private static func relation(_ text: String) -> Relation? {
            let words = text.split(separator: " ").map(String.init)
            guard let operand = words.first?.first else { return nil }
            var index = 1
            var modulus: Double?
            if index + 1 < words.count, words[index] == "%" {
                modulus = Double(words[index + 1])
                index += 2
            }
            guard index + 1 < words.count else { return nil }
            let isNegated = words[index] == "!="
            let ranges = words[index + 1].split(separator: ",").compactMap { part -> ClosedRange<Double>? in
                let bounds = part.components(separatedBy: "..").compactMap(Double.init)
                guard let low = bounds.first else { return nil }
                return low...(bounds.last ?? low)
            }
            return Relation(operand: operand, modulus: modulus, isNegated: isNegated, ranges: ranges)
        }
    }
}
