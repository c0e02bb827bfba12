import Trellis

struct RoomDetailView: View {
    let room: Room
    @Environment(HomeStore.self) private var store
    @Environment(\.dismiss) private var dismiss
    @State private var showingRename = false
    @State private var newName = ""
    @State private var path: [Accessory] = []

    var body: some View {
        List {
            if let temperature = room.temperature {
                Section {
                    HStack {
                        LabeledContent("Temperature", value: temperature.temperatureString)
                    }
                    if let humidity = room.humidity {
                        LabeledContent("Humidity") {
                            Text("\(humidity)%")
                                .monospacedDigit()
                        }
                    }
                }
            }

            Section("Accessories") {
                ForEach(room.accessories) { accessory in
                    NavigationLink(value: accessory) {
                        HStack {
                            Image(systemName: accessory.kind.symbolName)
                                .foregroundStyle(accessory.isOn ? accessory.tint : .secondary)
                                .frame(width: 28)
                            VStack(alignment: .leading) {
                                Text(accessory.name)
                                Text(accessory.statusText)
                                    .font(.caption)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                            if accessory.kind != .sensor {
                                Toggle("", isOn: store.binding(for: accessory).isOn)
                                    .labelsHidden()
                            }
                        }
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {} label: {
                            Label("Remove", systemImage: "trash")
                        }
                        Button {} label: {
                            Label("Favorite", systemImage: "star")
                        }
                        .tint(.yellow)
                    }
                }
            }

            Section {
                Button("Rename Room") {
                    newName = room.name
                    showingRename = true
                }
                Button("Remove Room", role: .destructive) {
                    dismiss()
                }
            } footer: {
                Text("Removing a room moves its accessories to Default Room.")
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle(room.name)
        .navigationBarTitleDisplayMode(.large)
        .navigationDestination(for: Accessory.self) { accessory in
            LightDetailView(accessory: store.binding(for: accessory))
        }
        .alert("Rename Room", isPresented: $showingRename) {
            TextField("Name", text: $newName)
            Button("Cancel", role: .cancel) {}
            Button("Save") {}
        } message: {
            Text("Enter a new name for this room.")
        }
    }
}

#Preview {
    NavigationStack {
        RoomDetailView(room: Room.samples[0])
    }
    .environment(HomeStore())
}
