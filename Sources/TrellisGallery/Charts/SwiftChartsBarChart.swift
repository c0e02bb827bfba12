import Charts
import Trellis

/// The seed's bar chart drawn with Swift Charts instead, styled by the same environment chart
/// style: the y axis shown or hidden, every label or `labelCount` of them, the legend, and the
/// bar area's height as the plot's.
struct SwiftChartsBarChart: View {
    @Environment(\.chartStyle) private var chartStyle
    let dataPoints: [DataPoint]

    var body: some View {
        Chart(dataPoints) { point in
            BarMark(x: .value("Month", point.label), y: .value("Rainfall", point.value))
                .foregroundStyle(by: .value("Season", point.legend.label))
        }
        .chartForegroundStyleScale(domain: legends.map(\.label), range: legends.map(\.color))
        .chartXAxis {
            AxisMarks(values: shownLabels)
        }
        .chartXAxis(chartStyle.showLabels ? .automatic : .hidden)
        .chartYAxis(chartStyle.showAxis ? .automatic : .hidden)
        .chartLegend(chartStyle.showLegends ? .automatic : .hidden)
        .chartPlotStyle { plot in
            plot.frame(height: chartStyle.barMinHeight)
        }
    }

    /// Every n-th month's label from the first, as the seed's chart spreads `labelCount` of them.
    private var shownLabels: [String] {
        guard let count = chartStyle.labelCount else { return dataPoints.map(\.label) }
        guard count > 0 else { return [] }
        let step = max(1, (dataPoints.count + count - 1) / count)
        return dataPoints.enumerated().filter { $0.offset % step == 0 }.map(\.element.label)
    }

    /// The seasons in the order the data first gives them, each with its colour.
    private var legends: [Legend] {
        var seen: [Legend] = []
        for point in dataPoints where !seen.contains(point.legend) {
            seen.append(point.legend)
        }
        return seen
    }
}
