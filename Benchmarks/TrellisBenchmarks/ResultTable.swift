import Foundation

/// One line of the report: a measured subject beside its baseline from the same run.
struct ResultRow {
    var name: String
    /// Nodes, documents or pages: the unit `perUnit` is per.
    var count: Int
    var unit: String
    var median: Duration
    var baseline: Duration
    var baselineName: String
    /// Anything else worth a figure, e.g. throughput.
    var note: String = ""

    var perUnit: Duration { median / max(count, 1) }
    var ratio: Double { median.seconds / baseline.seconds }
}

/// Prints rows as a fixed-width table, also usable as Markdown.
struct ResultTable {
    private(set) var rows: [ResultRow] = []
    private(set) var notes: [String] = []

    mutating func add(_ row: ResultRow) {
        rows.append(row)
        say("  " + row.name + " N=" + String(row.count) + ": " + Self.time(row.median)
            + ", baseline " + Self.time(row.baseline) + ", ratio " + Self.ratio(row.ratio))
    }

    mutating func note(_ text: String) {
        notes.append(text)
        say("  " + text)
    }

    var markdown: String {
        let header = ["benchmark", "N", "median", "per unit", "baseline", "baseline median", "ratio", "note"]
        var lines = [row(header), row(header.map { _ in "---" })]
        for result in rows {
            lines.append(row([
                result.name,
                Self.grouped(result.count) + " " + result.unit,
                Self.time(result.median),
                Self.time(result.perUnit) + "/" + Self.singular(result.unit),
                result.baselineName,
                Self.time(result.baseline),
                Self.ratio(result.ratio),
                result.note,
            ]))
        }
        var text = lines.joined(separator: "\n") + "\n"
        if !notes.isEmpty {
            text += "\n" + notes.map { "- " + $0 }.joined(separator: "\n") + "\n"
        }
        return text
    }

    private func row(_ cells: [String]) -> String {
        "| " + cells.joined(separator: " | ") + " |"
    }

    private static func singular(_ unit: String) -> String {
        unit.hasSuffix("s") ? String(unit.dropLast()) : unit
    }

    /// A duration with three significant digits, in the unit that suits it.
    static func time(_ duration: Duration) -> String {
        let seconds = duration.seconds
        switch seconds {
        case ..<1e-6: return significant(seconds * 1e9) + " ns"
        case ..<1e-3: return significant(seconds * 1e6) + " µs"
        case ..<1: return significant(seconds * 1e3) + " ms"
        default: return significant(seconds) + " s"
        }
    }

    static func ratio(_ value: Double) -> String {
        significant(value) + "×"
    }

    static func significant(_ value: Double) -> String {
        switch abs(value) {
        case 100...: String(format: "%.0f", value)
        case 10...: String(format: "%.1f", value)
        default: String(format: "%.2f", value)
        }
    }

    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    static func bytesPerSecond(_ bytes: Int, in duration: Duration) -> String {
        let rate = Double(bytes) / duration.seconds
        return rate >= 1e9 ? significant(rate / 1e9) + " GB/s" : significant(rate / 1e6) + " MB/s"
    }
}
