import Foundation
import Trellis

/// `symbolSize(by:)`: each mark's symbol area from its value. Numbers map linearly from the
/// smallest to the largest area over the values' range; other values take areas evenly spaced
/// over it in the order the data first gives them.
@MainActor
struct SymbolSizeScale {
    private let range: ClosedRange<Double>
    private let low: Double
    private let high: Double
    private let categoryIndex: [ChartValue: Int]
    private let categoryCount: Int

    init(_ marks: [PlottedMark], range: ClosedRange<CGFloat> = ChartLook.symbolAreaRange) {
        self.range = Double(range.lowerBound)...Double(range.upperBound)
        let values = ChartPlan.categories(of: marks, channel: .symbolSize, listed: nil)
        let numbers = values.compactMap { if case .number(let number) = $0 { number } else { nil } }
        low = numbers.min() ?? 0
        high = numbers.max() ?? 0
        let others = values.filter { if case .number = $0 { false } else { true } }
        categoryIndex = Dictionary(others.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        categoryCount = others.count
    }

    /// The area in square points for the mark's `symbolSize(by:)` value; nil if it has none.
    func area(of mark: PlottedMark) -> CGFloat? {
        guard let value = mark[.symbolSize] else { return nil }
        let fraction: Double
        if case .number(let number) = value {
            fraction = high > low ? (number - low) / (high - low) : 0.5
        } else if let index = categoryIndex[value] {
            fraction = categoryCount > 1 ? Double(index) / Double(categoryCount - 1) : 0.5
        } else {
            return nil
        }
        return CGFloat(range.lowerBound + fraction * (range.upperBound - range.lowerBound))
    }
}

/// `lineStyle(by:)`: each value's dash pattern, in turn in the order the data first gives them.
@MainActor
struct LineStyleScale {
    private let index: [ChartValue: Int]

    init(_ marks: [PlottedMark]) {
        let values = ChartPlan.categories(of: marks, channel: .lineStyle, listed: nil)
        index = Dictionary(values.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The stroke for the mark's `lineStyle(by:)` value, `base` dashed by the value's pattern.
    func stroke(of mark: PlottedMark, base: StrokeStyle) -> StrokeStyle? {
        guard let value = mark[.lineStyle], let index = index[value] else { return nil }
        var stroke = base
        stroke.dash = ChartLook.dashPatterns[index % ChartLook.dashPatterns.count]
        return stroke
    }
}
