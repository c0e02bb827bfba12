import Trellis

struct PlantsGridView: View {
    @EnvironmentObject var store: PlantStore
    @State private var plantToDelete: Plant?
    @State private var showDeleteDialog = false
    @State private var searchText = ""
    var now: Date = Plant.referenceDate

    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 16)]

    private var filtered: [Plant] {
        if searchText.isEmpty { return store.plants }
        return store.plants.filter { $0.name.localizedCaseInsensitiveContains(searchText) || $0.species.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                if store.plants.contains(where: { $0.isDue(at: now) }) {
                    dueBanner
                }
                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach(filtered) { plant in
                        NavigationLink(value: plant) {
                            PlantCard(plant: plant, now: now)
                        }
                        .buttonStyle(.plain)
                        .contextMenu {
                            Button {
                                store.water(plant, at: now)
                            } label: {
                                Label("Mark as watered", systemImage: "drop.fill")
                            }
                            Button(role: .destructive) {
                                plantToDelete = plant
                                showDeleteDialog = true
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                    }
                }
                .padding()
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle("My Plants")
            .navigationDestination(for: Plant.self) { plant in
                PlantDetailView(plant: plant, now: now)
            }
            .searchable(text: $searchText, prompt: "Search plants")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus.circle.fill")
                            .font(.title2)
                    }
                }
            }
            .confirmationDialog(
                "Delete \(plantToDelete?.name ?? "plant")?",
                isPresented: $showDeleteDialog,
                titleVisibility: .visible,
                presenting: plantToDelete
            ) { plant in
                Button("Delete \(plant.name)", role: .destructive) {
                    store.delete(plant)
                }
                Button("Cancel", role: .cancel) {}
            } message: { _ in
                Text("Its watering history will be lost.")
            }
        }
    }

    private var dueBanner: some View {
        HStack(spacing: 12) {
            Image(systemName: "drop.triangle.fill")
                .font(.title2)
                .foregroundStyle(.blue)
            VStack(alignment: .leading, spacing: 2) {
                Text("Thirsty plants")
                    .font(.headline)
                Text("\(store.plants.filter { $0.isDue(at: now) }.count) plants need water today")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        .padding(.horizontal)
    }
}

struct PlantCard: View {
    let plant: Plant
    let now: Date

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ZStack {
                RoundedRectangle(cornerRadius: 14)
                    .fill(Color.green.opacity(0.15))
                Text(plant.emoji)
                    .font(.system(size: 56))
            }
            .frame(height: 110)
            .overlay(alignment: .topTrailing) {
                if plant.isDue(at: now) {
                    Image(systemName: "drop.fill")
                        .foregroundColor(.white)
                        .padding(6)
                        .background(Circle().fill(Color.blue))
                        .padding(8)
                }
            }

            Text(plant.name)
                .font(.headline)
                .lineLimit(1)
            Text(plant.species)
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
            ProgressView(value: 1 - plant.thirst(at: now))
                .tint(plant.isDue(at: now) ? .orange : .green)
        }
        .padding(12)
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
        .shadow(color: .black.opacity(0.06), radius: 6, x: 0, y: 3)
    }
}

#Preview {
    PlantsGridView()
        .environmentObject(PlantStore(plants: Plant.samples))
}
