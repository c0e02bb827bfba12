import Foundation
import Trellis

/// Categories in the order the data first names them, each given an equal band of the axis.
struct CategoryScale: Equatable, Sendable {
    let categories: [String]
    /// Each category's place, so finding a mark's band doesn't search the list.
    private let indices: [String: Int]

    init(categories: [String]) {
        self.categories = categories
        var indices: [String: Int] = [:]
        for (index, category) in categories.enumerated() where indices[category] == nil { indices[category] = index }
        self.indices = indices
    }

    func index(of category: String) -> Int? { indices[category] }
    var bandWidth: Double { categories.isEmpty ? 1 : 1 / Double(categories.count) }
}

/// One axis's scale: numbers, categories or dates.
enum ChartScale: Sendable {
    case numeric(NumericScale)
    case category(CategoryScale)
    case date(DateScale)
}

/// A value marked on an axis: where it is (a fraction of the plot, in the screen's direction)
/// and its label.
struct AxisTickValue: Sendable {
    var value: ChartValue
    var position: Double
    var label: String
    /// The app's own label (`AxisValueLabel(format:)`, `AxisValueLabel("…")`), drawn instead of `label`.
    var text: Text?
    /// Whether the label is centred on its position (a category's band, a centred date label)
    /// rather than starting there; nil for the axis's own way.
    var centered: Bool?
}

/// A scale laid along one side of the plot, answering in the plot's unit square: x runs
/// rightward; y runs downward, so numbers and dates are flipped (larger is higher) and categories
/// are not (the first is at the top, as Swift Charts lists them).
struct AxisScale: Sendable {
    var scale: ChartScale
    var axis: Axis
    /// On a numeric axis that bars or cells stand on (`BarMark(x: .value("Hour", 3), …)`), the
    /// width in data units each value's band takes: the smallest distance between the values.
    var pointBand: Double?

    /// The position of a value (the middle of its band or unit), 0…1 across the plot.
    func position(_ value: ChartValue, unit: Calendar.Component? = nil) -> Double? {
        guard let span = span(value, unit: unit) else { return nil }
        return (span.start + span.end) / 2
    }

    /// The stretch of the axis a value takes: its band, its date's unit, or one point.
    func span(_ value: ChartValue, unit: Calendar.Component?) -> (start: Double, end: Double)? {
        switch (scale, value) {
        case (.category(let categories), _):
            guard let index = categories.index(of: value.name) else { return nil }
            let width = categories.bandWidth
            return (Double(index) * width, Double(index + 1) * width)
        case (.numeric(let numeric), .number(let number)):
            let half = (pointBand ?? 0) / 2
            let start = oriented(numeric.fraction(of: number - half)), end = oriented(numeric.fraction(of: number + half))
            return (min(start, end), max(start, end))
        case (.date(let dates), .date(let date)):
            guard let unit else {
                let position = oriented(dates.fraction(of: date))
                return (position, position)
            }
            let interval = dates.calendar.unitInterval(of: unit, containing: date)
            let start = oriented(dates.fraction(of: interval.start)), end = oriented(dates.fraction(of: interval.end))
            return (min(start, end), max(start, end))
        default:
            return nil
        }
    }

    /// The position of a number on a numeric or date axis (a stacked bar's end).
    func position(ofNumber number: Double) -> Double {
        switch scale {
        case .numeric(let numeric): oriented(numeric.fraction(of: number))
        case .date(let dates): oriented(dates.fraction(of: Date(timeIntervalSinceReferenceDate: number)))
        case .category: 0
        }
    }

    /// Whether the axis runs over numbers or dates (grid lines at its ticks) rather than categories.
    var isContinuous: Bool {
        if case .category = scale { false } else { true }
    }

    private func oriented(_ fraction: Double) -> Double {
        axis == .vertical ? 1 - fraction : fraction
    }

    /// The values an automatic axis marks, with their labels in `locale`.
    func automaticTicks(locale: Locale) -> [AxisTickValue] {
        switch scale {
        case .numeric(let numeric):
            let formatter = Self.numberFormatter(locale: locale, step: numeric.step)
            return numeric.ticks.map { AxisTickValue(value: .number($0), position: oriented(numeric.fraction(of: $0)), label: formatter.string(from: NSNumber(value: $0)) ?? "") }
        case .category(let categories):
            return categories.categories.enumerated().map { index, name in
                AxisTickValue(value: .category(name), position: (Double(index) + 0.5) * categories.bandWidth, label: name)
            }
        case .date(let dates):
            let formatter = Self.dateFormatter(locale: locale, scale: dates)
            return dates.ticks.map { AxisTickValue(value: .date($0), position: oriented(dates.fraction(of: $0)), label: formatter.string(from: $0)) }
        }
    }

    /// Ticks at listed values (`AxisMarks(values: [0, 50, 100])`), labelled as automatic ones are.
    func ticks(at values: [ChartValue], locale: Locale) -> [AxisTickValue] {
        let numbers = values.compactMap { value -> Double? in if case .number(let n) = value { n } else { nil } }
        let digits = numbers.map { NumericScale.fractionDigits(of: abs($0)) }.max() ?? 0
        let numberFormatter = Self.numberFormatter(locale: locale, digits: digits)
        let dateFormatter: DateFormatter? = if case .date(let dates) = scale { Self.dateFormatter(locale: locale, scale: dates) } else { nil }
        return values.compactMap { value in
            guard let position = position(value) else { return nil }
            let label: String = switch value {
            case .number(let number): numberFormatter.string(from: NSNumber(value: number)) ?? ""
            case .date(let date): dateFormatter?.string(from: date) ?? value.name
            case .category(let name): name
            }
            guard (-0.0001...1.0001).contains(position) else { return nil }
            return AxisTickValue(value: value, position: position, label: label)
        }
    }

    static func numberFormatter(locale: Locale, step: Double) -> NumberFormatter {
        numberFormatter(locale: locale, digits: NumericScale.fractionDigits(of: step))
    }

    static func numberFormatter(locale: Locale, digits: Int) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 0
        formatter.maximumFractionDigits = digits
        return formatter
    }

    static func dateFormatter(locale: Locale, scale: DateScale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = scale.calendar
        formatter.timeZone = scale.calendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate(scale.labelTemplate)
        return formatter
    }
}

extension Calendar {
    /// The whole unit a date with `unit:` stands for, as Swift Charts bins it: `.value("Day", date,
    /// unit: .day)` is that date's day, midnight to midnight in the calendar's time zone.
    func unitInterval(of unit: Calendar.Component, containing date: Date) -> (start: Date, end: Date) {
        let start = dateInterval(of: unit, for: date)?.start ?? date
        return (start, self.date(byAdding: unit, value: 1, to: start) ?? start)
    }
}
