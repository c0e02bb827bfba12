import Foundation
import Trellis

extension ChartPlan {
    /// Grid lines and labels for each visible axis: by default a grid line and a label at every
    /// tick of a numeric or date axis and a label under every category, y labels trailing; or what
    /// the app's `AxisMarks` list.
    mutating func addAxes() {
        if let y, !configuration.yAxis.isHidden {
            let marks = axisMarks(y, configuration.yAxis, gridByDefault: true)
            yGridLines = marks.grid.map { .segment(CGPoint(x: 0, y: $0), CGPoint(x: 1, y: $0)) }
            yLabels = marks.labels
            yLabelsLeading = marks.leading
            yLabelCollision = marks.collision
            yTickLines = marks.ticks.map { .tick(CGPoint(x: marks.leading ? 0 : 1, y: $0.position), length: CGSize(width: marks.leading ? -$0.length : $0.length, height: 0)) }
            yTickLength = marks.ticks.map(\.length).max() ?? 0
        }
        if let x, !configuration.xAxis.isHidden {
            let marks = axisMarks(x, configuration.xAxis, gridByDefault: x.isContinuous)
            xGridLines = marks.grid.map { .segment(CGPoint(x: $0, y: 0), CGPoint(x: $0, y: 1)) }
            xLabels = marks.labels
            xLabelCollision = marks.collision
            xTickLines = marks.ticks.map { .tick(CGPoint(x: $0.position, y: 1), length: CGSize(width: 0, height: $0.length)) }
            xTickLength = marks.ticks.map(\.length).max() ?? 0
        }
    }

    private typealias AxisDrawing = (
        grid: [Double], labels: [AxisTickValue], ticks: [(position: Double, length: CGFloat)], leading: Bool, collision: AxisValueLabelCollisionResolution
    )

    private func axisMarks(_ scale: AxisScale, _ axis: AxisConfiguration, gridByDefault: Bool) -> AxisDrawing {
        guard !axis.marks.isEmpty else {
            let ticks = scale.automaticTicks(locale: locale)
            return (gridByDefault ? ticks.map(\.position) : [], ticks, [], false, .automatic)
        }
        var grid: [Double] = []
        var labels: [AxisTickValue] = []
        var tickMarks: [(position: Double, length: CGFloat)] = []
        var leading = false
        var collision: AxisValueLabelCollisionResolution?
        for marks in axis.marks {
            if marks.position == .leading { leading = true }
            let ticks = ticks(of: marks.values, on: scale)
            for (index, tick) in ticks.enumerated() {
                guard let content = marks.content else {
                    if gridByDefault { grid.append(tick.position) }
                    labels.append(tick)
                    continue
                }
                let raw = tick.value.plottable
                for part in content(AxisValue(index: index, count: ticks.count, value: raw))._axisMarkParts {
                    switch part.kind {
                    case .gridLine: grid.append(tick.position)
                    case .label:
                        if collision == nil { collision = part.collision }
                        var label = tick
                        label.text = part.text?(raw)
                        if part.centered == true {
                            // Midway to the next value (past the last, by the step before it).
                            guard let middle = Self.middle(of: index, in: ticks) else { continue }
                            label.position = middle
                            label.centered = true
                        }
                        labels.append(label)
                    case .tick:
                        tickMarks.append((tick.position, part.length ?? ChartLook.tickLength))
                    }
                }
            }
        }
        return (grid, labels, tickMarks, leading, collision ?? .automatic)
    }

    /// The middle of the interval from tick `index` to the next, if it lies on the axis.
    private static func middle(of index: Int, in ticks: [AxisTickValue]) -> Double? {
        let position = ticks[index].position
        let next: Double
        if index + 1 < ticks.count {
            next = ticks[index + 1].position
        } else if index > 0 {
            next = position + (position - ticks[index - 1].position)
        } else {
            return nil
        }
        let middle = (position + next) / 2
        return (-0.0001...1.0001).contains(middle) ? middle : nil
    }

    private func ticks(of values: AxisMarkValues, on scale: AxisScale) -> [AxisTickValue] {
        switch values.kind {
        case .automatic:
            return scale.automaticTicks(locale: locale)
        case .listed(let listed):
            return scale.ticks(at: listed.compactMap(ChartValue.init), locale: locale)
        case .numberStride(let step):
            guard case .numeric(let numeric) = scale.scale, step > 0 else { return scale.automaticTicks(locale: locale) }
            let first = (numeric.lower / step).rounded(.up)
            let last = (numeric.upper / step + 1e-9).rounded(.down)
            guard first <= last else { return [] }
            return scale.ticks(at: stride(from: first, through: last, by: 1).map { .number($0 * step) }, locale: locale)
        case .dateStride(let unit, let count):
            guard case .date(let dates) = scale.scale else { return scale.automaticTicks(locale: locale) }
            let strided = DateScale(lower: dates.lower, upper: dates.upper, calendar: dates.calendar, unit: unit, count: count)
            return AxisScale(scale: .date(strided), axis: scale.axis).automaticTicks(locale: locale)
        }
    }

