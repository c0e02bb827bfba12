import Trellis

struct StandingsView: View {
    let standings: [Standing]
    @State private var highlightedTeam: String?

    var body: some View {
        ScrollView {
            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 10) {
                GridRow {
                    Text("#")
                    Text("Team")
                        .gridCellColumns(2)
                    Text("P").gridColumnAlignment(.trailing)
                    Text("W").gridColumnAlignment(.trailing)
                    Text("D").gridColumnAlignment(.trailing)
                    Text("L").gridColumnAlignment(.trailing)
                    Text("GD").gridColumnAlignment(.trailing)
                    Text("Pts").gridColumnAlignment(.trailing)
                }
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)

                Divider()
                    .gridCellUnsizedAxes(.horizontal)

                ForEach(standings) { row in
                    GridRow {
                        Text("\(row.position)")
                            .foregroundStyle(row.position <= 2 ? Color.green : Color.primary)
                        TeamLogo(team: row.team, size: 22)
                        Text(row.team.name)
                            .lineLimit(1)
                        Text("\(row.played)")
                        Text("\(row.won)")
                        Text("\(row.drawn)")
                        Text("\(row.lost)")
                        Text(row.goalDifference > 0 ? "+\(row.goalDifference)" : "\(row.goalDifference)")
                            .foregroundStyle(row.goalDifference >= 0 ? Color.primary : Color.red)
                        Text("\(row.points)")
                            .bold()
                    }
                    .font(.subheadline.monospacedDigit())
                    .padding(.vertical, 2)
                    .background(highlightedTeam == row.team.id ? Color.yellow.opacity(0.2) : Color.clear)
                    .onTapGesture { highlightedTeam = row.team.id }

                    if row.position == 2 {
                        Rectangle()
                            .fill(Color.green.opacity(0.5))
                            .frame(height: 1)
                            .gridCellUnsizedAxes(.horizontal)
                    }
                }
            }
            .padding()
            .background(Color(uiColor: .secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 12))
            .padding()

            HStack(spacing: 6) {
                Rectangle().fill(.green).frame(width: 10, height: 10)
                Text("Promotion").font(.caption).foregroundStyle(.secondary)
                Spacer()
            }
            .padding(.horizontal, 24)
        }
        .background(Color(uiColor: .systemGroupedBackground))
        .navigationTitle("Standings")
    }
}

#Preview {
    NavigationStack {
        StandingsView(standings: Standing.table)
    }
}
