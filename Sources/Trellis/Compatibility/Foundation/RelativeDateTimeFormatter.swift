import Foundation

// Foundation on Linux has no RelativeDateTimeFormatter ("2 hours ago", "yesterday"), which news,
// feed and chat apps use for their timestamps. This is Foundation's class, written on top of
// `Date.AnchoredRelativeFormatStyle`, which Linux's Foundation has, so the words are ICU's (CLDR)
// as on Apple's platforms.

/// A formatter that writes how far a date is from another, as Foundation's does: "2 hours ago",
/// "in 5 min.", "yesterday". Each unit style is the ICU style Apple's formatter uses (`.short` is
/// "2 hr. ago", `.abbreviated` "2h ago").
///
/// `string(for:)` and `localizedString(fromTimeInterval:)` count from the clock, as Foundation's
/// do; `localizedString(for:relativeTo:)` from the date it is given, so a page stays the same.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    /// Whether a date is written with numbers ("1 day ago") or a name where the language has one
    /// ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 1 week".
        case numeric = 0
        /// "yesterday", "next week".
        case named = 1
    }

    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2mo ago" where the language has a narrower form.
        case abbreviated = 3
    }

    /// Numbers or names; `.numeric` unless set, as in Foundation.
    open var dateTimeStyle: DateTimeStyle = .numeric
    /// How units are written; `.full` unless set, as in Foundation.
    open var unitsStyle: UnitsStyle = .full
    /// Where the string goes in a sentence, which decides its first letter's case in some languages.
    open var formattingContext: Formatter.Context = .unknown
    /// The calendar that counts days, weeks and months; the current one unless set.
    open var calendar: Calendar! = .current
    /// The language the string is in; the current locale unless set.
    open var locale: Locale! = .current

    /// A formatter with Foundation's defaults: numeric dates, full units, the current locale.
    public override init() {
        super.init()
    }

    /// Foundation's coding initializer; Trellis keeps no archived formatters, so this gives the defaults.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// "2 hours ago": how far `date` is from `referenceDate`, in the largest unit that fits.
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        style(anchor: date).format(referenceDate)
    }

    /// "in 5 minutes": a time interval from now, in the largest unit that fits.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// "1 day ago" for `DateComponents(day: -1)`: the components added to now, in the largest unit
    /// that fits.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = Date()
        let date = (calendar ?? .current).date(byAdding: dateComponents, to: now) ?? now
        return localizedString(for: date, relativeTo: now)
    }

    /// A `Date` written relative to now; nil for anything else, as in Foundation.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    private func style(anchor: Date) -> Date.AnchoredRelativeFormatStyle {
        let units: Date.RelativeFormatStyle.UnitsStyle = switch unitsStyle {
        case .full: .wide
        case .spellOut: .spellOut
        case .short: .abbreviated
        case .abbreviated: .narrow
        }
        let capitalization: FormatStyleCapitalizationContext = switch formattingContext {
        case .beginningOfSentence: .beginningOfSentence
        case .middleOfSentence: .middleOfSentence
        case .standalone: .standalone
        case .listItem: .listItem
        default: .unknown
        }
        return Date.AnchoredRelativeFormatStyle(
            anchor: anchor, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units,
            locale: locale ?? .current, calendar: calendar ?? .current, capitalizationContext: capitalization)
    }
}
