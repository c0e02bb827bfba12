import Foundation

struct Habit: Identifiable {
    var id = UUID()
    var name: String
    var icon: String
    var goalPerWeek: Int
    var completedThisWeek: Int
    var isDoneToday: Bool

    static let samples = [
        Habit(name: "Drink water", icon: "drop", goalPerWeek: 7, completedThisWeek: 5, isDoneToday: true),
        Habit(name: "Meditate", icon: "leaf", goalPerWeek: 5, completedThisWeek: 2, isDoneToday: false),
        Habit(name: "Run", icon: "figure.run", goalPerWeek: 3, completedThisWeek: 3, isDoneToday: false),
    ]
}

enum HabitFrequency: String, CaseIterable, Identifiable {
    case daily, weekdays, weekly
    var id: String { rawValue }
}

struct Workout: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var date: Date
    var duration: TimeInterval
    var exercises: [Exercise]

    static let samples = [
        Workout(name: "Push day", date: Date(timeIntervalSinceReferenceDate: 700_000_000), duration: 3_600, exercises: [
            Exercise(name: "Bench press", sets: [ExerciseSet(reps: 8, weight: 60), ExerciseSet(reps: 8, weight: 62.5)]),
            Exercise(name: "Overhead press", sets: [ExerciseSet(reps: 10, weight: 35)]),
        ]),
        Workout(name: "Long run", date: Date(timeIntervalSinceReferenceDate: 699_800_000), duration: 2_700, exercises: []),
    ]
}

struct Exercise: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var sets: [ExerciseSet]
}

struct ExerciseSet: Identifiable, Hashable {
    var id = UUID()
    var reps: Int
    var weight: Double
}

struct JournalEntry: Identifiable, Hashable {
    var id = UUID()
    var date: Date
    var title: String
    var text: String
    var mood: Mood

    static let samples = [
        JournalEntry(date: Date(timeIntervalSinceReferenceDate: 700_000_000), title: "A good day", text: "Walked by the river and finally finished the puzzle.", mood: .happy),
        JournalEntry(date: Date(timeIntervalSinceReferenceDate: 699_500_000), title: "Tired", text: "Long meetings.", mood: .meh),
    ]
}

enum Mood: String, CaseIterable, Identifiable {
    case happy, meh, sad
    var id: Self { self }
    var emoji: String {
        switch self {
        case .happy: return "😀"
        case .meh: return "😐"
        case .sad: return "😢"
        }
    }
}

struct DayForecast: Identifiable {
    let id = UUID()
    let day: String
    let symbol: String
    let low: Double
    let high: Double
    let chanceOfRain: Double

    static let week = [
        DayForecast(day: "Mon", symbol: "sun.max.fill", low: 12, high: 21, chanceOfRain: 0),
        DayForecast(day: "Tue", symbol: "cloud.sun.fill", low: 11, high: 19, chanceOfRain: 0.2),
        DayForecast(day: "Wed", symbol: "cloud.rain.fill", low: 9, high: 14, chanceOfRain: 0.8),
        DayForecast(day: "Thu", symbol: "cloud.fill", low: 10, high: 16, chanceOfRain: 0.3),
    ]
}

struct Ingredient: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var quantity: Double
    var unit: String
}

struct RecipeCard: Identifiable, Hashable {
    var id = UUID()
    var name: String
    var cuisine: String
    var minutes: Int
    var servings: Int
    var ingredients: [Ingredient]
    var steps: [String]
    var isFavorite = false

    static let samples = [
        RecipeCard(name: "Shakshuka", cuisine: "Middle Eastern", minutes: 30, servings: 2,
                   ingredients: [Ingredient(name: "Eggs", quantity: 4, unit: ""), Ingredient(name: "Tomatoes", quantity: 400, unit: "g")],
                   steps: ["Soften the onion.", "Add the tomatoes and spices.", "Crack in the eggs and cover."], isFavorite: true),
        RecipeCard(name: "Pancakes", cuisine: "American", minutes: 20, servings: 4,
                   ingredients: [Ingredient(name: "Flour", quantity: 200, unit: "g"), Ingredient(name: "Milk", quantity: 300, unit: "ml")],
                   steps: ["Whisk everything.", "Fry in butter."]),
    ]
}
