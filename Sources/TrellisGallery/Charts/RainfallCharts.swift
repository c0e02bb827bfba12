import Charts
import Trellis

/// The same year of rain drawn three more ways with Swift Charts: a heat strip coloured on a
/// continuous scale, the seasons as a donut with rounded, inset slices and its legend beside
/// it, and a line over every month's full name, padded in from the plot's ends, whose crowded
/// labels give way to each other.
struct RainfallCharts: View {
    let dataPoints: [DataPoint]

    private static let monthNames = ["January", "February", "March", "April", "May", "June",
                                     "July", "August", "September", "October", "November", "December"]

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Each month's rain on a colour scale")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Chart(dataPoints) { point in
                RectangleMark(x: .value("Month", point.label), y: .value("Year", "2012"))
                    .foregroundStyle(by: .value("Rainfall", point.value))
            }
            .chartForegroundStyleScale(range: Gradient(colors: [.mint, .blue]))
            .chartYAxis(.hidden)
            .frame(height: 90)

            Text("The seasons' share, legend beside")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Chart(seasons, id: \.legend.label) { season in
                SectorMark(angle: .value("Rainfall", season.total), innerRadius: .ratio(0.55), angularInset: 2)
                    .cornerRadius(6)
                    .foregroundStyle(by: .value("Season", season.legend.label))
            }
            .chartForegroundStyleScale(domain: seasons.map(\.legend.label), range: seasons.map(\.legend.color))
            .chartLegend(position: .trailing, alignment: .center, spacing: 16)
            .frame(height: 160)

            Text("Every month named, the line padded in")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Chart(Array(dataPoints.enumerated()), id: \.offset) { index, point in
                LineMark(x: .value("Month", Self.monthNames[index % 12]), y: .value("Rainfall", point.value))
                PointMark(x: .value("Month", Self.monthNames[index % 12]), y: .value("Rainfall", point.value))
            }
            .chartXScale(range: .plotDimension(padding: 12))
            .chartYScale(range: .plotDimension(endPadding: 8))
            .frame(height: 160)
        }
        .padding()
    }

    /// Each season's total, in the order the year first reaches it.
    private var seasons: [(legend: Legend, total: Double)] {
        var totals: [(legend: Legend, total: Double)] = []
        for point in dataPoints {
            if let index = totals.firstIndex(where: { $0.legend == point.legend }) {
                totals[index].total += point.value
            } else {
                totals.append((point.legend, point.value))
            }
        }
        return totals
    }
}
