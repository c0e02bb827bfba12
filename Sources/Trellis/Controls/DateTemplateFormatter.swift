import Foundation

/// The date formatters the date pickers draw their fields with, one per template and environment.
///
/// Making a `DateFormatter` and localizing a template loads the locale's calendar data from ICU,
/// which costs far more than formatting a date: a screen of 50 date pickers, resolved once per
/// state page it leads to, spent most of its 13 s making formatters. Kept in a bounded cache
/// (`BoundedCache`, each formatter counted as `formatterBytes`), keyed by everything that changes
/// the output, so a field reads the same as with a new formatter.
@MainActor
enum DateTemplateFormatter {
    private struct Key: Hashable {
        let template: String
        let locale: Locale
        let timeZone: TimeZone
        let calendar: Calendar
    }

    /// A formatter with its localized pattern and the locale's calendar symbols, estimated: a
    /// budget of 4 MiB then keeps 256 formatters, more templates and environments than a site has.
    private static let formatterBytes = 16 << 10

    private static var formatters = BoundedCache<Key, DateFormatter>(budget: 4 << 20)

    /// How many formatters are kept: one per template and environment, not one per picker.
    static var made: Int { formatters.count }

    /// The formatter for `template`, localized for the environment's locale, time zone and calendar.
    static func formatter(_ template: String, in environment: EnvironmentValues) -> DateFormatter {
        let key = Key(template: template, locale: environment.locale, timeZone: environment.timeZone, calendar: environment.calendar)
        if let kept = formatters.value(for: key) { return kept }
        let formatter = DateFormatter()
        formatter.locale = key.locale
        formatter.timeZone = key.timeZone
        formatter.calendar = key.calendar
        formatter.setLocalizedDateFormatFromTemplate(template)
        formatters.store(formatter, for: key, bytes: Self.formatterBytes)
        return formatter
    }
}
