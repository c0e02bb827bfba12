import Trellis

struct HomeDashboardView: View {
    @Environment(HomeStore.self) private var store
    @State private var showingAddAccessory = false
    @State private var selectedRoom: Room?
    @State private var searchText = ""
    @AppStorage("dashboard.compactTiles") private var compactTiles = false

    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 12)]

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    summaryHeader
                    ScenesCarousel(scenes: store.scenes, activeSceneID: $store.activeSceneID)
                    ForEach(filteredRooms) { room in
                        roomSection(room)
                    }
                }
                .padding(.vertical)
            }
            .background(Color(.systemGroupedBackground))
            .navigationTitle(store.homeName)
            .searchable(text: $searchText, prompt: "Search accessories")
            .refreshable {
                await store.refresh()
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Button("Home Settings", systemImage: "gearshape") {}
                        Toggle("Compact Tiles", isOn: $compactTiles)
                    } label: {
                        Image(systemName: "house.circle")
                    }
                }
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAddAccessory = true
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
            .navigationDestination(item: $selectedRoom) { room in
                RoomDetailView(room: room)
            }
            .sheet(isPresented: $showingAddAccessory) {
                PairingOnboardingView()
            }
        }
    }

    private var filteredRooms: [Room] {
        guard !searchText.isEmpty else { return store.rooms }
        return store.rooms.compactMap { room in
            var room = room
            room.accessories = room.accessories.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
            return room.accessories.isEmpty ? nil : room
        }
    }

    private var summaryHeader: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 10) {
                if let temperature = store.averageTemperature {
                    StatusPill(symbol: "thermometer.medium", title: "Climate", value: temperature.temperatureString, tint: .orange)
                }
                StatusPill(symbol: "lightbulb.fill", title: "Lights", value: "\(store.accessoriesOnCount) On", tint: .yellow)
                StatusPill(symbol: "lock.fill", title: "Security", value: "Locked", tint: .green)
                StatusPill(symbol: "bolt.fill", title: "Energy", value: "2.4 kW", tint: .mint)
            }
            .padding(.horizontal)
        }
    }

    private func roomSection(_ room: Room) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            Button {
                selectedRoom = room
            } label: {
                HStack(spacing: 6) {
                    Label(room.name, systemImage: room.symbol)
                        .font(.title3.bold())
                    Image(systemName: "chevron.right")
                        .font(.footnote.bold())
                        .foregroundStyle(.secondary)
                    Spacer()
                    if let temperature = room.temperature {
                        Text(temperature.temperatureString)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .buttonStyle(.plain)
            .padding(.horizontal)

            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(room.accessories) { accessory in
                    AccessoryTile(accessory: accessory) {
                        store.toggle(accessory)
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

struct StatusPill: View {
    let symbol: String
    let title: String
    let value: String
    var tint: Color = .accentColor

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: symbol)
                .foregroundStyle(tint)
            VStack(alignment: .leading, spacing: 0) {
                Text(title)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
                    .textCase(.uppercase)
                Text(value)
                    .font(.footnote.weight(.semibold))
            }
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 8)
        .background(.background, in: Capsule())
    }
}

#Preview {
    HomeDashboardView()
        .environment(HomeStore())
}
