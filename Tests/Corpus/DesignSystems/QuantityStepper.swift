import Trellis

struct QuantityStepper: View {
    @Binding var value: Int
    var range: ClosedRange<Int> = 0...99
    var step = 1
    @Environment(\.dsControlSize) private var size

    var body: some View {
        HStack(spacing: 0) {
            stepButton(systemImage: "minus", enabled: value > range.lowerBound) {
                value = max(range.lowerBound, value - step)
            }
            Divider().frame(height: size.height * 0.5)
            Text("\(value)")
                .font(.body.monospacedDigit().weight(.semibold))
                .frame(minWidth: 40)
                .contentTransition(.numericText())
            Divider().frame(height: size.height * 0.5)
            stepButton(systemImage: "plus", enabled: value < range.upperBound) {
                value = min(range.upperBound, value + step)
            }
        }
        .frame(height: size.height)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
        .sensoryFeedback(.selection, trigger: value)
    }

    private func stepButton(systemImage: String, enabled: Bool, action: @escaping () -> Void) -> some View {
        Button {
            withAnimation(.snappy) { action() }
        } label: {
            Image(systemName: systemImage)
                .font(.body.weight(.bold))
                .frame(width: size.height, height: size.height)
        }
        .disabled(!enabled)
        .buttonRepeatBehavior(.enabled)
    }
}

struct StepperRow: View {
    let title: String
    let subtitle: String?
    @Binding var value: Int

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(title)
                if let subtitle {
                    Text(subtitle)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer()
            QuantityStepper(value: $value, range: 0...10)
        }
    }
}

#Preview {
    @Previewable @State var count = 2
    QuantityStepper(value: $count)
        .padding()
}
