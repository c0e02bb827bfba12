import Foundation
import Testing
import Trellis
@testable import TrellisTestSupport

/// `"\(value, format: style)"` in a LocalizedStringKey formats with the environment's locale, as
/// `Text(value, format: style)` does: en_US_POSIX unless a screen sets another. German writes
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

    @Test func withoutALocaleBothUseEnUSPOSIX() {
        let plain = strings(VStack {
            Text("Total \(1234.5, format: .number)")
            Text(1234.5, format: .number)
        })
        // en_US_POSIX writes numbers without grouping.
        #expect(plain == ["Total 1234.5", "1234.5"])
    }

    @Test func aFormattedValueIsNotReadAsMarkdownAndTheLiteralIs() {
        let texts = strings(VStack {
            Text("**Sum** \(0.5, format: .percent)")
            Text(0.5, format: .percent)
        }.environment(\.locale, Locale(identifier: "de_DE")))
        #expect(texts.count == 2 && texts[0] == "Sum " + texts[1] && texts[1].hasPrefix("50"))
    }
}