    /// One entry per value the marks are coloured by, unless the legend is hidden.
    mutating func addLegend() {
        guard configuration.legendVisibility != .hidden else { return }
        if let continuousStyle {
            let formatter = AxisScale.numberFormatter(
                locale: locale, digits: max(NumericScale.fractionDigits(of: abs(continuousStyle.lower)), NumericScale.fractionDigits(of: abs(continuousStyle.upper))))
            gradientLegend = GradientLegend(
                gradient: continuousStyle.gradient, lower: formatter.string(from: NSNumber(value: continuousStyle.lower)) ?? "",
                upper: formatter.string(from: NSNumber(value: continuousStyle.upper)) ?? "")
            return
        }
        let symbolled = Set(plotted.compactMap { $0[.symbol] })
        legend = styleCategories.enumerated().map { index, category in
            let symbol = symbolled.contains(category)
                ? BasicChartSymbolShape.automaticCycle[index % BasicChartSymbolShape.automaticCycle.count] : .circle
            return LegendEntry(name: category.name, style: style(ofCategory: category), symbol: symbol)
        }
    }

    /// What a screen reader is told: the kinds of marks, each axis's name and range, and the series.
    mutating func describe() {
        let kindNames: [_ChartMark.Kind: String] = [
            .bar: "Bar", .line: "Line", .point: "Point", .area: "Area", .rule: "Rule", .rectangle: "Rectangle", .sector: "Pie",
        ]
        var kinds: [String] = []
        for mark in plotted where mark.kind != .rule {
            let name = kindNames[mark.kind] ?? ""
            if !kinds.contains(name) { kinds.append(name) }
        }
        accessibilityLabel = kinds.isEmpty ? "Chart" : ListFormatting.and(kinds) + " chart"
        var parts: [String] = []
        if isPolar {
            let total = plotted.compactMap { $0[.angle]?.number }.reduce(0, +)
            let shares = plotted.compactMap { mark -> String? in
                guard let value = mark[.angle]?.number, total > 0 else { return nil }
                let name = mark[.foregroundStyle]?.name ?? NumberFormatting.string(value)
                return "\(name) \(NumberFormatting.string((value / total * 100).rounded()))%"
            }
            parts.append(shares.joined(separator: ", "))
        } else {
            if let x { parts.append(describeAxis("X axis", x, channels: PlottedMark.xChannels)) }
            if let y { parts.append(describeAxis("Y axis", y, channels: PlottedMark.yChannels)) }
        }
        if !styleCategories.isEmpty {
            let count = styleCategories.count
            parts.append("\(count) series: " + styleCategories.map(\.name).joined(separator: ", "))
        }
        accessibilityValue = parts.filter { !$0.isEmpty }.joined(separator: ". ")
    }

    private func describeAxis(_ title: String, _ scale: AxisScale, channels: [_ChartMark.Channel]) -> String {
        let name = plotted.lazy.compactMap { mark in channels.lazy.compactMap { mark.names[$0] }.first { !$0.isEmpty } }.first
        let heading = name.map { "\(title), \($0)" } ?? title
        let values = plotted.flatMap { mark in channels.compactMap { mark[$0] } }
        switch scale.scale {
        case .category(let categories):
            let names = categories.categories
            guard let first = names.first, let last = names.last else { return heading }
            return names.count <= 6 ? "\(heading): \(names.joined(separator: ", "))" : "\(heading): \(names.count) categories from \(first) to \(last)"
        case .numeric:
            let numbers = values.compactMap(\.number)
            guard let low = numbers.min(), let high = numbers.max() else { return heading }
            let formatter = AxisScale.numberFormatter(locale: locale, digits: 2)
            return "\(heading): \(formatter.string(from: NSNumber(value: low)) ?? "") to \(formatter.string(from: NSNumber(value: high)) ?? "")"
        case .date(let dates):
            let stamps = values.compactMap { if case .date(let date) = $0 { date } else { nil } }
            guard let low = stamps.min(), let high = stamps.max() else { return heading }
            let formatter = AxisScale.dateFormatter(locale: locale, scale: dates)
            formatter.setLocalizedDateFormatFromTemplate("yMMMd")
            return "\(heading): \(formatter.string(from: low)) to \(formatter.string(from: high))"
        }
    }
}

extension ChartValue {
    /// The value as an `AxisMarks` closure reads it with `value.as(Double.self)`.
    var plottable: any Plottable {
        switch self {
        case .number(let number): number
        case .category(let name): name
        case .date(let date): date
        }
    }
}

/// "Bar", "Bar and Line", "Bar, Line and Area".
enum ListFormatting {
    static func and(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
