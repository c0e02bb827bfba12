import Trellis

struct VetVisitLogView: View {
    @Environment(PetStore.self) private var store
    let pet: Pet
    @State private var showingClinicAlert = false
    @State private var clinicName = ""
    @State private var filterVaccinations = false

    private var visitsByYear: [(year: Int, visits: [VetVisit])] {
        let visits = pet.visits.filter { !filterVaccinations || $0.isVaccination }
        let grouped = Dictionary(grouping: visits) { Calendar.current.component(.year, from: $0.date) }
        return grouped.keys.sorted(by: >).map { year in
            (year, grouped[year]!.sorted { $0.date > $1.date })
        }
    }

    private var totalCost: Decimal {
        pet.visits.reduce(0) { $0 + $1.cost }
    }

    var body: some View {
        List {
            Section {
                HStack {
                    VStack(alignment: .leading) {
                        Text("Total spent")
                            .font(.caption)
                            .foregroundColor(.secondary)
                        Text(totalCost, format: .currency(code: "USD"))
                            .font(.title2.weight(.semibold))
                    }
                    Spacer()
                    Toggle("Vaccinations only", isOn: $filterVaccinations)
                        .toggleStyle(.button)
                        .font(.caption)
                }
            }

            ForEach(visitsByYear, id: \.year) { group in
                Section {
                    ForEach(group.visits) { visit in
                        VetVisitRow(visit: visit)
                            .contextMenu {
                                Button("Copy clinic name", systemImage: "doc.on.doc") {}
                                Button("Delete", systemImage: "trash", role: .destructive) {}
                            }
                    }
                } header: {
                    Text(String(group.year))
                }
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle("Vet visits")
        .toolbar {
            Button {
                showingClinicAlert = true
            } label: {
                Image(systemName: "plus")
            }
        }
        .alert("Add visit", isPresented: $showingClinicAlert) {
            TextField("Clinic", text: $clinicName)
            Button("Save") {
                store.addVisit(VetVisit(date: Pet.now, clinic: clinicName, reason: "Checkup", cost: 0), to: pet)
            }
            .disabled(clinicName.isEmpty)
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct VetVisitRow: View {
    let visit: VetVisit

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: visit.isVaccination ? "syringe.fill" : "stethoscope")
                .foregroundStyle(visit.isVaccination ? .purple : .teal)
                .frame(width: 28, height: 28)
                .background(.quaternary, in: RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 2) {
                Text(visit.reason)
                    .font(.body.weight(.medium))
                Text(visit.clinic)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                if !visit.notes.isEmpty {
                    Text(visit.notes)
                        .font(.footnote)
                        .foregroundStyle(.tertiary)
                        .italic()
                }
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 2) {
                Text(visit.date, format: .dateTime.month(.abbreviated).day())
                    .font(.subheadline)
                Text(visit.cost, format: .currency(code: "USD"))
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
        }
    }
}

#Preview {
    NavigationStack {
        VetVisitLogView(pet: .biscuit)
    }
    .environment(PetStore())
}
