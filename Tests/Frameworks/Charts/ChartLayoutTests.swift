@testable import Charts
import CorpusSupport
import Foundation
import SwiftUI
import Testing
import TrellisLayout

/// Where the engine puts a chart's marks and labels: each follows from the scales and the plot
/// rectangle that the labels leave.
@MainActor
struct ChartLayoutTests {
    private func laidOut<V: View>(_ view: V) throws -> LaidOutTree {
        try LayoutEngine(measurer: TextMeasurer()).layout(view.resolved(), in: CGSize(width: 390, height: 844))
    }

    private func textFrames(in layout: LaidOutTree) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for (index, node) in layout.tree.root.subtree().enumerated() {
            if case .text(let text) = node.kind, frames[text.string] == nil { frames[text.string] = layout[index].frame }
        }
        return frames
    }

    private func plan(_ marks: [_ChartMark], _ configuration: ChartConfiguration = ChartConfiguration()) -> ChartPlan {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return ChartPlan(marks: marks, configuration: configuration, locale: Locale(identifier: "en_US"), calendar: calendar)
    }

    @Test func stackedBarsPileUpInTheOrderWrittenOnAZeroBasedScale() throws {
        let marks = Chart(ChartSamples.sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }.marks
        let plan = plan(marks)
        guard case .numeric(let y) = plan.y?.scale else { Issue.record("no numeric y"); return }
        let tallest = 88.0 + 47.0
        #expect(y.lower == 0 && y.upper >= tallest && y.upper - tallest < y.step)
        // Two layers, one per product, each a bar per month.
        #expect(plan.layers.count == 2)
        let filter = try #require(plan.layers.last?.outlines.first)
        guard case .rect(let rect, _, _, _) = filter else { Issue.record("not a bar"); return }
        // January's Filter bar sits on Espresso's 42 and reaches 42 + 30, in January's band.
        #expect(abs(rect.maxY - (1 - 42 / y.upper)) < 1e-9)
        #expect(abs(rect.minY - (1 - 72 / y.upper)) < 1e-9)
        let band = 0.25, share = Double(ChartLook.barBandRatio)
        #expect(abs(rect.minX - band * (1 - share) / 2) < 1e-9)
        #expect(abs(rect.width - band * share) < 1e-9)
        #expect(plan.legend.map(\.name) == ["Espresso", "Filter"])
    }

    @Test func groupedBarsShareTheirBandSideBySide() throws {
        let marks = Chart(ChartSamples.sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
                .position(by: .value("Product", sale.product))
        }.marks
        let plan = plan(marks)
        let outlines = plan.layers.flatMap(\.outlines).compactMap { outline -> CGRect? in
            if case .rect(let rect, _, _, _) = outline { rect } else { nil }
        }
        let espressoJanuary = outlines[0], filterJanuary = outlines[4]
        #expect(abs(espressoJanuary.maxX - filterJanuary.minX) < 1e-9)
        #expect(abs(espressoJanuary.width - filterJanuary.width) < 1e-9)
        // Grouped bars don't stack: both start at zero.
        #expect(espressoJanuary.maxY == 1 && filterJanuary.maxY == 1)
    }

    @Test func yLabelsSitTrailingAtTheirTicksAndXLabelsUnderTheirBands() throws {
        let layout = try laidOut(StackedSalesChart())
        let frames = textFrames(in: layout)
        let plan = plan(Chart(ChartSamples.sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }.marks)
        let yLabels = try plan.yLabels.map { try #require(frames[$0.label], "label \($0.label)") }
        let xLabels = try plan.xLabels.map { try #require(frames[$0.label], "label \($0.label)") }
        let zero = try #require(yLabels.first), top = try #require(yLabels.last)
        // The plot runs from the chart's top to the zero tick; labels are centred on their ticks.
        let plotTop = top.midY, plotBottom = zero.midY
        let plotHeight = plotBottom - plotTop
        for (label, frame) in zip(plan.yLabels, yLabels) {
            #expect(abs(frame.midY - (plotTop + label.position * plotHeight)) < 0.01, "\(label.label)")
        }
        // Trailing: every y label starts right of the plot by the label spacing, after the widest.
        let labelLeft = try #require(yLabels.map(\.minX).min())
        #expect(yLabels.allSatisfy { abs($0.minX - labelLeft) < 0.01 })
        let plotLeft = 16.0, plotRight = labelLeft - ChartLook.labelSpacing
        let width = plotRight - plotLeft
        #expect(abs(width - (358 - (yLabels.map(\.width).max()! + ChartLook.labelSpacing))) < 0.01)
        for (label, frame) in zip(plan.xLabels, xLabels) {
            #expect(abs(frame.midX - (plotLeft + label.position * width)) < 0.01, "\(label.label)")
            #expect(abs(frame.minY - (plotBottom + ChartLook.labelSpacing)) < 0.01)
        }
        // The legend's names come below the x labels.
        let espresso = try #require(frames["Espresso"])
        #expect(espresso.minY > xLabels[0].maxY)
    }

    @Test func aLeadingAxisPutsItsLabelsBeforeThePlot() throws {
        let frames = textFrames(in: try laidOut(ChartGalleryView()))
        // The steps chart's labels end at the plot's leading edge, inside the 16-point padding's
        // column, rather than after the plot.
        let labels = try ["4,000", "6,000", "14,000"].map { try #require(frames[$0]) }
        let right = labels.map(\.maxX).max()!
        #expect(labels.allSatisfy { abs($0.maxX - right) < 0.01 })
        #expect(labels.allSatisfy { $0.minX >= 16 })
        #expect(right < 195)
    }

    @Test func aDonutsSlicesAreTheirShareOfTheTurn() throws {
        let donut = BudgetDonutChart()
        let marks = Chart(donut.budget, id: \.category) { item in
            SectorMark(angle: .value("Amount", item.amount), innerRadius: .ratio(0.6), angularInset: 2)
                .foregroundStyle(by: .value("Category", item.category))
        }.marks
        let plan = plan(marks)
        #expect(plan.isPolar && plan.yLabels.isEmpty)
        let total = donut.budget.map(\.amount).reduce(0, +)
        var start = 0.0
        for (layer, item) in zip(plan.layers, donut.budget) {
            guard case .sector(let from, let to, _, _, _, _) = layer.outlines[0] else { Issue.record("not a sector"); continue }
            #expect(abs(from - start) < 1e-12 && abs(to - (start + item.amount / total)) < 1e-12)
            start = to
        }
        #expect(plan.accessibilityValue.hasPrefix("Rent 57%"))
    }

    @Test func theDescriptionNamesTheAxesTheirRangesAndTheSeries() {
        let plan = plan(Chart(ChartSamples.readings) { reading in
            LineMark(x: .value("Day", reading.day, unit: .day), y: .value("Steps", reading.steps))
                .foregroundStyle(by: .value("Series", reading.series))
        }.marks)
        #expect(plan.accessibilityLabel == "Line chart")
        #expect(plan.accessibilityValue == "X axis, Day: Mar 2, 2026 to Mar 8, 2026. Y axis, Steps: 4,300 to 12,400. 2 series: Me, Plan")
    }
    @Test func axisModifiersReachTheChartThroughTheEnvironment() throws {
        let hidden = textFrames(in: try laidOut(StackedSalesChart().chartYAxis(.hidden).chartLegend(.hidden)))
        #expect(hidden["50"] == nil && hidden["Espresso"] == nil)
        #expect(hidden["Jan"] != nil)
        let listed = textFrames(in: try laidOut(StackedSalesChart().chartYAxis { AxisMarks(values: [0, 25, 75]) }))
        #expect(listed["25"] != nil && listed["75"] != nil && listed["50"] == nil)
    }

    @Test func strideAndFormattedAxisMarksLabelTheirValues() throws {
        var configuration = ChartConfiguration()
        configuration.yAxis.marks = [AxisMarks(values: .stride(by: 40))]
        let plan = plan(Chart(ChartSamples.sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
        }.marks, configuration)
        guard case .numeric(let y) = plan.y?.scale else { Issue.record("no numeric y"); return }
        #expect(plan.yLabels.map(\.value) == stride(from: 0, through: y.upper, by: 40).map { ChartValue.number($0) })
        #expect(plan.yGridLines.count == plan.yLabels.count)
        // A label's format is a Text's, so it takes the chart's locale: 1,000 in en_US, 1.000 in German.
        let big = Chart(ChartSamples.sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units * 10))
        }
        .chartYAxis {
            AxisMarks(values: .stride(by: 500)) { _ in
                AxisGridLine()
                AxisValueLabel(format: IntegerFormatStyle<Int>())
            }
        }
        .chartXAxis {
            AxisMarks { _ in AxisValueLabel("·") }
        }
        .frame(height: 240)
        let english = textFrames(in: try laidOut(big))
        #expect(english["1,000"] != nil && english["500"] != nil && english["Jan"] == nil && english["·"] != nil)
        let german = textFrames(in: try laidOut(big.environment(\.locale, Locale(identifier: "de_DE"))))
        #expect(german["1.000"] != nil)
    }

    @Test func stepInterpolationTurnsWhereItsMethodSays() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10)]
        for (method, turn) in [(InterpolationMethod.stepStart, 0.0), (.stepCenter, 5), (.stepEnd, 10)] {
            var path = Path()
            LineInterpolation.add(points, method, to: &path, startingSubpath: true)
            var expected = Path()
            expected.move(to: points[0])
            expected.addLine(to: CGPoint(x: turn, y: 0))
            expected.addLine(to: CGPoint(x: turn, y: 10))
            expected.addLine(to: points[1])
            #expect(path == expected, "\(method)")
        }
    }
    @Test func aMonotoneCurveStaysBetweenItsPointsHeights() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 1), CGPoint(x: 20, y: 9), CGPoint(x: 30, y: 10), CGPoint(x: 40, y: 30)]
        var path = Path()
        LineInterpolation.add(points, .monotone, to: &path, startingSubpath: true)
        // For rising data each segment's controls stay between the heights of its ends, so the
        // curve rises all the way (Catmull–Rom overshoots on the same points).
        var controlsWithin = true
        var curves = 0
        path.forEach { element in
            if case .curve(let to, let control1, let control2) = element,
               let end = points.firstIndex(of: to), end > 0 {
                curves += 1
                let low = points[end - 1].y, high = to.y
                for control in [control1, control2] where control.y < low - 1e-9 || control.y > high + 1e-9 { controlsWithin = false }
            }
        }
        #expect(controlsWithin && curves == 4)
        var catmullRom = Path()
        LineInterpolation.add(points, .catmullRom, to: &catmullRom, startingSubpath: true)
        var overshoots = false
        catmullRom.forEach { element in
            if case .curve(let to, let control1, _) = element, let end = points.firstIndex(of: to), end > 0,
               control1.y > to.y || control1.y < points[end - 1].y { overshoots = true }
        }
        #expect(overshoots)
    }
    @Test func aLegendGoesWhereChartLegendPutsIt() throws {
        let below = textFrames(in: try laidOut(StackedSalesChart()))
        let centered = textFrames(in: try laidOut(StackedSalesChart().chartLegend(position: .bottom, alignment: .center)))
        let above = textFrames(in: try laidOut(StackedSalesChart().chartLegend(position: .top)))
        let leading = try #require(below["Espresso"]), middle = try #require(centered["Espresso"]), top = try #require(above["Espresso"])
        #expect(abs(leading.minX - (16 + 8 + 4)) < 0.01)  // the padding, the 8-point symbol and its spacing
        #expect(middle.minX > leading.minX && middle.minY == leading.minY)
        // Centred: the legend row's middle is the chart's (a symbol and a name each, 12 apart).
        let filter = try #require(centered["Filter"])
        #expect(abs((middle.minX - 12 + filter.maxX) / 2 - 195) < 0.01)
        let topLabel = try #require(above["150"]), bottomLabel = try #require(below["150"])
        #expect(top.maxY < topLabel.minY && topLabel.minY > bottomLabel.minY)
    }
    @Test func normalizedStacksReachOneAndRangedBarsKeepTheirEnds() throws {
        let normalized = plan(Chart(ChartSamples.sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units), stacking: .normalized)
                .foregroundStyle(by: .value("Product", sale.product))
        }.marks)
        let tops = normalized.layers.flatMap(\.outlines).compactMap { outline -> CGFloat? in
            if case .rect(let rect, _, _, _) = outline { rect.minY } else { nil }
        }
        guard case .numeric(let y) = normalized.y?.scale else { Issue.record("no numeric y"); return }
        // Every month's Filter bar (the second half) tops out at 1 on the axis.
        #expect(tops.suffix(4).allSatisfy { abs($0 - (1 - 1 / y.upper)) < 1e-9 })
        let ranged = plan(Chart(ChartSamples.sales.prefix(2)) { sale in
            BarMark(x: .value("Product", sale.product), yStart: .value("Low", sale.units - 10), yEnd: .value("High", sale.units))
        }.marks)
        guard case .numeric(let rangedY) = ranged.y?.scale,
              case .rect(let bar, _, _, _) = try #require(ranged.layers.first?.outlines.first) else { Issue.record("no bar"); return }
        #expect(abs(bar.maxY - (1 - 32 / rangedY.upper)) < 1e-9 && abs(bar.minY - (1 - 42 / rangedY.upper)) < 1e-9)
    }

    @Test func aDayBarFillsItsDayFromMidnightInTheChartsTimeZone() throws {
        // 15:00 UTC on 2 March: the bar is 2 March, midnight to midnight, whatever the hour.
        let afternoon = Date(timeIntervalSince1970: 1_772_409_600 + 15 * 3_600)
        let marks = Chart {
            BarMark(x: .value("Day", afternoon, unit: .day), y: .value("Cups", 10))
            BarMark(x: .value("Day", afternoon.addingTimeInterval(86_400), unit: .day), y: .value("Cups", 20))
        }.marks
        let plan = plan(marks)
        guard case .date(let dates) = plan.x?.scale else { Issue.record("no date x"); return }
        #expect(dates.lower == Date(timeIntervalSince1970: 1_772_409_600))
        #expect(dates.upper == Date(timeIntervalSince1970: 1_772_409_600 + 2 * 86_400))
        guard case .rect(let first, _, _, _) = try #require(plan.layers.first?.outlines.first) else { Issue.record("no bar"); return }
        let share = Double(ChartLook.barBandRatio)
        #expect(abs(first.midX - 0.25) < 1e-9 && abs(first.width - 0.5 * share) < 1e-9)
    }

    @Test func axisTitlesTakeRowsBelowTheXLabelsAndAboveThePlot() throws {
        let plain = textFrames(in: try laidOut(StackedSalesChart()))
        let titled = textFrames(in: try laidOut(StackedSalesChart().chartXAxisLabel("Month").chartYAxisLabel("Units sold")))
        let month = try #require(titled["Month"]), units = try #require(titled["Units sold"])
        let january = try #require(titled["Jan"]), top = try #require(titled["150"]), zero = try #require(titled["0"])
        let plainTop = try #require(plain["150"])
        // The x title sits under the x labels, at the plot's trailing end (where the y labels start).
        #expect(abs(month.minY - (january.maxY + ChartLook.labelSpacing)) < 0.01)
        #expect(abs(month.maxX - (zero.minX - ChartLook.labelSpacing)) < 0.01)
        // The y title sits over the top y label at the chart's trailing edge; the plot starts below both.
        #expect(abs(units.maxX - 374) < 0.01)
        #expect(abs(top.minY - (units.maxY + ChartLook.labelSpacing)) < 0.01)
        #expect(abs(top.midY - plainTop.midY - (units.height + ChartLook.labelSpacing + top.height / 2)) < 0.01)
        // The legend is still the outermost row below.
        let legend = try #require(titled["Espresso"])
        #expect(legend.minY > month.maxY)
        let centered = textFrames(in: try laidOut(StackedSalesChart().chartXAxisLabel("Month", alignment: .center)))
        let middle = try #require(centered["Month"]), left = try #require(centered["Jan"]), right = try #require(centered["Apr"])
        #expect(abs(middle.midX - (16 + (zero.minX - ChartLook.labelSpacing)) / 2) < 0.01)
        #expect(middle.minX > left.maxX && middle.maxX < right.minX)
    }

    @Test func centredDateLabelsSitMidwayThroughTheirDayPastTheTicks() throws {
        let chart = Chart(ChartSamples.readings.filter { $0.series == "Me" }) { reading in
            BarMark(x: .value("Day", reading.day, unit: .day), y: .value("Steps", reading.steps))
        }
        let styled = chart.chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisTick(length: 6)
                AxisValueLabel(format: .dateTime.weekday(), centered: true)
            }
        }
        var configuration = ChartConfiguration()
        configuration.xAxis.marks = [AxisMarks(values: .stride(by: .day)) { _ in
            AxisTick(length: 6)
            AxisValueLabel(format: .dateTime.weekday(), centered: true)
        }]
        let plan = plan(chart.marks, configuration)
        guard case .date = plan.x?.scale else { Issue.record("no date x"); return }
        // Seven days, midnight to midnight: a tick at each of the eight midnights, a label in each day.
        #expect(plan.xTickLines.count == 8 && plan.xTickLength == 6)
        #expect(plan.xLabels.count == 7)
        for (index, label) in plan.xLabels.enumerated() {
            #expect(abs(label.position - (Double(index) + 0.5) / 7) < 1e-9 && label.centered == true)
        }
        let frames = textFrames(in: try laidOut(styled.frame(height: 240).padding()))
        let monday = try #require(frames["Mon"]), zero = try #require(frames["0"])
        let plotLeft = 16.0, plotRight = zero.minX - ChartLook.labelSpacing, plotBottom = zero.midY
        #expect(abs(monday.midX - (plotLeft + (plotRight - plotLeft) / 14)) < 0.01)
        #expect(abs(monday.minY - (plotBottom + 6 + ChartLook.labelSpacing)) < 0.01)
    }

    @Test func symbolSizeByAValueSpreadsItsRangeAndLineStyleByDashesEachSeries() throws {
        let points = plan(Chart {
            PointMark(x: .value("X", 1), y: .value("Y", 1)).symbolSize(by: .value("Population", 10))
            PointMark(x: .value("X", 2), y: .value("Y", 2)).symbolSize(by: .value("Population", 55))
            PointMark(x: .value("X", 3), y: .value("Y", 3)).symbolSize(by: .value("Population", 100))
        }.marks)
        let sizes = points.layers.flatMap(\.outlines).compactMap { if case .symbol(_, _, let size) = $0 { size } else { nil } }
        // 10, 55 and 100 are the ends and middle of the values, so they take the ends and middle of the areas.
        let range = ChartLook.symbolAreaRange
        let areas = [range.lowerBound, (range.lowerBound + range.upperBound) / 2, range.upperBound]
        #expect(sizes.count == 3)
        for (size, area) in zip(sizes, areas) { #expect(abs(size - ChartLook.symbolDiameter(area: area)) < 1e-9) }

        let lines = plan(Chart(ChartSamples.readings) { reading in
            LineMark(x: .value("Day", reading.day), y: .value("Steps", reading.steps))
                .lineStyle(by: .value("Series", reading.series))
        }.marks)
        let dashes = lines.layers.compactMap { $0.stroke?.dash }
        #expect(dashes == [ChartLook.dashPatterns[0], ChartLook.dashPatterns[1]])
    }
}
