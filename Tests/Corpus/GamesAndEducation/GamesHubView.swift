import Trellis

struct GameItem: Identifiable, Hashable {
    let id: String
    let title: String
    let symbol: String
    let colors: [Color]
}

struct GamesHubView: View {
    private let games: [GameItem] = [
        GameItem(id: "trivia", title: "Trivia", symbol: "questionmark.bubble.fill", colors: [.indigo, .purple]),
        GameItem(id: "memory", title: "Memory", symbol: "square.grid.2x2.fill", colors: [.orange, .red]),
        GameItem(id: "tictactoe", title: "Tic-Tac-Toe", symbol: "number", colors: [.blue, .cyan]),
        GameItem(id: "2048", title: "2048", symbol: "square.grid.4x3.fill", colors: [.yellow, .orange]),
        GameItem(id: "sudoku", title: "Sudoku", symbol: "square.grid.3x3.fill", colors: [.teal, .green]),
        GameItem(id: "dice", title: "Dice", symbol: "dice.fill", colors: [.pink, .red]),
    ]

    var body: some View {
        TabView {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 150), spacing: 16)], spacing: 16) {
                        ForEach(games) { game in
                            NavigationLink(value: game) {
                                GameTile(game: game)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                    .padding()
                }
                .navigationTitle("Games")
                .navigationDestination(for: GameItem.self) { game in
                    destination(for: game)
                }
            }
            .tabItem { Label("Play", systemImage: "gamecontroller.fill") }

            AchievementsView()
                .tabItem { Label("Badges", systemImage: "rosette") }

            GameSettingsView()
                .tabItem { Label("Settings", systemImage: "gearshape.fill") }
        }
    }

    @ViewBuilder
    private func destination(for game: GameItem) -> some View {
        switch game.id {
        case "trivia": TriviaView()
        case "memory": EmojiMemoryGameView(viewModel: EmojiMemoryGame())
        case "tictactoe": TicTacToeView()
        case "2048": Board2048View()
        case "sudoku": SudokuBoardView()
        default: DiceRollerView()
        }
    }
}

struct GameTile: View {
    let game: GameItem

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: game.symbol)
                .font(.system(size: 40))
            Text(game.title)
                .font(.headline)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity)
        .frame(height: 130)
        .background(
            LinearGradient(colors: game.colors, startPoint: .topLeading, endPoint: .bottomTrailing)
        )
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .shadow(color: game.colors.last!.opacity(0.4), radius: 8, x: 0, y: 4)
    }
}

#Preview {
    GamesHubView()
}
