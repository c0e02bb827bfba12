import Foundation

/// A date or a value a Text shows formatted. Formatting waits for the environment, so that the
/// screen's locale, time zone and reference date (TextEnvironmentValues.swift) decide it, never
/// the machine's: the same screen renders the same bytes everywhere.
struct TextFormatting: Sendable {
    let format: @Sendable (EnvironmentValues) -> String
    /// The placeholder a localization key writes for the value (`%lld` for an integer), and the
    /// value a translation's own placeholder formats, when it is a number; a value formatted by a
    /// style is `%@` and its formatted string.
    var placeholder = "%@"
    var argument: FormatArgument?

    init(_ format: @escaping @Sendable (EnvironmentValues) -> String) { self.format = format }

    /// `input` in `format`, for `Text(_:format:)` and a key's `\(value, format:)` alike: Foundation's
    /// date and number styles take the environment's locale, another style formats as it is.
    init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        // Formatted once as it is, and again with the environment's locale where the style takes
        // one: the closure holds no generic type, so it is Sendable.
        let plain = format.format(input)
        nonisolated(unsafe) let localizable = format as? any _EnvironmentLocalizable
        nonisolated(unsafe) let value: Any = input
        self.format = { environment in localizable?._format(value, for: environment) ?? plain }
    }

    func format(in environment: EnvironmentValues) -> String { format(environment) }
}

extension Text {
    /// SwiftUI's date styles. `.relative`, `.offset` and `.timer` count from the environment's
    /// `referenceDate` (a fixed date unless a screen sets one), not from the clock.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind
        /// "9:41 AM"
        public static let time = DateStyle(kind: .time)
        /// "January 1, 2026"
        public static let date = DateStyle(kind: .date)
        /// "2 hours, 23 minutes": the time between the date and now, two units at most, the
        /// smaller one rounded down (a clock's count, not a rounded estimate).
        public static let relative = DateStyle(kind: .relative)
        /// "+2 hours, 23 minutes": the same, signed (+ for a date after now).
        public static let offset = DateStyle(kind: .offset)
        /// "2:23:00", "4:05": the time between the date and now as a clock shows a count.
        public static let timer = DateStyle(kind: .timer)
    }

    /// Creates a text that shows a date in one of SwiftUI's date styles.
    ///
    /// The date is written in the environment's locale, time zone and calendar; `.relative`,
    /// `.offset` and `.timer` count from the environment's `referenceDate`, so the page is the same
    /// whenever it is rendered.
    ///
    /// - Parameters:
    ///   - date: The date to show.
    ///   - style: How to write it, such as `.date` or `.relative`.
    public init(_ date: Date, style: DateStyle) {
        self.init(storage: .formatted(TextFormatting { environment in style.format(date, in: environment) }))
    }

    /// "9:41 – 10:41 AM": a range of dates as the locale writes an interval.
    public init(_ dates: ClosedRange<Date>) {
        self.init(storage: .formatted(TextFormatting { environment in
            var style = Date.IntervalFormatStyle(date: .abbreviated, time: .shortened)
            style.locale = environment.locale
            style.timeZone = environment.timeZone
            style.calendar = environment.calendar
            return style.format(dates.lowerBound..<dates.upperBound)
        }))
    }

    /// Creates a text that shows a date interval as the locale writes a range ("9:41 – 10:41 AM").
    ///
    /// - Parameter interval: The interval from its start to its end.
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// A value in `format`. Foundation's date and number styles take the environment's locale
    /// (and a date style its time zone and calendar), as in SwiftUI; another style formats as it is.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(storage: .formatted(TextFormatting(input, format: format)))
    }

    /// `Text(date, formatter: formatter)`: the formatter's own locale and time zone decide.
    public init(_ subject: NSObject, formatter: Formatter) {
        nonisolated(unsafe) let subject = subject
        nonisolated(unsafe) let formatter = formatter
        let string = formatter.string(for: subject) ?? ""
        self.init(verbatim: string)
    }

    /// Creates a text that shows a value written by a Foundation formatter.
    ///
    /// The formatter's own locale and time zone decide, as in SwiftUI.
    ///
    /// - Parameters:
    ///   - subject: The value to format, such as a `Date` or a number.
    ///   - formatter: The formatter that writes it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject as AnyObject) ?? "")
    }

    /// Creates a text that shows a date written by a Foundation formatter (its own overload, as
    /// Foundation on Linux doesn't make `Date` `ReferenceConvertible`).
    public init(_ subject: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}

