import Trellis

/// Every screen of the corpus as its app shows it, with the models its app root gives it, by page id.
@MainActor
enum GamesAndEducationScreens {
    static let all: [(id: String, view: @MainActor @Sendable () -> AnyView)] = [
        ("trivia", { AnyView(TriviaView()) }),
        ("question-card", { AnyView(QuestionCardView(question: TriviaQuestion.samples[1], number: 2, total: 5).padding()) }),
        ("answers", { AnyView(VStack {
            AnswerButton(letter: "A", text: "Au", state: .correct) {}
            AnswerButton(letter: "B", text: "Ag", state: .wrong) {}
            AnswerButton(letter: "C", text: "Gd", state: .dimmed) {}
            AnswerButton(letter: "D", text: "Go", state: .idle) {}
        }.padding()) }),
        ("results", { AnyView(ResultsView(score: 4, total: 5) {}) }),
        ("decks", { AnyView(DeckListView()) }),
        ("flashcards", { AnyView(VStack(spacing: 30) {
            FlashcardView(card: Flashcard(front: "Hola", back: "Hello"), isFlipped: .constant(false))
            FlashcardView(card: Flashcard(front: "Hola", back: "Hello"), isFlipped: .constant(true))
        }) }),
        ("study", { AnyView(NavigationStack { StudySessionView(deck: DeckStore.sampleDecks[0]) }) }),
        ("memory", { AnyView(EmojiMemoryGameView(viewModel: EmojiMemoryGame())) }),
        ("tictactoe", { AnyView(TicTacToeView()) }),
        ("2048", { AnyView(Board2048View()) }),
        ("sudoku", { AnyView(SudokuBoardView()) }),
        ("dice", { AnyView(DiceRollerView()) }),
        ("leaderboard", { AnyView(LeaderboardView()) }),
        ("language", { AnyView(LanguageHomeView()) }),
        ("lesson-path", { AnyView(LessonPathView(units: LanguageUnit.samples)) }),
        ("streak", { AnyView(StreakView(profile: .sample).padding().background(Color(.systemGroupedBackground))) }),
        ("alphabet", { AnyView(AlphabetView()) }),
        ("letter", { AnyView(LetterDetailView(item: LetterItem.all[2])) }),
        ("math", { AnyView(MathPracticeView()) }),
        ("courses", { AnyView(CourseCatalogView()) }),
        ("course", { AnyView(NavigationStack { CourseDetailView(course: Course.catalog[0]) }) }),
        ("lesson", { AnyView(NavigationStack { LessonDetailView(lesson: Course.catalog[0].lessons[1]) }) }),
        ("course-quiz", { AnyView(CourseQuizView(course: Course.catalog[0])) }),
        ("achievements", { AnyView(AchievementsView()) }),
        ("badge", { AnyView(AchievementDetail(achievement: Achievement.samples[2])) }),
        ("settings", { AnyView(GameSettingsView()) }),
        ("hub", { AnyView(GamesHubView()) }),
    ]
}
