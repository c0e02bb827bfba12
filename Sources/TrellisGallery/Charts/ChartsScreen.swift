import Trellis

/// The seed's chart-style example: two charts in a row share one style from their container, and
/// a third chart below overrides it with a style of its own.
struct ChartsScreen: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 20) {
                Text("Seattle rainfall in 2012, mm")
                    .font(.headline)

                Text("Shared style: no axis, three labels")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                HStack(alignment: .top, spacing: 16) {
                    BarChartView(dataPoints: SeattleRainfall.firstHalf)
                    BarChartView(dataPoints: SeattleRainfall.secondHalf)
                }

                Text("Overridden: axis and every label")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                BarChartView(dataPoints: SeattleRainfall.year2012)
                    .chartStyle(ChartStyle(barMinHeight: 140, axisLeadingPadding: 4))
            }
            .chartStyle(ChartStyle(showAxis: false, labelCount: 3))
            .padding()
            .navigationTitle("Chart style")
        }
    }
}
