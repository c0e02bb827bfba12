import Trellis

struct AddMedicationView: View {
    var onSave: (Medication) -> Void

    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var doseMilligrams = 200.0
    @State private var form: MedicationForm = .tablet
    @State private var pillCount = 30
    @State private var remind = true
    @State private var doseTime = Date.sample(2024, 6, 12, 8, 0)
    @State private var startDate = Date.sample(2024, 6, 12)
    @State private var frequency: ReminderFrequency = .daily
    @State private var color: Color = .blue
    @State private var notes = ""

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Medication name", text: $name)
                    Picker("Form", selection: $form) {
                        ForEach(MedicationForm.allCases) { form in
                            Label(form.rawValue.capitalized, systemImage: form.symbol)
                                .tag(form)
                        }
                    }
                    Stepper(value: $doseMilligrams, in: 50...2000, step: 50) {
                        LabeledContent("Dose", value: "\(Int(doseMilligrams)) mg")
                    }
                    Stepper("Pills in pack: \(pillCount)", value: $pillCount, in: 1...200)
                } header: {
                    Text("Medication")
                }

                Section {
                    Toggle("Remind me", isOn: $remind.animation())
                    if remind {
                        DatePicker("Time", selection: $doseTime, displayedComponents: .hourAndMinute)
                        Picker("Repeat", selection: $frequency) {
                            ForEach(ReminderFrequency.allCases) { frequency in
                                Text(frequency.rawValue)
                            }
                        }
                        .pickerStyle(.navigationLink)
                    }
                    DatePicker("Start date", selection: $startDate, in: Date.sample(2024, 1, 1)..., displayedComponents: .date)
                } header: {
                    Text("Schedule")
                } footer: {
                    Text("Reminders arrive as notifications at the chosen time.")
                }

                Section("Appearance") {
                    ColorPicker("Pill color", selection: $color, supportsOpacity: false)
                }

                Section("Notes") {
                    TextField("Take with food…", text: $notes, axis: .vertical)
                        .lineLimit(3...6)
                }
            }
            .navigationTitle("New Medication")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onSave(Medication(name: name, dosage: .init(value: doseMilligrams, unit: .milligrams), form: form,
                                          doseTime: doseTime, reminderEnabled: remind, frequency: frequency, pillsLeft: pillCount))
                        dismiss()
                    }
                    .fontWeight(.semibold)
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}

#Preview {
    AddMedicationView { _ in }
}
