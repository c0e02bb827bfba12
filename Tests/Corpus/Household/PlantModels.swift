import Foundation

enum WateringFrequency: String, Codable, CaseIterable, Identifiable {
    case daily, everyOtherDay, twiceAWeek, weekly, biweekly

    var id: String { rawValue }

    var days: Int {
        switch self {
        case .daily: return 1
        case .everyOtherDay: return 2
        case .twiceAWeek: return 3
        case .weekly: return 7
        case .biweekly: return 14
        }
    }

    var title: String {
        switch self {
        case .daily: return "Every day"
        case .everyOtherDay: return "Every other day"
        case .twiceAWeek: return "Twice a week"
        case .weekly: return "Once a week"
        case .biweekly: return "Every two weeks"
        }
    }
}

enum LightLevel: String, Codable, CaseIterable {
    case low = "Low light"
    case indirect = "Bright indirect"
    case direct = "Full sun"

    var symbol: String {
        switch self {
        case .low: return "cloud.sun"
        case .indirect: return "sun.min"
        case .direct: return "sun.max.fill"
        }
    }
}

struct Plant: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var species: String
    var room: String
    var emoji: String
    var frequency: WateringFrequency
    var light: LightLevel
    var lastWatered: Date
    var remindersOn: Bool = true
    var reminderTime: Date = Calendar.current.date(bySettingHour: 9, minute: 0, second: 0, of: Date(timeIntervalSince1970: 1_700_000_000)) ?? Date()
    var notes: String = ""

    var nextWatering: Date {
        Calendar.current.date(byAdding: .day, value: frequency.days, to: lastWatered) ?? lastWatered
    }

    /// 0 just watered ... 1 due now
    func thirst(at now: Date) -> Double {
        let total = Double(frequency.days) * 86_400
        let elapsed = now.timeIntervalSince(lastWatered)
        return min(max(elapsed / total, 0), 1)
    }

    func isDue(at now: Date) -> Bool { now >= nextWatering }
}

extension Plant {
    static let referenceDate = Date(timeIntervalSince1970: 1_700_000_000)

    static let samples: [Plant] = [
        Plant(name: "Monty", species: "Monstera deliciosa", room: "Living room", emoji: "🌿", frequency: .weekly, light: .indirect, lastWatered: referenceDate.addingTimeInterval(-5 * 86_400)),
        Plant(name: "Spike", species: "Snake plant", room: "Bedroom", emoji: "🪴", frequency: .biweekly, light: .low, lastWatered: referenceDate.addingTimeInterval(-2 * 86_400)),
        Plant(name: "Basil", species: "Ocimum basilicum", room: "Kitchen", emoji: "🌱", frequency: .daily, light: .direct, lastWatered: referenceDate.addingTimeInterval(-30 * 3600), remindersOn: false),
        Plant(name: "Fernando", species: "Boston fern", room: "Bathroom", emoji: "☘️", frequency: .twiceAWeek, light: .indirect, lastWatered: referenceDate.addingTimeInterval(-1 * 86_400)),
        Plant(name: "Cactus Jack", species: "Echinopsis", room: "Office", emoji: "🌵", frequency: .biweekly, light: .direct, lastWatered: referenceDate.addingTimeInterval(-13 * 86_400)),
    ]
}

final class PlantStore: ObservableObject {
    @Published var plants: [Plant] {
        didSet { save() }
    }

    private let key = "plants.v1"
    private let defaults: UserDefaults

    init(defaults: UserDefaults = .standard, plants: [Plant]? = nil) {
        self.defaults = defaults
        if let plants {
            self.plants = plants
        } else if let data = defaults.data(forKey: "plants.v1"),
                  let decoded = try? JSONDecoder().decode([Plant].self, from: data) {
            self.plants = decoded
        } else {
            self.plants = Plant.samples
        }
    }

    func water(_ plant: Plant, at date: Date = Date()) {
        guard let index = plants.firstIndex(where: { $0.id == plant.id }) else { return }
        plants[index].lastWatered = date
    }

    func delete(_ plant: Plant) {
        plants.removeAll { $0.id == plant.id }
    }

    var rooms: [String] {
        Array(Set(plants.map(\.room))).sorted()
    }

    private func save() {
        if let data = try? JSONEncoder().encode(plants) {
            defaults.set(data, forKey: key)
        }
    }
}
