import Trellis

struct NumberPadKey: Identifiable, Hashable {
    enum Kind: Hashable { case digit(Int), delete, submit }
    let kind: Kind
    var id: Self { self }
}

struct NumberPadButtonStyle: ButtonStyle {
    var fill: Color = Color(.tertiarySystemFill)

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.title.weight(.medium))
            .frame(maxWidth: .infinity, minHeight: 64)
            .background(fill.opacity(configuration.isPressed ? 0.6 : 1))
            .clipShape(RoundedRectangle(cornerRadius: 14, style: .continuous))
            .contentShape(Rectangle())
    }
}

struct NumberPad: View {
    @Binding var text: String
    var maxLength = 4
    var onSubmit: () -> Void

    private let rows: [[NumberPadKey.Kind]] = [
        [.digit(1), .digit(2), .digit(3)],
        [.digit(4), .digit(5), .digit(6)],
        [.digit(7), .digit(8), .digit(9)],
        [.delete, .digit(0), .submit],
    ]

    var body: some View {
        VStack(spacing: 10) {
            ForEach(rows, id: \.self) { row in
                HStack(spacing: 10) {
                    ForEach(row, id: \.self) { key in
                        keyButton(key)
                    }
                }
            }
        }
    }

    @ViewBuilder
    private func keyButton(_ key: NumberPadKey.Kind) -> some View {
        switch key {
        case .digit(let digit):
            Button("\(digit)") {
                guard text.count < maxLength else { return }
                text.append(String(digit))
            }
            .buttonStyle(NumberPadButtonStyle())
            .foregroundStyle(.primary)
        case .delete:
            Button {
                if !text.isEmpty { text.removeLast() }
            } label: {
                Image(systemName: "delete.left")
            }
            .buttonStyle(NumberPadButtonStyle())
            .foregroundStyle(.primary)
            .accessibilityLabel("Delete")
        case .submit:
            Button(action: onSubmit) {
                Image(systemName: "return")
            }
            .buttonStyle(NumberPadButtonStyle(fill: .accentColor))
            .foregroundStyle(.white)
            .disabled(text.isEmpty)
        }
    }
}

#Preview {
    NumberPad(text: .constant("12")) {}
        .padding()
}
