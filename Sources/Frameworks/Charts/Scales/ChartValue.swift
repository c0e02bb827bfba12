import Foundation

/// A plotted value as a scale reads it: a number, a category or a date. Every `Plottable` reduces
/// to one of these through its `primitivePlottable`, so an app's own enum is plotted by its raw value.
enum ChartValue: Hashable, Sendable {
    case number(Double)
    case category(String)
    case date(Date)

    init?(_ plottable: any Plottable) {
        guard let value = Self.primitive(plottable, depth: 0) else { return nil }
        self = value
    }

    /// Follows `primitivePlottable` until it reaches a number, string or date; a chain longer than
    /// a few links is a type that never reaches one.
    private static func primitive<P: Plottable>(_ value: P, depth: Int) -> ChartValue? {
        switch value {
        case let number as Int: return .number(Double(number))
        case let number as Double: return .number(number)
        case let number as Float: return .number(Double(number))
        case let number as CGFloat: return .number(Double(number))
        case let string as String: return .category(string)
        case let date as Date: return .date(date)
        default: return depth < 4 ? primitive(value.primitivePlottable, depth: depth + 1) : nil
        }
    }

    var number: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    /// How a legend or an accessible description names the value.
    var name: String {
        switch self {
        case .number(let value): NumberFormatting.string(value)
        case .category(let string): string
        case .date(let date): ISO8601DateFormatter().string(from: date)
        }
    }
}
