import Foundation
import Trellis

/// A chart's marks turned into what its view draws: the scales, the marks' outlines grouped by
/// style, the axes' grid lines and labels, the legend, the annotations, and the description a
/// screen reader gets. All of it is computed from the data before layout, in the plot's unit
/// square; layout only supplies the plot's size.
@MainActor
struct ChartPlan {
    /// Outlines drawn with one style: filled, or stroked when `stroke` is set.
    struct Layer {
        var outlines: [MarkOutline]
        var style: AnyShapeStyle
        var stroke: StrokeStyle?
        var opacity: Double
    }

    /// A view placed at a unit point of the plot, by its `anchor`, moved by `offset` points.
    struct Annotation {
        var point: CGPoint
        var anchor: UnitPoint
        var offset: CGSize
        var content: AnyView
    }

    struct LegendEntry {
        var name: String
        var style: AnyShapeStyle
        var symbol: BasicChartSymbolShape
    }

    /// A continuous colour scale's legend: its gradient between its domain's ends, labelled.
    struct GradientLegend {
        var gradient: Gradient
        var lower: String
        var upper: String
    }

    var x: AxisScale?
    var y: AxisScale?
    var layers: [Layer] = []
    /// Grid lines at y values (running across) and at x values (running down).
    var yGridLines: [MarkOutline] = []
    var xGridLines: [MarkOutline] = []
    /// `AxisTick`s: short lines outside the plot, and how far each axis's ticks reach out.
    var yTickLines: [MarkOutline] = []
    var xTickLines: [MarkOutline] = []
    var xTickLength: CGFloat = 0
    var yTickLength: CGFloat = 0
    var xLabels: [AxisTickValue] = []
    var yLabels: [AxisTickValue] = []
    var yLabelsLeading = false
    /// How each axis's labels give way when they would overlap.
    var xLabelCollision = AxisValueLabelCollisionResolution.automatic
    var yLabelCollision = AxisValueLabelCollisionResolution.automatic
    var legend: [LegendEntry] = []
    var gradientLegend: GradientLegend?
    var annotations: [Annotation] = []
    /// True for a pie or donut: no axes.
    var isPolar = false
    /// How far in from the plot's edges the scales' ranges start and end.
    var insets: PlotInsets { configuration.insets }
    var accessibilityLabel = "Chart"
    var accessibilityValue = ""

    let configuration: ChartConfiguration
    let locale: Locale
    let calendar: Calendar
    let plotted: [PlottedMark]
    /// The styles of the values marks are coloured by, in legend order, and each one's place;
    /// none when they are numbers on a continuous scale.
    let styleCategories: [ChartValue]
    let continuousStyle: ContinuousStyleScale?
    private let styleIndex: [ChartValue: Int]

