import Foundation
import Trellis

/// Where each bar and area runs along its value axis once stacked: bars of one band (and one
/// `position(by:)` group) and areas at one x pile up in the order written, positives up from zero
/// and negatives down, as Swift Charts stacks them by default (`.standard`); `.normalized` makes
/// each pile reach 1, `.center` centres it on zero, `.unstacked` starts every mark at zero.
struct StackedExtents {
    struct Extent {
        /// The axis the value runs along: y for a vertical bar or an area, x for a horizontal bar.
        var axis: Axis
        var start: Double
        var end: Double
    }

    /// By the mark's index in the chart.
    private(set) var byMark: [Int: Extent] = [:]

    init(_ marks: [PlottedMark]) {
        // Pile totals first, for the methods that scale or shift by them.
        var totals: [String: Double] = [:]
        var entries: [(index: Int, axis: Axis, key: String, value: Double, method: MarkStackingMethod)] = []
        for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
            if let ranged = Self.ranged(mark) {
                byMark[index] = ranged
                continue
            }
            guard let (axis, value, band) = Self.valueAndBand(mark) else { continue }
            let group = mark.kind == .bar ? (mark[.position]?.name ?? "") : ""
            let key = "\(mark.kind.rawValue)|\(axis)|\(band)|\(group)"
            totals[key, default: 0] += abs(value)
            entries.append((index, axis, key, value, mark.mark.stacking))
        }
        var positive: [String: Double] = [:]
        var negative: [String: Double] = [:]
        for entry in entries {
            let total = totals[entry.key] ?? 0
            switch entry.method {
            case .unstacked:
                byMark[entry.index] = Extent(axis: entry.axis, start: 0, end: entry.value)
            default:
                let value = entry.method == .normalized && total > 0 ? entry.value / total : entry.value
                let start = value >= 0 ? positive[entry.key, default: 0] : negative[entry.key, default: 0]
                let end = start + value
                if value >= 0 { positive[entry.key] = end } else { negative[entry.key] = end }
                let shift = entry.method == .center ? -total / 2 : 0
                byMark[entry.index] = Extent(axis: entry.axis, start: start + shift, end: end + shift)
            }
        }
    }

    /// A bar or area given both ends (`yStart:yEnd:`), which never stacks.
    private static func ranged(_ mark: PlottedMark) -> Extent? {
        if let start = mark[.yStart]?.number, let end = mark[.yEnd]?.number { return Extent(axis: .vertical, start: start, end: end) }
        if let start = mark[.xStart]?.number, let end = mark[.xEnd]?.number { return Extent(axis: .horizontal, start: start, end: end) }
        return nil
    }

    /// The value axis and value of a bar or area, and the band it stands in. A bar is vertical
    /// when y is the number and x is not (or both are), horizontal when only x is a number.
    static func valueAndBand(_ mark: PlottedMark) -> (Axis, Double, String)? {
        switch (mark[.x], mark[.y]) {
        case (let x?, .number(let y)?) where !x.isNumber || mark.kind == .area: return (.vertical, y, x.name)
        case (.number(let x)?, let y?) where !y.isNumber: return (.horizontal, x, y.name)
        case (.number(let x)?, .number(let y)?): return (.vertical, y, String(x))
        case (nil, .number(let y)?): return (.vertical, y, "")
        case (.number(let x)?, nil): return (.horizontal, x, "")
        default: return nil
        }
    }

    func extent(of index: Int) -> Extent? { byMark[index] }

    /// Every stacked end along `axis`, for its automatic domain.
    func extents(on axis: Axis) -> [Double] {
        byMark.values.filter { $0.axis == axis }.flatMap { [$0.start, $0.end] }
    }

    func hasValues(on axis: Axis) -> Bool { byMark.values.contains { $0.axis == axis } }
}

extension ChartValue {
    var isNumber: Bool { if case .number = self { true } else { false } }
}
