import Trellis

struct PetsListView: View {
    @Environment(PetStore.self) private var store
    @State private var showingNewPetAlert = false
    @State private var newPetName = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(store.pets) { pet in
                    NavigationLink {
                        PetDetailView(pet: pet)
                    } label: {
                        PetRow(pet: pet)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button(role: .destructive) {
                            store.pets.removeAll { $0.id == pet.id }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                }
                .onMove { from, to in
                    store.pets.move(fromOffsets: from, toOffset: to)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Pets")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .primaryAction) {
                    Button("Add", systemImage: "plus") {
                        showingNewPetAlert = true
                    }
                }
            }
            .alert("New pet", isPresented: $showingNewPetAlert) {
                TextField("Name", text: $newPetName)
                    .textInputAutocapitalization(.words)
                Button("Add") {
                    store.pets.append(Pet(name: newPetName, species: .dog, breed: "", birthday: Pet.now, colorHex: "88C0D0"))
                    newPetName = ""
                }
                Button("Cancel", role: .cancel) { newPetName = "" }
            } message: {
                Text("What's your pet called?")
            }
            .overlay {
                if store.pets.isEmpty {
                    ContentUnavailableView("No pets yet", systemImage: "pawprint", description: Text("Tap + to add your first pet."))
                }
            }
        }
    }
}

struct PetRow: View {
    let pet: Pet

    var body: some View {
        HStack(spacing: 14) {
            PetAvatar(pet: pet)
            VStack(alignment: .leading, spacing: 3) {
                Text(pet.name)
                    .font(.headline)
                Text("\(pet.breed.isEmpty ? pet.species.rawValue.capitalized : pet.breed) · \(pet.age(at: Pet.now)) yrs")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if let weight = pet.latestWeight {
                Text(Measurement(value: weight.kilograms, unit: UnitMass.kilograms), format: .measurement(width: .abbreviated))
                    .font(.callout.monospacedDigit())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.secondary.opacity(0.12)))
            }
        }
        .padding(.vertical, 4)
    }
}

struct PetDetailView: View {
    let pet: Pet
    @State private var showWeightForm = false

    var body: some View {
        List {
            HStack {
                Spacer()
                VStack(spacing: 8) {
                    PetAvatar(pet: pet, size: 96)
                    Text(pet.name).font(.title.bold())
                    Text(pet.birthday, format: .dateTime.year().month().day())
                        .foregroundStyle(.secondary)
                }
                Spacer()
            }
            .listRowBackground(Color.clear)

            Section("Health") {
                NavigationLink("Vet visits (\(pet.visits.count))") {
                    VetVisitLogView(pet: pet)
                }
                Button("Log weight") { showWeightForm = true }
            }
        }
        .navigationTitle(pet.name)
        .navigationBarTitleDisplayMode(.inline)
        .sheet(isPresented: $showWeightForm) {
            WeightEntryForm(pet: pet)
                .presentationDetents([.medium, .large])
        }
    }
}

#Preview {
    PetsListView()
        .environment(PetStore())
}
