import Trellis

struct StatsView: View {
    @State private var steps = 8_432
    @State private var isFavorite = false
    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 28

    var body: some View {
        ScrollView {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 12) {
                GridRow {
                    StatTile(title: "Steps", value: steps.formatted(), symbol: "figure.walk", color: .orange, iconSize: iconSize)
                    StatTile(title: "Distance", value: "6.1 km", symbol: "map", color: .blue, iconSize: iconSize)
                }
                GridRow {
                    StatTile(title: "Floors", value: "12", symbol: "stairs", color: .purple, iconSize: iconSize)
                    StatTile(title: "Heart", value: "72 bpm", symbol: "heart", color: .red, iconSize: iconSize)
                }
                GridRow {
                    Text("Updated just now")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .gridCellColumns(2)
                }
            }
            .padding()

            Button {
                steps += 100
                isFavorite.toggle()
            } label: {
                Label("Add 100 steps", systemImage: "plus")
                    .contentTransition(.numericText())
            }
            .buttonStyle(.bordered)
            .buttonBorderShape(.capsule)
            .sensoryFeedback(.increase, trigger: steps)
        }
        .background(Color(uiColor: .systemGroupedBackground))
        .navigationTitle("Today")
        .toolbarBackground(.visible, for: .navigationBar)
    }
}

struct StatTile: View {
    let title: String
    let value: String
    let symbol: String
    let color: Color
    let iconSize: CGFloat

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Image(systemName: symbol)
                .font(.system(size: iconSize))
                .foregroundStyle(color)
                .symbolEffect(.bounce, value: value)
            Text(value)
                .font(.title2.bold())
                .fontDesign(.rounded)
            Text(title)
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    NavigationStack {
        StatsView()
    }
}
