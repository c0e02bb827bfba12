import Trellis

enum AnswerState {
    case idle, correct, wrong, dimmed

    var background: Color {
        switch self {
        case .idle: return Color(.secondarySystemBackground)
        case .correct: return .green
        case .wrong: return .red
        case .dimmed: return Color(.secondarySystemBackground).opacity(0.5)
        }
    }

    var foreground: Color {
        switch self {
        case .correct, .wrong: return .white
        case .idle, .dimmed: return .primary
        }
    }
}

struct AnswerButtonStyle: ButtonStyle {
    var state: AnswerState

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(state.background, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
            .foregroundStyle(state.foreground)
            .scaleEffect(configuration.isPressed ? 0.97 : 1)
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

struct AnswerButton: View {
    let letter: String
    let text: String
    let state: AnswerState
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 12) {
                Text(letter)
                    .font(.subheadline.bold())
                    .frame(width: 28, height: 28)
                    .background(Circle().stroke(state.foreground.opacity(0.6), lineWidth: 1.5))
                Text(text)
                    .multilineTextAlignment(.leading)
                Spacer()
                if state == .correct {
                    Image(systemName: "checkmark.circle.fill")
                } else if state == .wrong {
                    Image(systemName: "xmark.circle.fill")
                }
            }
        }
        .buttonStyle(AnswerButtonStyle(state: state))
    }
}

#Preview {
    VStack {
        AnswerButton(letter: "A", text: "Au", state: .correct) {}
        AnswerButton(letter: "B", text: "Ag", state: .wrong) {}
        AnswerButton(letter: "C", text: "Gd", state: .idle) {}
    }
    .padding()
}
