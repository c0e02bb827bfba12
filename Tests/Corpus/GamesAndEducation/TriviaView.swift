import Trellis

struct TriviaView: View {
    @StateObject private var game = TriviaGame()
    @State private var showResults = false

    private let letters = ["A", "B", "C", "D"]
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                header

                QuestionCardView(question: game.currentQuestion,
                                 number: game.currentIndex + 1,
                                 total: game.questions.count)
                    .id(game.currentQuestion.id)
                    .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))

                VStack(spacing: 12) {
                    ForEach(Array(game.currentQuestion.answers.enumerated()), id: \.offset) { index, answer in
                        AnswerButton(letter: letters[index], text: answer, state: state(for: index)) {
                            withAnimation(.easeInOut) {
                                game.select(index)
                            }
                        }
                        .disabled(game.hasAnswered)
                    }
                }

                Spacer()

                if game.hasAnswered {
                    Button {
                        withAnimation {
                            game.next()
                        }
                        if game.isFinished { showResults = true }
                    } label: {
                        Text(game.currentIndex + 1 == game.questions.count ? "See Results" : "Next Question")
                            .font(.headline)
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .controlSize(.large)
                    .tint(.indigo)
                }
            }
            .padding()
            .navigationTitle("Trivia")
            .navigationBarTitleDisplayMode(.inline)
            .onReceive(timer) { _ in
                game.tick()
            }
            .sheet(isPresented: $showResults) {
                ResultsView(score: game.score, total: game.questions.count) {
                    game.restart()
                    showResults = false
                }
                .presentationDetents([.medium, .large])
            }
        }
    }

    private var header: some View {
        HStack {
            ProgressView(value: game.progress)
                .tint(.indigo)
            Label("\(game.timeRemaining)s", systemImage: "timer")
                .font(.subheadline.monospacedDigit())
                .foregroundStyle(game.timeRemaining <= 5 ? .red : .secondary)
            Text("Score: \(game.score)")
                .font(.subheadline.bold())
        }
    }

    private func state(for index: Int) -> AnswerState {
        guard let selected = game.selectedAnswer else { return .idle }
        if index == game.currentQuestion.correctIndex { return .correct }
        if index == selected { return .wrong }
        return .dimmed
    }
}

#Preview {
    TriviaView()
}
