import Foundation

enum CourseLevel: String, CaseIterable, Identifiable, Codable, Comparable {
    case beginner, intermediate, advanced

    var id: Self { self }

    static func < (lhs: CourseLevel, rhs: CourseLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

struct CourseLesson: Identifiable, Hashable, Codable {
    let id: String
    let title: String
    let minutes: Int
    let summary: String
    var isCompleted: Bool
    var keyPoints: [String]
}

struct QuizItem: Identifiable, Hashable, Codable {
    let id: Int
    let prompt: String
    let options: [String]
    let answer: Int
}

struct Course: Identifiable, Hashable, Codable {
    let id: String
    let title: String
    let instructor: String
    let symbol: String
    let level: CourseLevel
    let rating: Double
    let tint: String
    var lessons: [CourseLesson]
    var quiz: [QuizItem]

    var totalMinutes: Int { lessons.reduce(0) { $0 + $1.minutes } }
    var completion: Double {
        lessons.isEmpty ? 0 : Double(lessons.filter(\.isCompleted).count) / Double(lessons.count)
    }
}

extension Course {
    static let catalog: [Course] = [
        Course(id: "swift-101", title: "Swift Fundamentals", instructor: "Dana Holt", symbol: "swift",
               level: .beginner, rating: 4.8, tint: "orange",
               lessons: [
                   CourseLesson(id: "s1", title: "Variables and Constants", minutes: 12,
                                summary: "Learn how to store values with let and var.", isCompleted: true,
                                keyPoints: ["Prefer let", "Type inference", "String interpolation"]),
                   CourseLesson(id: "s2", title: "Optionals", minutes: 18,
                                summary: "Handle the absence of a value safely.", isCompleted: true,
                                keyPoints: ["if let", "guard let", "Nil coalescing"]),
                   CourseLesson(id: "s3", title: "Closures", minutes: 22,
                                summary: "Functions as values, trailing closure syntax.", isCompleted: false,
                                keyPoints: ["Capture lists", "Trailing closures"]),
               ],
               quiz: [
                   QuizItem(id: 1, prompt: "Which keyword declares a constant?", options: ["var", "let", "const"], answer: 1),
                   QuizItem(id: 2, prompt: "What does ?? do?", options: ["Force unwrap", "Nil coalescing", "Optional chaining"], answer: 1),
               ]),
        Course(id: "algebra", title: "Algebra Essentials", instructor: "Prof. Ito", symbol: "function",
               level: .intermediate, rating: 4.6, tint: "blue",
               lessons: [
                   CourseLesson(id: "a1", title: "Linear Equations", minutes: 25,
                                summary: "Solve equations of the form ax + b = c.", isCompleted: false,
                                keyPoints: ["Isolate x", "Check your answer"]),
               ],
               quiz: []),
        Course(id: "astro", title: "Intro to Astronomy", instructor: "Rae Quinn", symbol: "moon.stars.fill",
               level: .beginner, rating: 4.9, tint: "purple",
               lessons: [
                   CourseLesson(id: "o1", title: "The Solar System", minutes: 15,
                                summary: "A tour of the planets.", isCompleted: false, keyPoints: ["Eight planets"]),
               ],
               quiz: []),
        Course(id: "ml", title: "Machine Learning Basics", instructor: "K. Osei", symbol: "brain.head.profile",
               level: .advanced, rating: 4.4, tint: "pink", lessons: [], quiz: []),
    ]
}
