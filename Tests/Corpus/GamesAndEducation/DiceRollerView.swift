import Trellis

struct Die: Identifiable {
    let id: Int
    var value: Int
    var isHeld = false
}

struct DieFace: View {
    let value: Int
    var isHeld = false

    private var pipPositions: [(CGFloat, CGFloat)] {
        switch value {
        case 1: return [(0.5, 0.5)]
        case 2: return [(0.25, 0.25), (0.75, 0.75)]
        case 3: return [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)]
        case 4: return [(0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)]
        case 5: return [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)]
        default: return [(0.25, 0.2), (0.75, 0.2), (0.25, 0.5), (0.75, 0.5), (0.25, 0.8), (0.75, 0.8)]
        }
    }

    var body: some View {
        GeometryReader { geometry in
            let size = geometry.size.width
            ZStack {
                RoundedRectangle(cornerRadius: size * 0.18)
                    .fill(isHeld ? Color.yellow.opacity(0.3) : Color.white)
                    .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
                RoundedRectangle(cornerRadius: size * 0.18)
                    .strokeBorder(isHeld ? Color.orange : Color.gray.opacity(0.3), lineWidth: isHeld ? 3 : 1)
                ForEach(Array(pipPositions.enumerated()), id: \.offset) { _, position in
                    Circle()
                        .fill(Color.black)
                        .frame(width: size * 0.18, height: size * 0.18)
                        .position(x: position.0 * size, y: position.1 * size)
                }
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }
}

struct DiceRollerView: View {
    @State private var dice: [Die] = [Die(id: 0, value: 3), Die(id: 1, value: 5, isHeld: true), Die(id: 2, value: 1),
                                      Die(id: 3, value: 6), Die(id: 4, value: 2)]
    @State private var rollCount = 1
    @State private var isRolling = false
    @State private var history: [Int] = [14, 22, 9, 17]
    @AppStorage("numberOfDice") private var numberOfDice = 5

    private var total: Int { dice.prefix(numberOfDice).reduce(0) { $0 + $1.value } }

    private let columns = Array(repeating: GridItem(.flexible(), spacing: 16), count: 3)

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                Text("\(total)")
                    .font(.system(size: 80, weight: .heavy, design: .rounded))
                    .contentTransition(.numericText())
                Text("Roll \(rollCount) of 3")
                    .foregroundStyle(.secondary)

                LazyVGrid(columns: columns, spacing: 16) {
                    ForEach($dice.prefix(numberOfDice)) { $die in
                        DieFace(value: die.value, isHeld: die.isHeld)
                            .rotationEffect(.degrees(isRolling && !die.isHeld ? 360 : 0))
                            .onTapGesture { die.isHeld.toggle() }
                    }
                }
                .padding(.horizontal)

                Stepper("Dice: \(numberOfDice)", value: $numberOfDice, in: 1...5)
                    .padding(.horizontal)

                Button(action: roll) {
                    Label("Roll", systemImage: "dice.fill")
                        .font(.title2.bold())
                        .frame(maxWidth: .infinity)
                        .padding()
                        .background(
                            LinearGradient(colors: [.red, .orange], startPoint: .leading, endPoint: .trailing)
                        )
                        .foregroundColor(.white)
                        .clipShape(Capsule())
                }
                .padding(.horizontal)
                .disabled(rollCount >= 3)

                historyStrip
            }
            .navigationTitle("Dice Roller")
            .toolbar {
                Button("Reset") {
                    rollCount = 0
                    for index in dice.indices { dice[index].isHeld = false }
                }
            }
        }
    }

    private var historyStrip: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack {
                ForEach(history.indices, id: \.self) { index in
                    Text("\(history[index])")
                        .font(.headline)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 8)
                        .background(Color.gray.opacity(0.15), in: Capsule())
                }
            }
            .padding(.horizontal)
        }
    }

    private func roll() {
        withAnimation(.easeInOut(duration: 0.6)) {
            isRolling.toggle()
            for index in dice.indices where !dice[index].isHeld {
                dice[index].value = Int.random(in: 1...6)
            }
        }
        rollCount += 1
        history.insert(total, at: 0)
    }
}

#Preview {
    DiceRollerView()
}
