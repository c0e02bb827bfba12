import Trellis

struct SudokuBoardView: View {
    @State private var puzzle = SudokuPuzzle.sample
    @State private var selected: SudokuCell.ID? = 20
    @State private var isNotesMode = false
    @State private var mistakes = 1

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("Mistakes: \(mistakes)/3")
                Spacer()
                Text("Medium")
                    .fontWeight(.semibold)
                Spacer()
                Text("04:12")
                    .monospacedDigit()
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)

            board
                .aspectRatio(1, contentMode: .fit)

            controls

            numberRow
        }
        .padding()
    }

    private var board: some View {
        VStack(spacing: 0) {
            ForEach(0..<9, id: \.self) { row in
                HStack(spacing: 0) {
                    ForEach(0..<9, id: \.self) { column in
                        cellView(puzzle.cell(row: row, column: column))
                    }
                }
            }
        }
        .overlay(BoxLines().stroke(Color.primary, lineWidth: 2))
        .border(Color.primary, width: 2)
    }

    private func cellView(_ cell: SudokuCell) -> some View {
        let isSelected = cell.id == selected
        let isRelated = selected.map { id in
            let s = puzzle.cells[id]
            return s.row == cell.row || s.column == cell.column || s.box == cell.box
        } ?? false
        return ZStack {
            Rectangle()
                .fill(isSelected ? Color.blue.opacity(0.35) : isRelated ? Color.blue.opacity(0.1) : Color.clear)
            if let value = cell.value {
                Text("\(value)")
                    .font(.title2)
                    .fontWeight(cell.isGiven ? .bold : .regular)
                    .foregroundStyle(puzzle.conflicts(at: cell) ? Color.red : cell.isGiven ? Color.primary : Color.blue)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .border(Color.gray.opacity(0.4), width: 0.5)
        .contentShape(Rectangle())
        .onTapGesture { selected = cell.id }
    }

    private var controls: some View {
        HStack(spacing: 32) {
            ControlButton(title: "Undo", systemImage: "arrow.uturn.backward") {}
            ControlButton(title: "Erase", systemImage: "eraser") {
                if let selected, !puzzle.cells[selected].isGiven {
                    puzzle.cells[selected].value = nil
                }
            }
            ControlButton(title: "Notes", systemImage: isNotesMode ? "pencil.circle.fill" : "pencil.circle") {
                isNotesMode.toggle()
            }
            ControlButton(title: "Hint", systemImage: "lightbulb") {}
        }
    }

    private var numberRow: some View {
        HStack(spacing: 6) {
            ForEach(1...9, id: \.self) { number in
                Button {
                    if let selected, !puzzle.cells[selected].isGiven {
                        puzzle.cells[selected].value = number
                    }
                } label: {
                    Text("\(number)")
                        .font(.title)
                        .frame(maxWidth: .infinity)
                }
                .tint(.blue)
            }
        }
    }
}

private struct ControlButton: View {
    let title: String
    let systemImage: String
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 4) {
                Image(systemName: systemImage)
                    .font(.title2)
                Text(title)
                    .font(.caption)
            }
        }
        .foregroundStyle(.secondary)
    }
}

/// Draws the thick lines between the 3x3 boxes.
struct BoxLines: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for i in 1..<3 {
            let x = rect.minX + rect.width * CGFloat(i) / 3
            path.move(to: CGPoint(x: x, y: rect.minY))
            path.addLine(to: CGPoint(x: x, y: rect.maxY))
            let y = rect.minY + rect.height * CGFloat(i) / 3
            path.move(to: CGPoint(x: rect.minX, y: y))
            path.addLine(to: CGPoint(x: rect.maxX, y: y))
        }
        return path
    }
}

#Preview {
    SudokuBoardView()
}

struct SudokuCell: Identifiable, Hashable {
    let row: Int
    let column: Int
    var value: Int?
    let isGiven: Bool
    var notes: Set<Int> = []

    var id: Int { row * 9 + column }
    var box: Int { (row / 3) * 3 + column / 3 }
}

struct SudokuPuzzle {
    var cells: [SudokuCell]

    init(_ grid: String) {
        var cells: [SudokuCell] = []
        for (index, character) in grid.enumerated() {
            let value = character.wholeNumberValue.flatMap { $0 == 0 ? nil : $0 }
            cells.append(SudokuCell(row: index / 9, column: index % 9, value: value, isGiven: value != nil))
        }
        self.cells = cells
    }

    func cell(row: Int, column: Int) -> SudokuCell {
        cells[row * 9 + column]
    }

    func conflicts(at cell: SudokuCell) -> Bool {
        guard let value = cell.value else { return false }
        return cells.contains { other in
            other.id != cell.id && other.value == value &&
                (other.row == cell.row || other.column == cell.column || other.box == cell.box)
        }
    }

    static let sample = SudokuPuzzle(
        "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
    )
}
