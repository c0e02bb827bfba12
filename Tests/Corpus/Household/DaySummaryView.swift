import Trellis

struct DaySummaryView: View {
    @ObservedObject var log: BabyLog
    @State private var selectedDay = Date(timeIntervalSince1970: 1_700_000_000)

    var body: some View {
        NavigationView {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    DatePicker("Day", selection: $selectedDay, displayedComponents: .date)
                        .datePickerStyle(.compact)
                        .padding(.horizontal)

                    LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                        SummaryTile(title: "Feeds", value: "\(log.feedings.count)", detail: "\(log.totalFeedingMinutes) min", symbol: "heart.fill", tint: .pink)
                        SummaryTile(title: "Bottle", value: "\(log.totalBottleML) ml", detail: "total", symbol: "waterbottle.fill", tint: .blue)
                        SummaryTile(title: "Diapers", value: "\(log.diapers.count)", detail: "\(log.diapers.filter { $0.kind != .wet }.count) dirty", symbol: "sparkles", tint: .orange)
                        SummaryTile(title: "Sleep", value: String(format: "%.1f h", log.totalSleepHours), detail: "\(log.sleeps.count) naps", symbol: "moon.zzz.fill", tint: .indigo)
                    }
                    .padding(.horizontal)

                    VStack(alignment: .leading, spacing: 0) {
                        Text("Timeline")
                            .font(.title3.bold())
                            .padding(.horizontal)
                            .padding(.bottom, 8)
                        ForEach(log.feedings) { feeding in
                            TimelineRow(time: feeding.start, title: "\(feeding.kind.rawValue) feed", subtitle: Duration.seconds(feeding.duration).formatted(.units(allowed: [.minutes])), symbol: feeding.kind.symbol, color: .pink)
                        }
                        ForEach(log.diapers) { diaper in
                            TimelineRow(time: diaper.time, title: "Diaper", subtitle: diaper.kind.rawValue.capitalized, symbol: "circle.dotted", color: .orange)
                        }
                    }
                    .padding(.vertical)
                    .background(RoundedRectangle(cornerRadius: 20).fill(Color(uiColor: .secondarySystemBackground)))
                    .padding(.horizontal)
                }
                .padding(.vertical)
            }
            .navigationTitle("\(log.babyName)'s day")
        }
        .navigationViewStyle(.stack)
    }
}

struct SummaryTile: View {
    let title: String
    let value: String
    let detail: String
    let symbol: String
    let tint: Color

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label(title, systemImage: symbol)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(tint)
            Text(value)
                .font(.title.bold())
                .minimumScaleFactor(0.6)
            Text(detail)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding()
        .background(tint.opacity(0.1))
        .cornerRadius(16)
    }
}

struct TimelineRow: View {
    let time: Date
    let title: String
    let subtitle: String
    let symbol: String
    let color: Color

    var body: some View {
        HStack(spacing: 12) {
            Text(time, format: .dateTime.hour().minute())
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
                .frame(width: 64, alignment: .trailing)
            Image(systemName: symbol)
                .foregroundColor(color)
                .frame(width: 24)
            VStack(alignment: .leading) {
                Text(title).font(.subheadline)
                Text(subtitle).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(.horizontal)
        .padding(.vertical, 6)
        Divider().padding(.leading, 88)
    }
}

struct DaySummaryView_Previews: PreviewProvider {
    static var previews: some View {
        DaySummaryView(log: .preview)
        DaySummaryView(log: .preview)
            .preferredColorScheme(.dark)
    }
}
