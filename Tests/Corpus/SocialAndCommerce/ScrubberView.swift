import Trellis

struct ScrubberView: View {
    @Binding var progress: Double
    let duration: TimeInterval
    @GestureState private var isDragging = false

    var body: some View {
        VStack(spacing: 6) {
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule()
                        .fill(.white.opacity(0.25))
                    Capsule()
                        .fill(.white)
                        .frame(width: max(0, proxy.size.width * progress))
                }
                .frame(height: isDragging ? 10 : 6)
                .frame(maxHeight: .infinity)
                .contentShape(Rectangle())
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .updating($isDragging) { _, state, _ in state = true }
                        .onChanged { value in
                            progress = min(max(0, value.location.x / proxy.size.width), 1)
                        }
                )
            }
            .frame(height: 20)
            .animation(.easeOut(duration: 0.15), value: isDragging)

            HStack {
                Text(formatted(progress * duration))
                Spacer()
                Text("-" + formatted((1 - progress) * duration))
            }
            .font(.caption.monospacedDigit())
            .foregroundStyle(.white.opacity(0.7))
        }
        .accessibilityElement()
        .accessibilityLabel("Playback position")
        .accessibilityValue(formatted(progress * duration))
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: progress = min(1, progress + 0.05)
            case .decrement: progress = max(0, progress - 0.05)
            @unknown default: break
            }
        }
    }

    private func formatted(_ seconds: TimeInterval) -> String {
        Duration.seconds(seconds).formatted(.time(pattern: .minuteSecond))
    }
}

#Preview {
    ScrubberView(progress: .constant(0.4), duration: 200)
        .padding()
        .background(.black)
}
