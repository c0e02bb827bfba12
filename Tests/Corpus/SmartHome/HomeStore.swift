import Trellis
import Observation

@Observable
final class HomeStore {
    var homeName: String = "My Home"
    var rooms: [Room]
    var scenes: [HomeScene]
    var activeSceneID: HomeScene.ID?
    var isLoading = false
    var lastError: String?

    init(rooms: [Room] = Room.samples, scenes: [HomeScene] = HomeScene.samples) {
        self.rooms = rooms
        self.scenes = scenes
    }

    var favoriteAccessories: [Accessory] {
        rooms.flatMap(\.accessories).filter { $0.kind == .light || $0.kind == .lock }.prefix(4).map { $0 }
    }

    var accessoriesOnCount: Int {
        rooms.reduce(0) { $0 + $1.activeCount }
    }

    var averageTemperature: Double? {
        let temps = rooms.compactMap(\.temperature)
        guard !temps.isEmpty else { return nil }
        return temps.reduce(0, +) / Double(temps.count)
    }

    func toggle(_ accessory: Accessory) {
        for roomIndex in rooms.indices {
            if let index = rooms[roomIndex].accessories.firstIndex(where: { $0.id == accessory.id }) {
                rooms[roomIndex].accessories[index].isOn.toggle()
            }
        }
    }

    func binding(for accessory: Accessory) -> Binding<Accessory> {
        Binding(
            get: {
                self.rooms.flatMap(\.accessories).first { $0.id == accessory.id } ?? accessory
            },
            set: { newValue in
                for roomIndex in self.rooms.indices {
                    if let index = self.rooms[roomIndex].accessories.firstIndex(where: { $0.id == accessory.id }) {
                        self.rooms[roomIndex].accessories[index] = newValue
                    }
                }
            }
        )
    }

    func run(_ scene: HomeScene) {
        activeSceneID = scene.id
    }

    @MainActor
    func refresh() async {
        isLoading = true
        defer { isLoading = false }
        try? await Task.sleep(nanoseconds: 300_000_000)
    }
}
