import Foundation

/// Dates cut into bins of a calendar unit: `DateBins(unit: .hour, by: 3, range: start...end)`,
/// whose `thresholds` axes mark. Without a calendar, the Gregorian calendar in UTC, so a render
/// doesn't depend on the machine's time zone.
public struct DateBins: Sendable {
    /// The bins' edges, from the start of the unit holding the range's start to the first edge
    /// at or after its end.
    public let thresholds: [Date]

    public init(unit: Calendar.Component, by step: Int = 1, calendar: Calendar? = nil, range: ClosedRange<Date>) {
        let calendar = calendar ?? {
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = TimeZone(identifier: "UTC") ?? gregorian.timeZone
            return gregorian
        }()
        var edges: [Date] = []
        var edge = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        edges.append(edge)
        while edge < range.upperBound, let next = calendar.date(byAdding: unit, value: max(step, 1), to: edge), next > edge {
            edge = next
            edges.append(edge)
        }
        thresholds = edges
    }

    public init(thresholds: [Date]) {
        self.thresholds = thresholds
    }
}
