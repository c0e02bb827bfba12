import Foundation

enum Species: String, Codable, CaseIterable, Identifiable {
    case dog, cat, rabbit, bird, fish

    var id: Self { self }

    var emoji: String {
        switch self {
        case .dog: return "🐶"
        case .cat: return "🐱"
        case .rabbit: return "🐰"
        case .bird: return "🐦"
        case .fish: return "🐠"
        }
    }
}

struct WeightEntry: Identifiable, Codable, Hashable {
    var id = UUID()
    var date: Date
    var kilograms: Double
}

struct VetVisit: Identifiable, Codable, Hashable {
    var id = UUID()
    var date: Date
    var clinic: String
    var reason: String
    var cost: Decimal
    var notes: String = ""
    var isVaccination = false
}

struct Pet: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var species: Species
    var breed: String
    var birthday: Date
    var colorHex: String
    var weights: [WeightEntry] = []
    var visits: [VetVisit] = []

    var latestWeight: WeightEntry? {
        weights.max { $0.date < $1.date }
    }

    func age(at now: Date) -> Int {
        Calendar.current.dateComponents([.year], from: birthday, to: now).year ?? 0
    }
}

extension Pet {
    private static let day: TimeInterval = 86_400
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static let biscuit = Pet(
        name: "Biscuit", species: .dog, breed: "Golden Retriever",
        birthday: now.addingTimeInterval(-4 * 365 * day), colorHex: "F4B860",
        weights: [
            WeightEntry(date: now.addingTimeInterval(-90 * day), kilograms: 29.4),
            WeightEntry(date: now.addingTimeInterval(-60 * day), kilograms: 30.1),
            WeightEntry(date: now.addingTimeInterval(-30 * day), kilograms: 30.8),
            WeightEntry(date: now.addingTimeInterval(-2 * day), kilograms: 30.5),
        ],
        visits: [
            VetVisit(date: now.addingTimeInterval(-200 * day), clinic: "Happy Paws Clinic", reason: "Annual checkup", cost: 85, isVaccination: true),
            VetVisit(date: now.addingTimeInterval(-45 * day), clinic: "Happy Paws Clinic", reason: "Ear infection", cost: 120.5, notes: "Drops twice daily for a week"),
            VetVisit(date: now.addingTimeInterval(-420 * day), clinic: "City Vets", reason: "Dental cleaning", cost: 240),
        ]
    )

    static let samples: [Pet] = [
        biscuit,
        Pet(name: "Miso", species: .cat, breed: "British Shorthair", birthday: now.addingTimeInterval(-2 * 365 * day), colorHex: "9AA5B1",
            weights: [WeightEntry(date: now.addingTimeInterval(-10 * day), kilograms: 4.6)]),
        Pet(name: "Clover", species: .rabbit, breed: "Holland Lop", birthday: now.addingTimeInterval(-400 * day), colorHex: "C9A27E"),
    ]
}
