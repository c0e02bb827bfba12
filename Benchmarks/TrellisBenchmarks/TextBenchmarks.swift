import Foundation
import Trellis
import TrellisLayout

/// Text measurement: strings laid out per second, cold (every string new: shaping, breaking,
/// caching) and warm (every layout from the cache), beside a walk over the same strings' UTF-16.
@MainActor
struct TextBenchmarks {
    let measurement: Measurement
    let font = Font.body.resolve()

    /// UI-sized strings, 20 to 60 characters, all different.
    static func corpus(_ count: Int, salt: Int) -> [String] {
        let words = ["Water", "every", "other", "day", "Customize", "your", "plant’s", "schedule", "and",
                     "reminders", "Tap", "to", "view", "updated", "styles", "Item", "café", "well-known", "100%"]
        return (0..<count).map { index in
            var text = "\(salt)-\(index)"
            var seed = index &* 2_654_435_761 &+ salt
            while text.count < 20 + index % 40 {
                seed = seed &* 1_103_515_245 &+ 12_345
                text += " " + words[Int((UInt(bitPattern: seed) >> 16) % UInt(words.count))]
            }
            return text
        }
    }

    static func visit(_ strings: [String]) -> Int {
        var sum = 0
        for string in strings { for unit in string.utf16 { sum &+= Int(unit) } }
        return sum
    }

    func run(into table: inout ResultTable) throws {
        let measurer = try TextMeasurer()
        let count = 1_000
        let font = font
        var salt = 0
        let cold = measurement.pair(
            subject: { () -> Int in
                salt += 1
                return Self.corpus(count, salt: salt).reduce(0) {
                    $0 + measurer.layout($1, font: font, width: 150, lineLimit: nil, truncationMode: .tail).lines.count
                }
            },
            baseline: { () -> Int in
                salt += 1
                return Self.visit(Self.corpus(count, salt: salt))
            })
        table.add(ResultRow(
            name: "text layout, cold", count: count, unit: "strings", median: cold.subject, baseline: cold.baseline,
            baselineName: "generate the strings and visit their UTF-16",
            note: ResultTable.grouped(Int(Double(count) / cold.subject.seconds)) + " strings/s"))

        let warm = Self.corpus(count, salt: -1)
        let before = measurer.statistics
        let hot = measurement.pair(
            subject: { warm.reduce(0) { $0 + measurer.layout($1, font: font, width: 150, lineLimit: nil, truncationMode: .tail).lines.count } },
            baseline: { Self.visit(warm) })
        let after = measurer.statistics
        let hits = after.layoutHits - before.layoutHits, lookups = hits + after.layoutMisses - before.layoutMisses
        table.add(ResultRow(
            name: "text layout, cached", count: count, unit: "strings", median: hot.subject, baseline: hot.baseline,
            baselineName: "visit the strings' UTF-16",
            note: ResultTable.grouped(Int(Double(count) / hot.subject.seconds)) + " strings/s, "
                + String(format: "%.1f", 100 * Double(hits) / Double(max(lookups, 1))) + "% hits"))

        var width: CGFloat = 100
        let rewrap = measurement.pair(
            subject: { () -> Int in
                width += 1
                return warm.reduce(0) { $0 + measurer.layout($1, font: font, width: width, lineLimit: 2, truncationMode: .tail).lines.count }
            },
            baseline: { Self.visit(warm) })
        table.add(ResultRow(
            name: "text layout, new width", count: count, unit: "strings", median: rewrap.subject, baseline: rewrap.baseline,
            baselineName: "visit the strings' UTF-16",
            note: ResultTable.grouped(Int(Double(count) / rewrap.subject.seconds)) + " strings/s (shaping cached)"))
    }
}
