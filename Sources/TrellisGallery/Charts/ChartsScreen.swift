import Trellis

/// The seed's chart-style example: two charts in a row share one style from their container, and
/// a third chart below overrides it with a style of its own.
struct ChartsScreen: View {
    var body: some View {
        NavigationStack {
            ChartStyleExample(spacing: 20) {
                HStack(alignment: .top, spacing: 16) {
                    BarChartView(dataPoints: SeattleRainfall.firstHalf)
                    BarChartView(dataPoints: SeattleRainfall.secondHalf)
                }
            } overridden: {
                BarChartView(dataPoints: SeattleRainfall.year2012)
            }
            .navigationTitle("Chart style")
        }
    }
}
