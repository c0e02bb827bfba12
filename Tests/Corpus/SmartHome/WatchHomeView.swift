import Trellis

/// The watch app's root: favourites and rooms as a compact list.
struct WatchHomeView: View {
    @EnvironmentObject var session: WatchSession

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(session.favorites) { accessory in
                        Button {
                            session.toggle(accessory)
                        } label: {
                            HStack {
                                Image(systemName: accessory.kind.symbolName)
                                    .foregroundStyle(accessory.isOn ? accessory.tint : .gray)
                                    .font(.title3)
                                    .frame(width: 28)
                                VStack(alignment: .leading) {
                                    Text(accessory.name)
                                        .font(.footnote.weight(.semibold))
                                        .lineLimit(1)
                                    Text(accessory.statusText)
                                        .font(.caption2)
                                        .foregroundStyle(.secondary)
                                }
                            }
                        }
                        .listRowBackground(
                            RoundedRectangle(cornerRadius: 12)
                                .fill(accessory.isOn ? accessory.tint.opacity(0.25) : Color.gray.opacity(0.2))
                        )
                    }
                } header: {
                    Text("Favorites")
                }

                Section("Rooms") {
                    ForEach(session.rooms) { room in
                        NavigationLink(value: room) {
                            Label(room.name, systemImage: room.symbol)
                                .font(.footnote)
                        }
                    }
                }

                NavigationLink {
                    WatchLockView(isLocked: $session.frontDoorLocked)
                } label: {
                    Label("Front Door", systemImage: session.frontDoorLocked ? "lock.fill" : "lock.open.fill")
                        .foregroundStyle(session.frontDoorLocked ? .green : .orange)
                }
            }
            .navigationTitle("Home")
            .navigationDestination(for: Room.self) { room in
                List(room.accessories) { accessory in
                    Toggle(accessory.name, isOn: .constant(accessory.isOn))
                        .font(.footnote)
                }
                .navigationTitle(room.name)
            }
        }
    }
}

@MainActor
final class WatchSession: ObservableObject {
    @Published var rooms = Room.samples
    @Published var frontDoorLocked = true

    var favorites: [Accessory] {
        Array(rooms.flatMap(\.accessories).filter { $0.kind == .light }.prefix(3))
    }

    func toggle(_ accessory: Accessory) {
        for r in rooms.indices {
            if let i = rooms[r].accessories.firstIndex(where: { $0.id == accessory.id }) {
                rooms[r].accessories[i].isOn.toggle()
            }
        }
    }
}

struct WatchLockView: View {
    @Binding var isLocked: Bool
    @State private var isWorking = false

    var body: some View {
        VStack(spacing: 10) {
            Button {
                isWorking = true
                isLocked.toggle()
            } label: {
                Image(systemName: isLocked ? "lock.fill" : "lock.open.fill")
                    .font(.system(size: 40))
                    .frame(width: 90, height: 90)
                    .background(Circle().fill(isLocked ? Color.green.opacity(0.3) : Color.orange.opacity(0.3)))
                    .foregroundStyle(isLocked ? .green : .orange)
            }
            .buttonStyle(.plain)
            .symbolEffect(.bounce, value: isLocked)

            Text(isLocked ? "Locked" : "Unlocked")
                .font(.headline)
            Text("Tap to \(isLocked ? "unlock" : "lock")")
                .font(.caption2)
                .foregroundStyle(.secondary)
        }
        .navigationTitle("Front Door")
        .task(id: isLocked) {
            try? await Task.sleep(for: .milliseconds(300))
            isWorking = false
        }
    }
}

#Preview {
    WatchHomeView()
        .environmentObject(WatchSession())
}
