import Trellis

/// A bar chart that takes its presentation from the environment's chart style, as the seed's
/// charting library does: axis, bar labels (all or `labelCount` of them) and legends.
struct BarChartView: View {
    @Environment(\.chartStyle) private var chartStyle
    let dataPoints: [DataPoint]

    /// The axis has fixed widths so the bar labels below can line up under the bars.
    private static let axisLabelWidth: CGFloat = 28
    private static let axisLabelGap: CGFloat = 2
    private static let axisLineWidth: CGFloat = 1
    private static let axisGap: CGFloat = 4
    private static let barSpacing: CGFloat = 3

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack(alignment: .bottom, spacing: Self.axisGap) {
                if chartStyle.showAxis {
                    axis
                }
                bars
            }
            if chartStyle.showLabels {
                labels
            }
            if chartStyle.showLegends {
                legends
            }
        }
    }

    private var maxValue: Double {
        dataPoints.map(\.value).max() ?? 0
    }

    private var axis: some View {
        HStack(spacing: Self.axisLabelGap) {
            VStack(alignment: .trailing, spacing: 0) {
                Text(verbatim: String(Int(maxValue.rounded())))
                Spacer(minLength: 0)
                Text(verbatim: "0")
            }
            .font(.caption2)
            .foregroundStyle(.secondary)
            .frame(width: Self.axisLabelWidth, alignment: .trailing)

            Rectangle()
                .fill(.secondary)
                .frame(width: Self.axisLineWidth)
        }
        .frame(height: chartStyle.barMinHeight)
        .padding(.leading, chartStyle.axisLeadingPadding)
    }

    private var bars: some View {
        VStack(spacing: 0) {
            HStack(alignment: .bottom, spacing: Self.barSpacing) {
                ForEach(dataPoints) { point in
                    Rectangle()
                        .fill(point.legend.color)
                        .frame(height: barHeight(for: point))
                }
            }
            .frame(height: chartStyle.barMinHeight, alignment: .bottom)

            if chartStyle.showAxis {
                Rectangle()
                    .fill(.secondary)
                    .frame(height: Self.axisLineWidth)
            }
        }
    }

    private var labels: some View {
        HStack(spacing: Self.barSpacing) {
            ForEach(0..<dataPoints.count) { index in
                Text(showsLabel(at: index) ? dataPoints[index].label : "")
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
                    .frame(maxWidth: .infinity)
            }
        }
        .padding(.leading, labelInset)
    }

    private var legends: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(uniqueLegends) { legend in
                HStack(spacing: 4) {
                    Circle()
                        .fill(legend.color)
                        .frame(width: 8, height: 8)
                    Text(legend.label)
                        .font(.caption2)
                }
            }
        }
    }

    private func barHeight(for point: DataPoint) -> CGFloat {
        guard maxValue > 0 else { return 0 }
        return chartStyle.barMinHeight * CGFloat(point.value / maxValue)
    }

    /// With a label count, every n-th label shows, starting at the first, so the shown ones are
    /// spread evenly; the others keep their slot so the rest stay under their bars.
    private func showsLabel(at index: Int) -> Bool {
        guard let count = chartStyle.labelCount else { return true }
        guard count > 0 else { return false }
        let step = max(1, (dataPoints.count + count - 1) / count)
        return index % step == 0
    }

    /// How far the bars start from the chart's leading edge.
    private var labelInset: CGFloat {
        guard chartStyle.showAxis else { return 0 }
        return chartStyle.axisLeadingPadding + Self.axisLabelWidth + Self.axisLabelGap + Self.axisLineWidth + Self.axisGap
    }

    private var uniqueLegends: [Legend] {
        var seen: [Legend] = []
        for point in dataPoints where !seen.contains(point.legend) {
            seen.append(point.legend)
        }
        return seen
    }
}
