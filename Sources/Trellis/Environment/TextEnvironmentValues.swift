import Foundation

// The environment values text reads: how dates and numbers are written, and the case, spacing
// and scaling of its lines.

private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct ReferenceDateKey: EnvironmentKey { static let defaultValue = EnvironmentValues.fixedReferenceDate }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The locale dates and numbers are written in: en_US unless a screen sets one, as a
    /// simulator starts, and never the machine's, so that output is the same everywhere
    /// ("1,000", "$1,234.50", "9:41 AM"). Foundation's formatting data ships with the toolchain.
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

    /// 2026-01-01 09:41:00 UTC: "now" for a render, which is a snapshot.
    public static let fixedReferenceDate = Date(timeIntervalSince1970: 1_767_260_460)

    /// The "now" relative date styles (`.relative`, `.offset`, `.timer`) count from: the fixed
    /// `fixedReferenceDate` unless a screen sets one. Trellis never reads the clock; code that
    /// calls `Date()` or `.now` itself renders differently on every run.
    public var referenceDate: Date {
        get { self[ReferenceDateKey.self] }
        set { self[ReferenceDateKey.self] = newValue }
    }

    /// `.textCase(_:)`: text below shows in this case; nil keeps it as written.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }

    /// `.lineSpacing(_:)`: space added between the lines of a text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// `.minimumScaleFactor(_:)`: how far a text may shrink to fit its lines, 1 for not at all.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// `.allowsTightening(_:)`: whether a text that would be truncated may tighten its letter
    /// spacing first, by at most 5% of its width (ResolvedTextTightening.swift).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

extension Text {
    /// A case transformation `textCase(_:)` applies to text.
    public enum Case: Hashable, Sendable {
        /// All capitals or all lower case.
        case uppercase, lowercase

        func apply(to string: String, locale: Locale) -> String {
            switch self {
            case .uppercase: string.uppercased(with: locale)
            case .lowercase: string.lowercased(with: locale)
            }
        }
    }
}
