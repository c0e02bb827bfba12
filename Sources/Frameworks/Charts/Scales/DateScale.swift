import Foundation

/// A time scale: dates from `lower` to `upper`, marked at calendar boundaries (midnights, the
/// first of a month, whole hours) chosen so about five fall in the domain.
///
/// The calendar, its time zone and the locale come from the environment (Gregorian, UTC and
/// en_US unless a screen sets them), never from the machine, so an axis reads the same everywhere.
struct DateScale: Sendable {
    var lower: Date
    var upper: Date
    var ticks: [Date]
    /// The calendar unit the ticks step by; it chooses the labels' format.
    var tickUnit: Calendar.Component
    var tickCount: Int
    var calendar: Calendar

    /// The strides an automatic axis picks from, shortest first, with their rough length in seconds.
    static let strides: [(unit: Calendar.Component, count: Int, seconds: Double)] = [
        (.second, 1, 1), (.second, 5, 5), (.second, 15, 15), (.second, 30, 30),
        (.minute, 1, 60), (.minute, 5, 300), (.minute, 15, 900), (.minute, 30, 1_800),
        (.hour, 1, 3_600), (.hour, 3, 10_800), (.hour, 6, 21_600), (.hour, 12, 43_200),
        (.day, 1, 86_400), (.day, 2, 172_800), (.weekOfYear, 1, 604_800),
        (.month, 1, 2_629_746), (.month, 3, 7_889_238), (.month, 6, 15_778_476),
        (.year, 1, 31_556_952), (.year, 2, 63_113_904), (.year, 5, 157_784_760), (.year, 10, 315_569_520),
    ]

    init(lower: Date, upper: Date, calendar: Calendar, desiredCount: Int = NumericScale.defaultTickCount) {
        let span = max(upper.timeIntervalSince(lower), 1)
        let target = span / Double(max(desiredCount, 1))
        let stride = Self.strides.first { $0.seconds >= target } ?? Self.strides[Self.strides.count - 1]
        self.init(lower: lower, upper: upper, calendar: calendar, unit: stride.unit, count: stride.count)
    }

    /// Ticks every `count` `unit`s (`AxisMarks(values: .stride(by: .day))`).
    init(lower: Date, upper: Date, calendar: Calendar, unit: Calendar.Component, count: Int) {
        self.lower = lower
        self.upper = upper > lower ? upper : lower.addingTimeInterval(1)
        self.calendar = calendar
        tickUnit = unit
        tickCount = max(count, 1)
        ticks = Self.boundaries(from: lower, through: self.upper, unit: unit, count: tickCount, calendar: calendar)
    }

    /// The boundaries of `unit` in the domain, every `count`th one counted from the unit's start
    /// in the next larger unit (hours 0, 6, 12, 18; months January, April, …).
    static func boundaries(from lower: Date, through upper: Date, unit: Calendar.Component, count: Int, calendar: Calendar) -> [Date] {
        guard var edge = calendar.dateInterval(of: unit, for: lower)?.start else { return [] }
        let aligned: Calendar.Component? = switch unit {
        case .hour: .hour
        case .month: .month
        case .year: .year
        case .minute: .minute
        case .second: .second
        default: nil
        }
        if count > 1, let aligned {
            let value = calendar.component(aligned, from: edge) - (aligned == .month ? 1 : 0)
            let back = value % count
            if back > 0, let earlier = calendar.date(byAdding: unit, value: -back, to: edge) { edge = earlier }
        }
        var result: [Date] = []
        var index = 0
        let start = edge
        while edge <= upper, index < 10_000 {
            if edge >= lower { result.append(edge) }
            index += 1
            guard let next = calendar.date(byAdding: unit, value: count * index, to: start), next > edge else { break }
            edge = next
        }
        return result
    }

    func fraction(of date: Date) -> Double {
        let span = upper.timeIntervalSince(lower)
        return span > 0 ? date.timeIntervalSince(lower) / span : 0.5
    }

    /// The format template of a tick's label, by the unit the ticks step by.
    var labelTemplate: String {
        switch tickUnit {
        case .year: "y"
        case .month: "MMM"
        case .day, .weekOfYear, .weekday: "MMMd"
        case .hour: "j"
        default: "jmm"
        }
    }
}
