import Foundation
import Testing
@testable import Trellis

/// Dates and values in Text, formatted with the environment's locale, time zone and reference
/// date. The expected strings are what ICU (through Foundation) writes for en_US;
/// they pin that the environment, not the machine, decides.
@MainActor
struct TextFormattingTests {
    /// 2026-03-14 15:09:26 UTC.
    let date = Date(timeIntervalSince1970: 1_773_500_966)

    private func string(_ view: some View) -> String {
        view.resolved().root.texts[0].string
    }

    @Test func dateAndTimeStylesUseUTCAndEnUSByDefault() {
        #expect(string(Text(date, style: .date)) == "March 14, 2026")
        #expect(string(Text(date, style: .time)).replacingOccurrences(of: "\u{202F}", with: " ") == "3:09 PM")
    }

    @Test func theEnvironmentsTimeZoneMovesTheTime() {
        let tokyo = Text(date, style: .time).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
        #expect(string(tokyo).replacingOccurrences(of: "\u{202F}", with: " ") == "12:09 AM")
    }

    @Test func relativeStylesCountFromTheFixedReferenceDate() {
        let later = EnvironmentValues.fixedReferenceDate.addingTimeInterval(2 * 3600 + 23 * 60)
        let earlier = EnvironmentValues.fixedReferenceDate.addingTimeInterval(-(4 * 60 + 5))
        #expect(string(Text(later, style: .relative)) == "2 hours, 23 minutes")
        #expect(string(Text(later, style: .offset)) == "+2 hours, 23 minutes")
        #expect(string(Text(earlier, style: .offset)) == "-4 minutes, 5 seconds")
        #expect(string(Text(later, style: .timer)) == "2:23:00")
        #expect(string(Text(earlier, style: .timer)) == "4:05")
        let moved = Text(later, style: .relative).environment(\.referenceDate, later.addingTimeInterval(-60))
        #expect(string(moved) == "1 minute")
    }

    @Test func relativeStylesRoundTheSmallerUnitDown() {
        let later = EnvironmentValues.fixedReferenceDate.addingTimeInterval(2 * 3600 + 23 * 60 + 50)
        #expect(string(Text(later, style: .relative)) == "2 hours, 23 minutes")
    }

    @Test func formatStylesTakeTheEnvironmentsLocale() {
        #expect(string(Text(1234.5, format: .currency(code: "USD"))) == "$1,234.50")
        let posix = Text(1234.5, format: .currency(code: "USD")).environment(\.locale, Locale(identifier: "en_US_POSIX"))
        #expect(string(posix) == "$\u{00A0}1234.50")
        #expect(string(Text(0.25, format: .percent)) == "25%")
        #expect(string(Text(1_234_567, format: .number).environment(\.locale, Locale(identifier: "de_DE"))) == "1.234.567")
    }

    @Test func dateFormatStylesTakeTheTimeZoneToo() {
        let format = Date.FormatStyle.dateTime.year().month(.wide).day().hour().minute()
        #expect(string(Text(date, format: format)).replacingOccurrences(of: "\u{202F}", with: " ") == "March 14, 2026 at 3:09 PM")
    }
}
