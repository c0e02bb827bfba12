import Trellis

struct TicTacToeView: View {
    @State private var board = TicTacToeBoard.sample
    @State private var xWins = 2
    @State private var oWins = 1
    @State private var showGameOver = false

    var body: some View {
        VStack(spacing: 30) {
            scoreboard

            Text(statusText)
                .font(.title3.weight(.semibold))
                .contentTransition(.opacity)

            Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                ForEach(0..<3) { row in
                    GridRow {
                        ForEach(0..<3) { column in
                            cell(row: row, column: column)
                        }
                    }
                }
            }
            .padding(8)
            .background(Color.secondary.opacity(0.2))
            .clipShape(RoundedRectangle(cornerRadius: 16))

            Button(role: .destructive) {
                withAnimation { board.reset() }
            } label: {
                Label("New Game", systemImage: "arrow.counterclockwise")
            }
            .buttonStyle(.bordered)
        }
        .padding()
        .alert(board.winner.map { "\($0.rawValue) wins!" } ?? "It's a draw", isPresented: $showGameOver) {
            Button("Play again") { board.reset() }
        }
        .onChange(of: board) { _, newValue in
            if let winner = newValue.winner {
                if winner == .x { xWins += 1 } else { oWins += 1 }
                showGameOver = true
            } else if newValue.isDraw {
                showGameOver = true
            }
        }
    }

    private var statusText: String {
        if let winner = board.winner { return "Player \(winner.rawValue) wins" }
        if board.isDraw { return "Draw" }
        return "Player \(board.current.rawValue)'s turn"
    }

    private var scoreboard: some View {
        HStack {
            ScorePill(title: "Player X", value: xWins, color: .blue, isActive: board.current == .x)
            ScorePill(title: "Player O", value: oWins, color: .pink, isActive: board.current == .o)
        }
    }

    @ViewBuilder
    private func cell(row: Int, column: Int) -> some View {
        let index = row * 3 + column
        let isWinning = board.winningLine?.contains(index) ?? false
        Button {
            withAnimation(.bouncy) { board.play(at: index) }
        } label: {
            ZStack {
                RoundedRectangle(cornerRadius: 12)
                    .fill(isWinning ? Color.yellow.opacity(0.5) : Color(.systemBackground))
                if let player = board[row, column] {
                    Image(systemName: player == .x ? "xmark" : "circle")
                        .font(.system(size: 44, weight: .heavy))
                        .foregroundStyle(player == .x ? .blue : .pink)
                        .transition(.scale.combined(with: .opacity))
                }
            }
            .frame(width: 90, height: 90)
        }
        .buttonStyle(.plain)
    }
}

private struct ScorePill: View {
    let title: String
    let value: Int
    let color: Color
    let isActive: Bool

    var body: some View {
        VStack(spacing: 4) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text("\(value)").font(.title.bold()).foregroundStyle(color)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 10)
        .background {
            RoundedRectangle(cornerRadius: 12)
                .stroke(isActive ? color : .clear, lineWidth: 2)
        }
    }
}

#Preview {
    TicTacToeView()
}

enum Player: String, Equatable {
    case x = "X"
    case o = "O"

    var next: Player { self == .x ? .o : .x }
}

struct TicTacToeBoard: Equatable {
    private(set) var cells: [Player?] = Array(repeating: nil, count: 9)
    private(set) var current: Player = .x

    static let winningLines: [[Int]] = [
        [0, 1, 2], [3, 4, 5], [6, 7, 8],
        [0, 3, 6], [1, 4, 7], [2, 5, 8],
        [0, 4, 8], [2, 4, 6],
    ]

    subscript(row: Int, column: Int) -> Player? {
        cells[row * 3 + column]
    }

    var winner: Player? {
        for line in Self.winningLines {
            if let first = cells[line[0]], cells[line[1]] == first, cells[line[2]] == first {
                return first
            }
        }
        return nil
    }

    var winningLine: [Int]? {
        Self.winningLines.first { line in
            guard let first = cells[line[0]] else { return false }
            return line.allSatisfy { cells[$0] == first }
        }
    }

    var isDraw: Bool { winner == nil && !cells.contains(where: { $0 == nil }) }

    mutating func play(at index: Int) {
        guard cells[index] == nil, winner == nil else { return }
        cells[index] = current
        current = current.next
    }

    mutating func reset() {
        self = TicTacToeBoard()
    }

    static var sample: TicTacToeBoard {
        var board = TicTacToeBoard()
        for index in [4, 0, 2, 6, 3] { board.play(at: index) }
        return board
    }
}
