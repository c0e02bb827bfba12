import Foundation

enum TriviaCategory: String, CaseIterable, Identifiable, Codable {
    case science = "Science"
    case history = "History"
    case geography = "Geography"
    case sports = "Sports"

    var id: String { rawValue }

    var iconName: String {
        switch self {
        case .science: return "atom"
        case .history: return "building.columns"
        case .geography: return "globe.europe.africa"
        case .sports: return "sportscourt"
        }
    }
}

enum Difficulty: String, CaseIterable, Identifiable, Codable {
    case easy, medium, hard
    var id: Self { self }
    var title: String { rawValue.capitalized }
    var secondsPerQuestion: Int {
        switch self {
        case .easy: 30
        case .medium: 20
        case .hard: 10
        }
    }
}

struct TriviaQuestion: Identifiable, Codable, Hashable {
    let id: Int
    let category: TriviaCategory
    let text: String
    let answers: [String]
    let correctIndex: Int

    var correctAnswer: String { answers[correctIndex] }
}

extension TriviaQuestion {
    static let samples: [TriviaQuestion] = [
        TriviaQuestion(id: 1, category: .science, text: "What is the chemical symbol for gold?",
                       answers: ["Go", "Au", "Ag", "Gd"], correctIndex: 1),
        TriviaQuestion(id: 2, category: .geography, text: "Which river flows through Vienna?",
                       answers: ["Rhine", "Elbe", "Danube", "Po"], correctIndex: 2),
        TriviaQuestion(id: 3, category: .history, text: "In which year did the Berlin Wall fall?",
                       answers: ["1987", "1989", "1991", "1993"], correctIndex: 1),
        TriviaQuestion(id: 4, category: .sports, text: "How many players are on a volleyball team on court?",
                       answers: ["5", "6", "7", "9"], correctIndex: 1),
        TriviaQuestion(id: 5, category: .science, text: "Which planet has the most moons?",
                       answers: ["Jupiter", "Saturn", "Uranus", "Neptune"], correctIndex: 1),
    ]
}
