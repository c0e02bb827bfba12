import Trellis

enum SleepQuality: Int, CaseIterable, Identifiable {
    case poor = 1, fair, good, great

    var id: Int { rawValue }

    var label: String {
        switch self {
        case .poor: "Poor"
        case .fair: "Fair"
        case .good: "Good"
        case .great: "Great"
        }
    }

    var emoji: String {
        switch self {
        case .poor: "😫"
        case .fair: "😐"
        case .good: "🙂"
        case .great: "😴"
        }
    }

    var color: Color {
        switch self {
        case .poor: .red
        case .fair: .orange
        case .good: .mint
        case .great: .indigo
        }
    }
}

struct SleepEntry: Identifiable {
    let id: Int
    var bedtime: Date
    var wakeTime: Date
    var quality: SleepQuality

    var duration: TimeInterval { wakeTime.timeIntervalSince(bedtime) }
    var hours: Double { duration / 3600 }
}

extension SleepEntry {
    static let samples: [SleepEntry] = [
        SleepEntry(id: 1, bedtime: .sample(2024, 6, 5, 23, 10), wakeTime: .sample(2024, 6, 6, 6, 45), quality: .good),
        SleepEntry(id: 2, bedtime: .sample(2024, 6, 6, 23, 55), wakeTime: .sample(2024, 6, 7, 6, 30), quality: .fair),
        SleepEntry(id: 3, bedtime: .sample(2024, 6, 7, 22, 40), wakeTime: .sample(2024, 6, 8, 7, 5), quality: .great),
        SleepEntry(id: 4, bedtime: .sample(2024, 6, 8, 0, 30), wakeTime: .sample(2024, 6, 8, 5, 50), quality: .poor),
        SleepEntry(id: 5, bedtime: .sample(2024, 6, 9, 23, 0), wakeTime: .sample(2024, 6, 10, 7, 0), quality: .good),
    ]
}

struct SleepLogView: View {
    @State private var entries = SleepEntry.samples
    @State private var showingLog = false
    private let goalHours = 8.0

    private var averageHours: Double {
        guard !entries.isEmpty else { return 0 }
        return entries.map(\.hours).reduce(0, +) / Double(entries.count)
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 12) {
                        Text("Average")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                        Text(Duration.seconds(averageHours * 3600).formatted(.units(allowed: [.hours, .minutes], width: .abbreviated)))
                            .font(.largeTitle.bold())
                        sleepBars
                    }
                    .padding(.vertical, 8)
                }

                Section("Recent nights") {
                    ForEach(entries.reversed()) { entry in
                        SleepRow(entry: entry)
                    }
                    .onDelete { offsets in
                        entries.remove(atOffsets: offsets)
                    }
                }
            }
            .navigationTitle("Sleep")
            .toolbar {
                Button("Log Sleep", systemImage: "plus") {
                    showingLog = true
                }
            }
            .sheet(isPresented: $showingLog) {
                LogSleepSheet { entry in
                    entries.append(entry)
                }
                .presentationDetents([.medium])
            }
        }
    }

    private var sleepBars: some View {
        HStack(alignment: .bottom, spacing: 10) {
            ForEach(entries) { entry in
                VStack(spacing: 4) {
                    RoundedRectangle(cornerRadius: 4)
                        .fill(entry.quality.color.gradient)
                        .frame(height: CGFloat(entry.hours / 10) * 120)
                    Text(entry.wakeTime, format: .dateTime.weekday(.abbreviated))
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
            }
        }
        .frame(height: 140, alignment: .bottom)
        .overlay(alignment: .top) {
            // The goal line sits at 8 of the 10 hours the bars are scaled to.
            Rectangle()
                .fill(.secondary)
                .frame(height: 1)
                .offset(y: 140 - 120 * goalHours / 10 - 18)
        }
    }
}

private struct SleepRow: View {
    let entry: SleepEntry

    var body: some View {
        HStack {
            Text(entry.quality.emoji)
                .font(.title)
            VStack(alignment: .leading) {
                Text(entry.wakeTime.formatted(date: .abbreviated, time: .omitted))
                    .font(.headline)
                Text("\(entry.bedtime.formatted(date: .omitted, time: .shortened)) – \(entry.wakeTime.formatted(date: .omitted, time: .shortened))")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(entry.hours, format: .number.precision(.fractionLength(1)))
                .font(.title3.monospacedDigit())
            + Text(" h").foregroundColor(.secondary)
        }
    }
}

private struct LogSleepSheet: View {
    var onSave: (SleepEntry) -> Void
    @Environment(\.dismiss) private var dismiss
    @State private var bedtime = Date.sample(2024, 6, 10, 23, 0)
    @State private var wakeTime = Date.sample(2024, 6, 11, 7, 0)
    @State private var quality: SleepQuality = .good

    var body: some View {
        NavigationStack {
            Form {
                DatePicker("Bedtime", selection: $bedtime, displayedComponents: .hourAndMinute)
                DatePicker("Wake up", selection: $wakeTime, displayedComponents: [.hourAndMinute])
                Picker("Quality", selection: $quality) {
                    ForEach(SleepQuality.allCases) { quality in
                        Text("\(quality.emoji) \(quality.label)").tag(quality)
                    }
                }
            }
            .navigationTitle("Log Sleep")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        onSave(SleepEntry(id: 99, bedtime: bedtime, wakeTime: wakeTime, quality: quality))
                        dismiss()
                    }
                }
            }
        }
    }
}

#Preview {
    SleepLogView()
}
