import Trellis

/// The seed's chart-style example again, each chart drawn twice: the seed's own `BarChartView`,
/// then the same data and the same environment style drawn with Swift Charts; and below them
/// the year drawn with more of Swift Charts (a colour scale, a donut, a padded line).
struct SwiftChartsScreen: View {
    var body: some View {
        NavigationStack {
            ScrollView {
                ChartStyleExample(spacing: 16) {
                    HStack(alignment: .top, spacing: 16) {
                        BarChartView(dataPoints: SeattleRainfall.firstHalf)
                        SwiftChartsBarChart(dataPoints: SeattleRainfall.firstHalf)
                    }
                } overridden: {
                    BarChartView(dataPoints: SeattleRainfall.year2012)
                    SwiftChartsBarChart(dataPoints: SeattleRainfall.year2012)
                }
                RainfallCharts(dataPoints: SeattleRainfall.year2012)
            }
            .navigationTitle("Swift Charts")
        }
    }
}
