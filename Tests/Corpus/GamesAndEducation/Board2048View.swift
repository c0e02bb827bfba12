import Trellis

extension Color {
    init(hex: UInt32) {
        let r = Double((hex >> 16) & 0xFF) / 255
        let g = Double((hex >> 8) & 0xFF) / 255
        let b = Double(hex & 0xFF) / 255
        self.init(red: r, green: g, blue: b)
    }
}

struct TileView: View {
    let value: Int?

    private var backgroundColor: Color {
        switch value ?? 0 {
        case 0: return Color(hex: 0xCDC1B4)
        case 2: return Color(hex: 0xEEE4DA)
        case 4: return Color(hex: 0xEDE0C8)
        case 8: return Color(hex: 0xF2B179)
        case 16: return Color(hex: 0xF59563)
        case 32: return Color(hex: 0xF67C5F)
        case 64: return Color(hex: 0xF65E3B)
        case 128, 256, 512: return Color(hex: 0xEDCF72)
        default: return Color(hex: 0xEDC22E)
        }
    }

    private var fontSize: CGFloat {
        switch value ?? 0 {
        case ..<100: return 34
        case ..<1000: return 28
        default: return 22
        }
    }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 6, style: .continuous)
                .fill(backgroundColor)
            if let value {
                Text("\(value)")
                    .font(.system(size: fontSize, weight: .black, design: .rounded))
                    .foregroundColor(value <= 4 ? Color(hex: 0x776E65) : .white)
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct Board2048View: View {
    @State private var game = Game2048()

    var body: some View {
        VStack(spacing: 20) {
            HStack(alignment: .top) {
                Text("2048")
                    .font(.system(size: 56, weight: .black, design: .rounded))
                    .foregroundColor(Color(hex: 0x776E65))
                Spacer()
                ScoreBox(title: "SCORE", value: game.score)
                ScoreBox(title: "BEST", value: game.bestScore)
            }

            GeometryReader { proxy in
                let side = min(proxy.size.width, proxy.size.height)
                VStack(spacing: 8) {
                    ForEach(0..<Game2048.size, id: \.self) { row in
                        HStack(spacing: 8) {
                            ForEach(0..<Game2048.size, id: \.self) { column in
                                TileView(value: game.board[row][column]?.value)
                            }
                        }
                    }
                }
                .padding(8)
                .frame(width: side, height: side)
                .background(Color(hex: 0xBBADA0), in: RoundedRectangle(cornerRadius: 10))
            }
            .aspectRatio(1, contentMode: .fit)
            .gesture(
                DragGesture(minimumDistance: 20)
                    .onEnded { value in
                        let dx = value.translation.width
                        let dy = value.translation.height
                        let direction: SwipeDirection
                        if abs(dx) > abs(dy) {
                            direction = dx > 0 ? .right : .left
                        } else {
                            direction = dy > 0 ? .down : .up
                        }
                        withAnimation(.easeInOut(duration: 0.15)) {
                            game.move(direction)
                        }
                    }
            )

            Text("Join the tiles, get to **2048!**")
                .foregroundStyle(Color(hex: 0x776E65))
            Spacer()
        }
        .padding()
        .background(Color(hex: 0xFAF8EF).ignoresSafeArea())
    }
}

private struct ScoreBox: View {
    let title: String
    let value: Int

    var body: some View {
        VStack(spacing: 2) {
            Text(title)
                .font(.caption.bold())
                .foregroundColor(Color(hex: 0xEEE4DA))
            Text(value, format: .number)
                .font(.title3.bold())
                .foregroundColor(.white)
        }
        .frame(minWidth: 70)
        .padding(.vertical, 6)
        .padding(.horizontal, 10)
        .background(Color(hex: 0xBBADA0))
        .cornerRadius(6)
    }
}

#Preview {
    Board2048View()
}

enum SwipeDirection: CaseIterable {
    case up, down, left, right
}

struct Tile: Identifiable, Equatable {
    let id: Int
    var value: Int
}

@Observable
final class Game2048 {
    static let size = 4
    var board: [[Tile?]]
    var score = 0
    var bestScore = 2048
    private var nextID = 100

    init() {
        let values: [[Int]] = [
            [2, 0, 0, 4],
            [0, 8, 16, 0],
            [32, 64, 128, 256],
            [0, 512, 1024, 2048],
        ]
        var id = 0
        board = values.map { row in
            row.map { value in
                id += 1
                return value == 0 ? nil : Tile(id: id, value: value)
            }
        }
        score = 1340
    }

    func move(_ direction: SwipeDirection) {
        var rows = orientedRows(for: direction)
        for i in rows.indices {
            rows[i] = merge(rows[i])
        }
        board = restore(rows, for: direction)
    }

    private func merge(_ row: [Tile?]) -> [Tile?] {
        var tiles = row.compactMap { $0 }
        var result: [Tile] = []
        while !tiles.isEmpty {
            let first = tiles.removeFirst()
            if let second = tiles.first, second.value == first.value {
                tiles.removeFirst()
                nextID += 1
                result.append(Tile(id: nextID, value: first.value * 2))
                score += first.value * 2
            } else {
                result.append(first)
            }
        }
        return result.map { Optional($0) } + Array(repeating: nil, count: Self.size - result.count)
    }

    private func orientedRows(for direction: SwipeDirection) -> [[Tile?]] {
        switch direction {
        case .left: return board
        case .right: return board.map { $0.reversed() }
        case .up: return transpose(board)
        case .down: return transpose(board).map { $0.reversed() }
        }
    }

    private func restore(_ rows: [[Tile?]], for direction: SwipeDirection) -> [[Tile?]] {
        switch direction {
        case .left: return rows
        case .right: return rows.map { $0.reversed() }
        case .up: return transpose(rows)
        case .down: return transpose(rows.map { $0.reversed() })
        }
    }

    private func transpose(_ matrix: [[Tile?]]) -> [[Tile?]] {
        (0..<Self.size).map { column in matrix.map { $0[column] } }
    }
}