    init(marks: [_ChartMark], configuration: ChartConfiguration, locale: Locale, calendar: Calendar) {
        self.configuration = configuration
        self.locale = locale
        self.calendar = calendar
        plotted = marks.map(PlottedMark.init)
        isPolar = !plotted.isEmpty && plotted.allSatisfy { $0.kind == .sector }
        continuousStyle = ContinuousStyleScale(plotted, configuration: configuration)
        styleCategories = continuousStyle == nil ? Self.categories(of: plotted, channel: .foregroundStyle, listed: configuration.styleDomain) : []
        styleIndex = Dictionary(styleCategories.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        if isPolar {
            addSectors()
        } else {
            let stacks = StackedExtents(plotted)
            x = makeScale(.horizontal, stacks: stacks)
            y = makeScale(.vertical, stacks: stacks)
            addAxes()
            addMarks(stacks: stacks)
        }
        addLegend()
        describe()
    }

    // MARK: Styles

    /// The distinct values of `channel`, in the order the data first gives them (or as listed).
    static func categories(of marks: [PlottedMark], channel: _ChartMark.Channel, listed: [ChartValue]?) -> [ChartValue] {
        var seen = Set<ChartValue>()
        var result = listed ?? []
        seen.formUnion(result)
        for mark in marks {
            if let value = mark[channel], seen.insert(value).inserted { result.append(value) }
        }
        return result
    }

    /// A mark's style: its own `foregroundStyle`, else its category's in the scale, else the first colour.
    func style(of mark: PlottedMark) -> AnyShapeStyle {
        if let own = mark.mark.foregroundStyle { return own }
        guard let category = mark[.foregroundStyle] else { return AnyShapeStyle(ChartLook.palette[0]) }
        if let continuousStyle, case .number(let number) = category { return continuousStyle.style(of: number) }
        return style(ofCategory: category, raw: mark.mark.value(.foregroundStyle)?.value)
    }

    func style(ofCategory category: ChartValue, raw: (any Plottable)? = nil) -> AnyShapeStyle {
        if let mapped = configuration.styleMapping.first(where: { $0.value == category }) { return mapped.style }
        if let function = configuration.styleFunction, let raw, let style = function(raw) { return style }
        let index = styleIndex[category] ?? 0
        if let range = configuration.styleRange, !range.isEmpty { return range[index % range.count] }
        return AnyShapeStyle(ChartLook.palette[index % ChartLook.palette.count])
    }

    // MARK: Scales

    /// The scale along `axis`: categories if any value there is a string, dates if any is a
    /// date, else numbers, with the domain the modifiers set or one chosen from the data.
    private func makeScale(_ axis: Axis, stacks: StackedExtents) -> AxisScale? {
        let channels = axis == .horizontal ? PlottedMark.xChannels : PlottedMark.yChannels
        let domain = axis == .horizontal ? configuration.xDomain : configuration.yDomain
        let values = plotted.flatMap { mark in channels.compactMap { mark[$0] } }
        let listed: [ChartValue] = if case .values(let listed) = domain?.kind { listed } else { [] }
        let all = values + listed
        let (desired, minimumStride) = tickDemand(axis)
        if all.contains(where: { if case .category = $0 { true } else { false } }) {
            var names: [String] = []
            var seen = Set<String>()
            for value in (listed.isEmpty ? values : listed) where seen.insert(value.name).inserted { names.append(value.name) }
            return AxisScale(scale: .category(CategoryScale(categories: names)), axis: axis)
        }
        if all.contains(where: { if case .date = $0 { true } else { false } }) {
            let calendar = calendar
            let spans = plotted.flatMap { mark in
                channels.compactMap { channel -> (Date, Date)? in
                    guard case .date(let date) = mark[channel] else { return nil }
                    guard let unit = mark.units[channel] else { return (date, date) }
                    let interval = calendar.unitInterval(of: unit, containing: date)
                    return (interval.start, interval.end)
                }
            }
            let listedDates = listed.compactMap { if case .date(let date) = $0 { date } else { nil } }
            let lower = listedDates.count == 2 ? listedDates.min()! : spans.map(\.0).min() ?? Date(timeIntervalSinceReferenceDate: 0)
            let upper = listedDates.count == 2 ? listedDates.max()! : spans.map(\.1).max() ?? lower
            return AxisScale(scale: .date(DateScale(lower: lower, upper: upper, calendar: calendar, desiredCount: desired)), axis: axis)
        }
        guard !all.isEmpty || stacks.hasValues(on: axis) else { return nil }
        let transform = (axis == .horizontal ? configuration.xTransform : configuration.yTransform) ?? .linear
        if transform == .log {
            if listed.count == 2, let low = listed[0].number, let high = listed[1].number {
                return AxisScale(scale: .numeric(.logarithmic(lower: low, upper: high)), axis: axis)
            }
            return AxisScale(scale: .numeric(.logarithmic(covering: values.compactMap(\.number) + stacks.extents(on: axis))), axis: axis)
        }
        if transform != .linear, let scale = numericScale(axis, listed: listed, values: values, stacks: stacks, desired: desired, minimumStride: minimumStride),
           case .numeric(let numeric) = scale.scale {
            return AxisScale(scale: .numeric(numeric.transformed(transform)), axis: axis, pointBand: scale.pointBand)
        }
        return numericScale(axis, listed: listed, values: values, stacks: stacks, desired: desired, minimumStride: minimumStride)
    }

    /// A linear numeric scale along `axis`: the listed domain, or one chosen from the data.
    private func numericScale(
        _ axis: Axis, listed: [ChartValue], values: [ChartValue], stacks: StackedExtents, desired: Int, minimumStride: Double?
    ) -> AxisScale? {
        let domain = axis == .horizontal ? configuration.xDomain : configuration.yDomain
        if listed.count == 2, let low = listed[0].number, let high = listed[1].number {
            return AxisScale(scale: .numeric(.fixed(low, high, desiredCount: desired, minimumStride: minimumStride)), axis: axis)
        }
        var includesZero = true
        if case .automatic(let zero?) = domain?.kind { includesZero = zero }
        var numbers = values.compactMap(\.number) + stacks.extents(on: axis)
        let bands = Set(plotted.compactMap { bandNumber(of: $0, on: axis) }).sorted()
        guard let low = bands.first, let high = bands.last else {
            return AxisScale(scale: .numeric(.automatic(covering: numbers, includesZero: includesZero, desiredCount: desired, minimumStride: minimumStride)), axis: axis)
        }
        // Bars or cells stand on numbers here: each takes a band as wide as the values' smallest
        // distance, and the domain covers the outer bands' edges.
        let gap = zip(bands, bands.dropFirst()).map { $1 - $0 }.min() ?? 1
        if Set(numbers) == Set(bands) {
            return AxisScale(scale: .numeric(.fixed(low - gap / 2, high + gap / 2, desiredCount: desired, minimumStride: minimumStride)), axis: axis, pointBand: gap)
        }
        numbers += [low - gap / 2, high + gap / 2]
        return AxisScale(scale: .numeric(.automatic(covering: numbers, includesZero: includesZero, desiredCount: desired, minimumStride: minimumStride)), axis: axis, pointBand: gap)
    }

    /// The number a bar or a cell stands on along `axis`, when that axis is its band and a number.
    private func bandNumber(of mark: PlottedMark, on axis: Axis) -> Double? {
        let channel: _ChartMark.Channel = axis == .horizontal ? .x : .y
        guard case .number(let number)? = mark[channel] else { return nil }
        switch mark.kind {
        case .rectangle: return number
        case .bar:
            guard let (valueAxis, _, _) = StackedExtents.valueAndBand(mark), valueAxis != axis else { return nil }
            return number
        default: return nil
        }
    }

    /// How many ticks an axis's automatic `AxisMarks` ask for, and the least step between them.
    private func tickDemand(_ axis: Axis) -> (count: Int, minimumStride: Double?) {
        let marks = axis == .horizontal ? configuration.xAxis.marks : configuration.yAxis.marks
        for mark in marks {
            if case .automatic(let count, let minimumStride) = mark.values.kind, count != nil || minimumStride != nil {
                return (count ?? NumericScale.defaultTickCount, minimumStride)
            }
        }
        return (NumericScale.defaultTickCount, nil)
    }
}
