import Foundation
import Testing
@testable import Trellis

/// CLDR's plural rules, evaluated in Swift, against CLDR's own examples of each rule
/// (PluralRuleSamples.swift, recorded from the same release by scripts/record-plural-rules.py).
struct PluralRulesTests {
    @Test func everyCLDRSampleFallsInItsCategory() {
        #expect(Self.samples.count > 100)
        for (language, category, numbers) in Self.samples {
            for number in numbers {
                #expect(PluralRules.category(of: number, language: language) == category, "\(language) \(number)")
            }
        }
    }

    /// A condition the parser could not read would hold for nothing and pass unnoticed, so each
    /// relation of each rule must come out with an operand and a range.
    @Test func everyRuleParsesIntoAllItsRelations() {
        for (language, rules) in PluralRules.cldr {
            for (category, text) in rules {
                let condition = PluralRules.Condition.parse(text)
                let relations = text.components(separatedBy: " or ").map { $0.components(separatedBy: " and ").count }
                #expect(condition.alternatives.map(\.count) == relations, "\(language) \(category): \(text)")
                #expect(condition.alternatives.allSatisfy { $0.allSatisfy { !$0.ranges.isEmpty } }, "\(language) \(category)")
            }
        }
    }

    @Test func languagesNameTheirCategories() {
        #expect(PluralRules.categories(of: "ar") == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.categories(of: "ru") == [.one, .few, .many, .other])
        #expect(PluralRules.categories(of: "ja") == [.other])
        #expect(PluralRules.categories(of: "xx") == [.other], "a language CLDR lacks has only other")
    }

    @Test func regionsAndScriptsFallBackToTheirLanguage() {
        #expect(PluralRules.cldrKey(for: "pt-PT") == "pt_PT")
        #expect(PluralRules.cldrKey(for: "de-CH") == "de")
        #expect(PluralRules.cldrKey(for: "zh-Hans") == "zh")
    }

    /// Visible fraction digits count: English "1.5 files" is other; French "1,5 fichier" is one.
    @Test func decimalsUseTheirVisibleDigits() {
        #expect(PluralRules.category(of: 1.5, language: "en") == .other)
        #expect(PluralRules.category(of: 1.5, language: "fr") == .one)
        #expect(PluralRules.category(of: 1.0, language: "en") == .one, "an integral value counts as an integer")
        #expect(PluralRules.category(of: 2.5, language: "ru") == .other)
    }
}
