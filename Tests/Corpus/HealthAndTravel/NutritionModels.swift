import Foundation
import Observation

enum MealType: String, CaseIterable, Identifiable, Codable {
    case breakfast, lunch, dinner, snack

    var id: Self { self }

    var title: String { rawValue.capitalized }

    var icon: String {
        switch self {
        case .breakfast: "sunrise.fill"
        case .lunch: "sun.max.fill"
        case .dinner: "moon.stars.fill"
        case .snack: "carrot.fill"
        }
    }
}

struct FoodEntry: Identifiable, Hashable, Codable {
    var id: Int
    var name: String
    var calories: Int
    var protein: Double
    var carbs: Double
    var fat: Double
    var meal: MealType
}

@Observable
final class CalorieLog {
    var entries: [FoodEntry]
    var dailyGoal: Int = 2_200

    init(entries: [FoodEntry] = []) {
        self.entries = entries
    }

    var totalCalories: Int {
        entries.reduce(0) { $0 + $1.calories }
    }

    var remaining: Int { dailyGoal - totalCalories }

    var totalProtein: Double { entries.map(\.protein).reduce(0, +) }
    var totalCarbs: Double { entries.map(\.carbs).reduce(0, +) }
    var totalFat: Double { entries.map(\.fat).reduce(0, +) }

    func entries(for meal: MealType) -> [FoodEntry] {
        entries.filter { $0.meal == meal }
    }

    func add(_ entry: FoodEntry) {
        entries.append(entry)
    }

    func delete(_ entry: FoodEntry) {
        entries.removeAll { $0.id == entry.id }
    }

    var nextID: Int { (entries.map(\.id).max() ?? 0) + 1 }
}

extension CalorieLog {
    static var preview: CalorieLog {
        CalorieLog(entries: [
            FoodEntry(id: 1, name: "Oatmeal with berries", calories: 320, protein: 10, carbs: 54, fat: 6, meal: .breakfast),
            FoodEntry(id: 2, name: "Flat white", calories: 110, protein: 6, carbs: 9, fat: 6, meal: .breakfast),
            FoodEntry(id: 3, name: "Chicken salad", calories: 480, protein: 38, carbs: 20, fat: 26, meal: .lunch),
            FoodEntry(id: 4, name: "Apple", calories: 95, protein: 0.5, carbs: 25, fat: 0.3, meal: .snack),
            FoodEntry(id: 5, name: "Salmon & rice", calories: 640, protein: 42, carbs: 60, fat: 22, meal: .dinner),
        ])
    }
}
