import Foundation

extension Text {
    /// Creates a text that counts a timer over an interval, as a clock shows it ("24:59",
    /// "1:02:03").
    ///
    /// A render is one moment: the count is taken at the environment's `referenceDate` (a fixed
    /// date unless the screen sets one), clamped to the interval.
    ///
    /// - Parameters:
    ///   - timerInterval: The interval the timer runs over.
    ///   - pauseTime: The moment the timer stopped at, if it is paused; it is shown instead of now.
    ///   - countsDown: Whether the count is the time left (the default) or the time gone.
    ///   - showsHours: Whether a count of an hour or more shows hours; without, minutes run past 59.
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {
        self.init(storage: .formatted(TextFormatting { environment in
            let now = min(max(pauseTime ?? environment.referenceDate, timerInterval.lowerBound), timerInterval.upperBound)
            let seconds = countsDown ? timerInterval.upperBound.timeIntervalSince(now) : now.timeIntervalSince(timerInterval.lowerBound)
            return Text.clockCount(seconds, showsHours: showsHours)
        }))
    }

    /// Whole seconds of `interval`, within ±1e15 (some 31 million years) and 0 for NaN: dates a
    /// user writes may be any `Double` apart, which no integer holds.
    static func wholeSeconds(_ interval: TimeInterval, _ rule: FloatingPointRoundingRule) -> Int {
        interval.isNaN ? 0 : Int(min(max(interval, -1e15), 1e15).rounded(rule))
    }

    /// "4:05", "2:23:00": an interval to the nearest whole second, as a timer writes it.
    static func clockCount(_ interval: TimeInterval, showsHours: Bool) -> String {
        let total = max(wholeSeconds(interval, .toNearestOrAwayFromZero), 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        guard showsHours, total >= 3600 else { return "\(total / 60):\(two(total % 60))" }
        return "\(total / 3600):\(two(total / 60 % 60)):\(two(total % 60))"
    }
}

extension LocalizedStringKey.StringInterpolation {
    /// Inserts a value as a Foundation formatter writes it, as `"\(date, formatter: formatter)"`.
    ///
    /// - Parameters:
    ///   - subject: The value to write, such as a `Date` or an `NSNumber`'s value.
    ///   - formatter: The formatter that writes it.
    public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        appendInterpolation(formatter.string(for: subject as AnyObject) ?? "")
    }

    /// Inserts an object as a Foundation formatter writes it.
    ///
    /// - Parameters:
    ///   - subject: The object to write, such as an `NSNumber`.
    ///   - formatter: The formatter that writes it.
    public mutating func appendInterpolation(_ subject: NSObject, formatter: Formatter) {
        appendInterpolation(formatter.string(for: subject) ?? "")
    }
}
