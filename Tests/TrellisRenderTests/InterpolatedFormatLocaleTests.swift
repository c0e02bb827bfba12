import Foundation
import Testing
import Trellis
@testable import TrellisTestSupport

/// `"\(value, format: style)"` in a LocalizedStringKey formats with the environment's locale, as
/// `Text(value, format: style)` does: en_US unless a screen sets another. German writes
/// 1234.5 as "1.234,5" (CLDR's de grouping and decimal marks, as ICU has them).
@MainActor struct InterpolatedFormatLocaleTests {
    func strings<V: View>(_ view: V) -> [String] {
        view.resolved().root.subtree().compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
    }

    @Test func anInterpolatedFormatFollowsTheEnvironmentsLocale() {
        let german = strings(VStack {
            Text("Total \(1234.5, format: .number)")
            Text(1234.5, format: .number)
        }.environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german == ["Total 1.234,5", "1.234,5"])
    }

    @Test func withoutALocaleBothUseEnUS() {
        let plain = strings(VStack {
            Text("Total \(1234.5, format: .number)")
            Text(1234.5, format: .number)
        })
        // en_US, as a simulator starts, groups thousands.
        #expect(plain == ["Total 1,234.5", "1,234.5"])
    }

    /// iOS writes a number interpolated into a key through a printf placeholder in the
    /// environment's locale: `%lld` for an integer, `%lf` (six decimals) for a floating-point
    /// value. A string, verbatim or not, is shown as it is.
    @Test func anInterpolatedNumberIsWrittenAsIOSWritesIt() {
        let count = 1_000
        let big: UInt64 = .max
        let texts = strings(VStack {
            Text("\(1_000)")
            Text("\(count) items")
            Text("\(-1_234_567)")
            Text("\(big)")
            Text("\(3.5)")
            Text("\(Float(1234.5))")
            Text("\(CGFloat(2))")
            Text("\(1234.5, specifier: "%.1f")")
            Text(verbatim: "\(1_000)")
            Text(String(count))
        })
        #expect(texts == [
            "1,000", "1,000 items", "-1,234,567", "18,446,744,073,709,551,615", "3.500000",
            "1,234.500000", "2.000000", "1,234.5", "1000", "1000",
        ])
    }

    @Test func anInterpolatedNumberFollowsTheEnvironmentsLocale() {
        let german = strings(VStack {
            Text("\(1_000)")
            Text("\(1234.5)")
        }.environment(\.locale, Locale(identifier: "de_DE")))
        #expect(german == ["1.000", "1.234,500000"])
        let posix = strings(Text("\(1_000)").environment(\.locale, Locale(identifier: "en_US_POSIX")))
        #expect(posix == ["1000"])
    }

    @Test func aFormattedValueIsNotReadAsMarkdownAndTheLiteralIs() {
        let texts = strings(VStack {
            Text("**Sum** \(0.5, format: .percent)")
            Text(0.5, format: .percent)
        }.environment(\.locale, Locale(identifier: "de_DE")))
        #expect(texts.count == 2 && texts[0] == "Sum " + texts[1] && texts[1].hasPrefix("50"))
    }
}