extension Text.DateStyle {
    func format(_ date: Date, in environment: EnvironmentValues) -> String {
        switch kind {
        case .date, .time:
            var style = kind == .date
                ? Date.FormatStyle(date: .long, time: .omitted)
                : Date.FormatStyle(date: .omitted, time: .shortened)
            style.locale = environment.locale
            style.timeZone = environment.timeZone
            style.calendar = environment.calendar
            return style.format(date)
        case .relative, .offset:
            let seconds = date.timeIntervalSince(environment.referenceDate)
            let style = Duration.UnitsFormatStyle(
                allowedUnits: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2,
                fractionalPart: .hide(rounded: .down))
                .locale(environment.locale)
            let magnitude = style.format(.seconds(Int64(Text.wholeSeconds(abs(seconds), .down))))
            guard kind == .offset else { return magnitude }
            return (seconds < 0 ? "-" : "+") + magnitude
        case .timer:
            let total = Text.wholeSeconds(abs(date.timeIntervalSince(environment.referenceDate)), .down)
            let (hours, minutes, seconds) = (total / 3600, total / 60 % 60, total % 60)
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(seconds))" : "\(minutes):\(two(seconds))"
        }
    }
}

/// Foundation's format styles that SwiftUI gives the environment's locale (and a date style its
/// time zone and calendar), so that a screen formats alike on every machine.
protocol _EnvironmentLocalizable {
    /// `input` formatted with the environment's locale; nil when it is not this style's input.
    func _format(_ input: Any, for environment: EnvironmentValues) -> String?
}

extension Date.FormatStyle: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        guard let date = input as? Date else { return nil }
        var copy = self
        copy.locale = environment.locale
        copy.timeZone = environment.timeZone
        copy.calendar = environment.calendar
        return copy.format(date)
    }
}

extension Date.IntervalFormatStyle: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        guard let range = input as? Range<Date> else { return nil }
        var copy = self
        copy.locale = environment.locale
        copy.timeZone = environment.timeZone
        copy.calendar = environment.calendar
        return copy.format(range)
    }
}

extension IntegerFormatStyle: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Value).map { locale(environment.locale).format($0) }
    }
}

extension IntegerFormatStyle.Percent: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Value).map { locale(environment.locale).format($0) }
    }
}

extension IntegerFormatStyle.Currency: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Value).map { locale(environment.locale).format($0) }
    }
}

extension FloatingPointFormatStyle: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Value).map { locale(environment.locale).format($0) }
    }
}

extension FloatingPointFormatStyle.Percent: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Value).map { locale(environment.locale).format($0) }
    }
}

extension FloatingPointFormatStyle.Currency: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Value).map { locale(environment.locale).format($0) }
    }
}

extension Decimal.FormatStyle: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Decimal).map { locale(environment.locale).format($0) }
    }
}

extension Decimal.FormatStyle.Percent: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Decimal).map { locale(environment.locale).format($0) }
    }
}

extension Decimal.FormatStyle.Currency: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Decimal).map { locale(environment.locale).format($0) }
    }
}

extension Duration.UnitsFormatStyle: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Duration).map { locale(environment.locale).format($0) }
    }
}

extension Duration.TimeFormatStyle: _EnvironmentLocalizable {
    func _format(_ input: Any, for environment: EnvironmentValues) -> String? {
        (input as? Duration).map { locale(environment.locale).format($0) }
    }
}
