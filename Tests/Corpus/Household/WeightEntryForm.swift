import Trellis

struct WeightEntryForm: View {
    @Environment(PetStore.self) private var store
    @Environment(\.dismiss) var dismiss
    let pet: Pet

    @State private var weight: Double = 0
    @State private var date = Pet.now
    @State private var note = ""
    @State private var unit: Unit = .kg
    @FocusState private var weightFocused: Bool

    enum Unit: String, CaseIterable, Identifiable {
        case kg, lb
        var id: String { rawValue }
    }

    private var kilograms: Double {
        unit == .kg ? weight : weight * 0.453592
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    HStack {
                        TextField("Weight", value: $weight, format: .number.precision(.fractionLength(1)))
                            .keyboardType(.decimalPad)
                            .focused($weightFocused)
                            .font(.title3)
                        Picker("Unit", selection: $unit) {
                            ForEach(Unit.allCases) { unit in
                                Text(unit.rawValue).tag(unit)
                            }
                        }
                        .pickerStyle(.segmented)
                        .frame(width: 110)
                    }
                    DatePicker("Date", selection: $date, displayedComponents: [.date])
                } header: {
                    Text("New entry for \(pet.name)")
                }

                Section("Note") {
                    TextField("Optional", text: $note, axis: .vertical)
                        .lineLimit(2...4)
                }

                if !pet.weights.isEmpty {
                    Section("History") {
                        ForEach(pet.weights.sorted { $0.date > $1.date }) { entry in
                            HStack {
                                Text(entry.date, style: .date)
                                Spacer()
                                Text("\(entry.kilograms, specifier: "%.1f") kg")
                                    .foregroundStyle(.secondary)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Log weight")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", action: { dismiss() })
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.addWeight(WeightEntry(date: date, kilograms: kilograms), to: pet)
                        dismiss()
                    }
                    .disabled(weight <= 0)
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { weightFocused = false }
                }
            }
            .onAppear {
                weight = pet.latestWeight?.kilograms ?? 0
                weightFocused = true
            }
        }
    }
}

#Preview {
    WeightEntryForm(pet: .biscuit)
        .environment(PetStore())
}
