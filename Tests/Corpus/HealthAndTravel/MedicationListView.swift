import Trellis

struct MedicationListView: View {
    @State private var medications = Medication.samples
    @State private var searchText = ""
    @State private var showingAdd = false
    @State private var medicationToEdit: Medication?

    private var filtered: [Medication] {
        if searchText.isEmpty { return medications }
        return medications.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }

    private var takenCount: Int { medications.filter(\.isTaken).count }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    VStack(alignment: .leading, spacing: 8) {
                        Text("\(takenCount) of \(medications.count) doses taken")
                            .font(.headline)
                        ProgressView(value: Double(takenCount), total: Double(medications.count))
                            .tint(.green)
                    }
                    .padding(.vertical, 4)
                }

                Section("Today") {
                    ForEach($medications) { $medication in
                        if searchText.isEmpty || medication.name.localizedCaseInsensitiveContains(searchText) {
                            MedicationRow(medication: $medication)
                                .swipeActions(edge: .trailing) {
                                    Button(role: .destructive) {
                                        medications.removeAll { $0.id == medication.id }
                                    } label: {
                                        Label("Delete", systemImage: "trash")
                                    }
                                    Button {
                                        medicationToEdit = medication
                                    } label: {
                                        Label("Edit", systemImage: "pencil")
                                    }
                                    .tint(.blue)
                                }
                                .swipeActions(edge: .leading) {
                                    Button {
                                        medication.isTaken.toggle()
                                    } label: {
                                        Label(medication.isTaken ? "Undo" : "Taken", systemImage: "checkmark")
                                    }
                                    .tint(.green)
                                }
                        }
                    }
                }

                if medications.contains(where: { $0.pillsLeft < 10 }) {
                    Section {
                        Label("Amoxicillin is running low — 6 left", systemImage: "exclamationmark.triangle.fill")
                            .foregroundStyle(.orange)
                    } header: {
                        Text("Refills")
                    } footer: {
                        Text("We remind you when fewer than 10 doses are left.")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .searchable(text: $searchText, prompt: "Search medications")
            .navigationTitle("Medications")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                        showingAdd = true
                    } label: {
                        Image(systemName: "plus.circle.fill")
                            .symbolRenderingMode(.hierarchical)
                            .font(.title2)
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddMedicationView { medications.append($0) }
            }
            .sheet(item: $medicationToEdit) { medication in
                Text("Edit \(medication.name)")
                    .presentationDetents([.height(200)])
            }
        }
    }
}

private struct MedicationRow: View {
    @Binding var medication: Medication

    var body: some View {
        HStack(spacing: 14) {
            Image(systemName: medication.form.symbol)
                .font(.title3)
                .foregroundStyle(.white)
                .frame(width: 40, height: 40)
                .background(Color.accentColor.gradient, in: RoundedRectangle(cornerRadius: 10))

            VStack(alignment: .leading, spacing: 2) {
                Text(medication.name)
                    .font(.headline)
                    .strikethrough(medication.isTaken, color: .secondary)
                Text("\(medication.dosage.formatted()) · \(medication.form.rawValue.capitalized)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                HStack(spacing: 4) {
                    Image(systemName: medication.reminderEnabled ? "bell.fill" : "bell.slash")
                    Text(medication.doseTime, style: .time)
                }
                .font(.caption)
                .foregroundStyle(medication.reminderEnabled ? Color.accentColor : .secondary)
            }

            Spacer()

            Toggle("Taken", isOn: $medication.isTaken)
                .labelsHidden()
                .tint(.green)
        }
    }
}

#Preview {
    MedicationListView()
}
