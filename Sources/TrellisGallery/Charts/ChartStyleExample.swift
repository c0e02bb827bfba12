import Trellis

/// The seed's chart-style example laid out: the title, a row of charts sharing one style from
/// their container (no axis, three labels), and charts below that override it with their own.
/// The seed's screen and its Swift Charts counterpart fill it with their charts.
struct ChartStyleExample<SharedRow: View, Overridden: View>: View {
    let spacing: CGFloat
    @ViewBuilder let sharedRow: SharedRow
    @ViewBuilder let overridden: Overridden

    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            Text("Seattle rainfall in 2012, mm")
                .font(.headline)

            Text("Shared style: no axis, three labels")
                .font(.footnote)
                .foregroundStyle(.secondary)
            sharedRow

            Text("Overridden: axis and every label")
                .font(.footnote)
                .foregroundStyle(.secondary)
            overridden
                .chartStyle(ChartStyle(barMinHeight: 140, axisLeadingPadding: 4))
        }
        .chartStyle(ChartStyle(showAxis: false, labelCount: 3))
        .padding()
    }
}
