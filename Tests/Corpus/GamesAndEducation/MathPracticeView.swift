import Trellis

struct MathPracticeView: View {
    @State private var session = MathSession.sample
    @State private var input = ""
    @State private var feedback: Bool?
    @State private var shakes: CGFloat = 0
    @State private var operation: MathOperation = .multiplication

    var body: some View {
        VStack(spacing: 20) {
            Picker("Operation", selection: $operation) {
                ForEach(MathOperation.allCases) { op in
                    Text(op.rawValue).tag(op)
                }
            }
            .pickerStyle(.segmented)

            HStack {
                Label("\(session.correct)", systemImage: "checkmark.seal.fill")
                    .foregroundStyle(.green)
                Spacer()
                Label("\(session.streak) in a row", systemImage: "bolt.fill")
                    .foregroundStyle(.orange)
            }
            .font(.headline)

            Spacer()

            Text(session.current.text)
                .font(.system(size: 64, weight: .bold, design: .rounded))
                .monospacedDigit()

            Text(input.isEmpty ? "?" : input)
                .font(.system(size: 48, weight: .semibold, design: .monospaced))
                .frame(minWidth: 160, minHeight: 70)
                .background(
                    RoundedRectangle(cornerRadius: 16)
                        .strokeBorder(feedbackColor, lineWidth: 3)
                )
                .modifier(ShakeEffect(animatableData: shakes))

            Spacer()

            NumberPad(text: $input, onSubmit: submit)
        }
        .padding()
        .overlay(alignment: .top) {
            if let feedback {
                Text(feedback ? "Correct! 🎉" : "Try the next one")
                    .font(.headline)
                    .padding(.horizontal, 20)
                    .padding(.vertical, 10)
                    .background(.thinMaterial, in: Capsule())
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
    }

    private var feedbackColor: Color {
        switch feedback {
        case .some(true): return .green
        case .some(false): return .red
        case .none: return .secondary.opacity(0.4)
        }
    }

    private func submit() {
        guard let value = Int(input) else { return }
        let correct = session.submit(value)
        withAnimation(.default) {
            feedback = correct
            if !correct { shakes += 1 }
        }
        input = ""
    }
}

struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

#Preview {
    MathPracticeView()
}

enum MathOperation: String, CaseIterable, Identifiable {
    case addition = "+"
    case subtraction = "−"
    case multiplication = "×"
    case division = "÷"

    var id: String { rawValue }

    var name: String {
        switch self {
        case .addition: "Addition"
        case .subtraction: "Subtraction"
        case .multiplication: "Multiplication"
        case .division: "Division"
        }
    }

    func apply(_ a: Int, _ b: Int) -> Int {
        switch self {
        case .addition: a + b
        case .subtraction: a - b
        case .multiplication: a * b
        case .division: a / b
        }
    }
}

struct MathProblem: Equatable {
    let left: Int
    let right: Int
    let operation: MathOperation

    var answer: Int { operation.apply(left, right) }
    var text: String { "\(left) \(operation.rawValue) \(right)" }
}

struct MathSession {
    var problems: [MathProblem]
    var index = 0
    var correct = 0
    var streak = 0

    var current: MathProblem { problems[index] }

    mutating func submit(_ value: Int) -> Bool {
        let isCorrect = value == current.answer
        if isCorrect {
            correct += 1
            streak += 1
        } else {
            streak = 0
        }
        index = (index + 1) % problems.count
        return isCorrect
    }

    static let sample = MathSession(problems: [
        MathProblem(left: 7, right: 8, operation: .multiplication),
        MathProblem(left: 45, right: 17, operation: .addition),
        MathProblem(left: 81, right: 9, operation: .division),
        MathProblem(left: 63, right: 28, operation: .subtraction),
    ], index: 0, correct: 6, streak: 3)
}
