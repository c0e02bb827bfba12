import Foundation

// The environment values dates and numbers are written with. (h16-text adds more values to this
// file; on merge, its version supersedes this one, whose declarations it repeats verbatim.)

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US_POSIX") }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }

extension EnvironmentValues {
    /// The locale dates and numbers are written in: en_US_POSIX unless a screen sets one, never
    /// the machine's, so that output is the same everywhere (`.environment(\.locale, Locale(identifier: "en_US"))`
    /// writes "$1,234.50" where en_US_POSIX writes "$ 1234.50").
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// UTC unless a screen sets another.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Gregorian unless a screen sets another.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
