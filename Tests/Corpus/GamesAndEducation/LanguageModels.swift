import Foundation

enum LessonStatus: String, Codable {
    case locked, available, inProgress, completed
}

struct Lesson: Identifiable, Hashable, Codable {
    let id: Int
    let title: String
    let icon: String
    var status: LessonStatus
    var xp: Int
    var progress: Double
}

struct LanguageUnit: Identifiable, Hashable {
    let id: Int
    let title: String
    let subtitle: String
    var lessons: [Lesson]
}

struct LearnerProfile {
    var name: String
    var language: String
    var flag: String
    var streakDays: Int
    var dailyGoalXP: Int
    var todayXP: Int
    var gems: Int
    var hearts: Int
    /// Days of the current week with practice, Monday first.
    var weekActivity: [Bool]

    var dailyProgress: Double { min(Double(todayXP) / Double(dailyGoalXP), 1) }

    static let sample = LearnerProfile(
        name: "Sam", language: "French", flag: "🇫🇷", streakDays: 27, dailyGoalXP: 50, todayXP: 35,
        gems: 1240, hearts: 4, weekActivity: [true, true, true, false, true, true, false]
    )
}

extension LanguageUnit {
    static let samples: [LanguageUnit] = [
        LanguageUnit(id: 1, title: "Unit 1", subtitle: "Greetings & basics", lessons: [
            Lesson(id: 1, title: "Hello", icon: "hand.wave.fill", status: .completed, xp: 10, progress: 1),
            Lesson(id: 2, title: "Introductions", icon: "person.2.fill", status: .completed, xp: 10, progress: 1),
            Lesson(id: 3, title: "Numbers", icon: "number", status: .inProgress, xp: 15, progress: 0.6),
            Lesson(id: 4, title: "Café", icon: "cup.and.saucer.fill", status: .available, xp: 15, progress: 0),
        ]),
        LanguageUnit(id: 2, title: "Unit 2", subtitle: "Travel", lessons: [
            Lesson(id: 5, title: "Directions", icon: "map.fill", status: .locked, xp: 20, progress: 0),
            Lesson(id: 6, title: "Hotel", icon: "bed.double.fill", status: .locked, xp: 20, progress: 0),
        ]),
    ]
}
