import Trellis

struct ActivityDashboardView: View {
    let summary: ActivitySummary
    let week: [ActivitySummary]

    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    ringsCard
                    weekStrip

                    Text("Highlights")
                        .font(.title3.bold())

                    LazyVGrid(columns: columns, spacing: 12) {
                        StatTile(title: "Steps", value: summary.steps.formatted(), icon: "figure.walk", tint: .orange)
                        StatTile(
                            title: "Distance",
                            value: summary.distance.formatted(.measurement(width: .abbreviated, usage: .road)),
                            icon: "map",
                            tint: .blue
                        )
                        StatTile(title: "Flights", value: "\(summary.flightsClimbed)", icon: "stairs", tint: .purple)
                        StatTile(title: "Active Energy", value: summary.moveCalories.kcal, icon: "flame.fill", tint: .moveRing)
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("Summary")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "person.crop.circle")
                            .font(.title2)
                    }
                }
            }
        }
    }

    private var ringsCard: some View {
        HStack(spacing: 24) {
            ActivityRingsView(summary: summary, size: 130)

            VStack(alignment: .leading, spacing: 10) {
                ringLegend("Move", value: "\(Int(summary.moveCalories))/\(Int(summary.moveGoal))", unit: "KCAL", color: .moveRing)
                ringLegend("Exercise", value: "\(Int(summary.exerciseMinutes))/\(Int(summary.exerciseGoal))", unit: "MIN", color: .exerciseRing)
                ringLegend("Stand", value: "\(summary.standHours)/\(summary.standGoal)", unit: "HRS", color: .standRing)
            }
            Spacer(minLength: 0)
        }
        .padding()
        .background(.black, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
    }

    private func ringLegend(_ title: String, value: String, unit: String, color: Color) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.white)
            Text("\(value)\(Text(unit).font(.caption))")
                .font(.title3.weight(.semibold))
                .foregroundStyle(color)
                .monospacedDigit()
        }
    }

    private var weekStrip: some View {
        HStack {
            ForEach(week) { day in
                VStack(spacing: 6) {
                    Text(day.date, format: .dateTime.weekday(.narrow))
                        .font(.caption2.bold())
                        .foregroundStyle(.secondary)
                    ActivityRingsView(summary: day, size: 34)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .cardStyle()
    }
}

private struct StatTile: View {
    let title: String
    let value: String
    let icon: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: icon)
                .font(.subheadline.weight(.medium))
                .foregroundStyle(tint)
            Text(value)
                .font(.title2.weight(.semibold))
                .lineLimit(1)
                .minimumScaleFactor(0.7)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .cardStyle()
    }
}

#Preview {
    ActivityDashboardView(summary: .today, week: ActivitySummary.week)
}
