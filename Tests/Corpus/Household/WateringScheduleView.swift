import Trellis

struct WateringScheduleView: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject var store: PlantStore
    @State var plant: Plant
    @AppStorage("snoozeMinutes") private var snoozeMinutes = 30
    @State private var fertilize = false
    @State private var fertilizeEvery = 4

    var body: some View {
        NavigationView {
            Form {
                Section {
                    Picker("Frequency", selection: $plant.frequency) {
                        ForEach(WateringFrequency.allCases) { frequency in
                            Text(frequency.title).tag(frequency)
                        }
                    }
                    DatePicker("Last watered", selection: $plant.lastWatered, in: ...Plant.referenceDate, displayedComponents: .date)
                } header: {
                    Text("Watering")
                } footer: {
                    Text("Next watering on \(plant.nextWatering.formatted(.dateTime.weekday(.wide).month().day()))")
                }

                Section("Reminders") {
                    Toggle("Remind me", isOn: $plant.remindersOn.animation())
                    if plant.remindersOn {
                        DatePicker("Time", selection: $plant.reminderTime, displayedComponents: .hourAndMinute)
                        Stepper("Snooze \(snoozeMinutes) min", value: $snoozeMinutes, in: 5...120, step: 5)
                    }
                }

                Section {
                    Toggle(isOn: $fertilize) {
                        Label("Fertilize", systemImage: "leaf.arrow.triangle.circlepath")
                    }
                    if fertilize {
                        Stepper(value: $fertilizeEvery, in: 1...12) {
                            Text("Every \(fertilizeEvery) weeks")
                        }
                    }
                }

                Section("Light") {
                    Picker("Light", selection: $plant.light) {
                        ForEach(LightLevel.allCases, id: \.self) { level in
                            Label(level.rawValue, systemImage: level.symbol).tag(level)
                        }
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }

                Section("Notes") {
                    TextEditor(text: $plant.notes)
                        .frame(minHeight: 80)
                }
            }
            .navigationTitle("Schedule")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        if let index = store.plants.firstIndex(where: { $0.id == plant.id }) {
                            store.plants[index] = plant
                        }
                        dismiss()
                    }
                    .bold()
                }
            }
        }
    }
}

struct WateringScheduleView_Previews: PreviewProvider {
    static var previews: some View {
        WateringScheduleView(plant: Plant.samples[1])
            .environmentObject(PlantStore(plants: Plant.samples))
    }
}
