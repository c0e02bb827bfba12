import Trellis

struct ResultsView: View {
    let score: Int
    let total: Int
    var onPlayAgain: () -> Void

    @Environment(\.dismiss) private var dismiss

    private var percentage: Int {
        total == 0 ? 0 : Int((Double(score) / Double(total) * 100).rounded())
    }

    private var message: String {
        switch percentage {
        case 90...: return "Outstanding!"
        case 70..<90: return "Great job!"
        case 50..<70: return "Not bad!"
        default: return "Keep practicing!"
        }
    }

    var body: some View {
        VStack(spacing: 20) {
            Image(systemName: percentage >= 70 ? "trophy.fill" : "star.leadinghalf.filled")
                .font(.system(size: 64))
                .foregroundStyle(.yellow)
                .symbolRenderingMode(.hierarchical)

            Text(message)
                .font(.largeTitle.bold())

            Text("You answered \(score) of \(total) questions correctly.")
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)

            Gauge(value: Double(score), in: 0...Double(max(total, 1))) {
                Text("Score")
            } currentValueLabel: {
                Text("\(percentage)%")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(.indigo)
            .scaleEffect(1.5)
            .padding()

            HStack(spacing: 12) {
                Button("Close") { dismiss() }
                    .buttonStyle(.bordered)
                Button("Play Again", action: onPlayAgain)
                    .buttonStyle(.borderedProminent)
            }
            .controlSize(.large)
        }
        .padding(32)
    }
}

#Preview {
    ResultsView(score: 4, total: 5) {}
}
