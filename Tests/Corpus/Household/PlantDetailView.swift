import Trellis

struct PlantDetailView: View {
    @EnvironmentObject var store: PlantStore
    let plant: Plant
    var now: Date = Plant.referenceDate
    @State private var showSchedule = false

    private var hydration: Double { 1 - plant.thirst(at: now) }

    var body: some View {
        List {
            Section {
                VStack(spacing: 16) {
                    ZStack {
                        ProgressRing(progress: hydration, lineWidth: 14, gradient: [.teal, .blue])
                            .frame(width: 160, height: 160)
                        VStack(spacing: 4) {
                            Text(plant.emoji)
                                .font(.system(size: 48))
                            Text("\(Int(hydration * 100))%")
                                .font(.title2.bold())
                                .monospacedDigit()
                            Text("hydrated")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                    }
                    Button {
                        store.water(plant, at: now)
                    } label: {
                        Label("Water now", systemImage: "drop.fill")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical)
                .listRowBackground(Color.clear)
            }

            Section("Care") {
                LabeledContent("Species", value: plant.species)
                LabeledContent("Room", value: plant.room)
                HStack {
                    Label("Light", systemImage: plant.light.symbol)
                    Spacer()
                    Text(plant.light.rawValue)
                        .foregroundColor(.secondary)
                }
                LabeledContent("Watering") {
                    Text(plant.frequency.title)
                }
            }

            Section("Schedule") {
                LabeledContent("Last watered") {
                    Text(plant.lastWatered, style: .date)
                }
                LabeledContent("Next watering") {
                    Text(plant.nextWatering.formatted(date: .abbreviated, time: .omitted))
                }
                Button("Edit schedule") { showSchedule = true }
            }

            if !plant.notes.isEmpty {
                Section("Notes") {
                    Text(plant.notes)
                }
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle(plant.name)
        .navigationBarTitleDisplayMode(.inline)
        .sheet(isPresented: $showSchedule) {
            WateringScheduleView(plant: plant)
        }
    }
}

#Preview {
    NavigationStack {
        PlantDetailView(plant: Plant.samples[0])
    }
    .environmentObject(PlantStore(plants: Plant.samples))
}
