import Trellis

@MainActor
final class TriviaGame: ObservableObject {
    @Published private(set) var questions: [TriviaQuestion]
    @Published private(set) var currentIndex = 0
    @Published private(set) var score = 0
    @Published var selectedAnswer: Int?
    @Published var isFinished = false
    @Published var timeRemaining: Int

    let difficulty: Difficulty

    init(questions: [TriviaQuestion] = TriviaQuestion.samples, difficulty: Difficulty = .medium) {
        self.questions = questions
        self.difficulty = difficulty
        self.timeRemaining = difficulty.secondsPerQuestion
    }

    var currentQuestion: TriviaQuestion { questions[currentIndex] }

    var progress: Double {
        guard !questions.isEmpty else { return 0 }
        return Double(currentIndex) / Double(questions.count)
    }

    var hasAnswered: Bool { selectedAnswer != nil }

    func select(_ index: Int) {
        guard selectedAnswer == nil else { return }
        selectedAnswer = index
        if index == currentQuestion.correctIndex {
            score += 1
        }
    }

    func next() {
        if currentIndex + 1 < questions.count {
            currentIndex += 1
            selectedAnswer = nil
            timeRemaining = difficulty.secondsPerQuestion
        } else {
            isFinished = true
        }
    }

    func tick() {
        guard !hasAnswered, !isFinished else { return }
        if timeRemaining > 0 {
            timeRemaining -= 1
        } else {
            selectedAnswer = -1
        }
    }

    func restart() {
        currentIndex = 0
        score = 0
        selectedAnswer = nil
        isFinished = false
        timeRemaining = difficulty.secondsPerQuestion
    }
}
