import Trellis

struct FlashcardView: View {
    let card: Flashcard
    @Binding var isFlipped: Bool

    var body: some View {
        ZStack {
            CardFace(text: card.front, caption: "Question", color: .blue)
                .opacity(isFlipped ? 0 : 1)
            CardFace(text: card.back, caption: "Answer", color: .green)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(isFlipped ? 1 : 0)
        }
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
        .onTapGesture {
            withAnimation(.spring(duration: 0.5)) {
                isFlipped.toggle()
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
        .accessibilityHint("Double tap to flip the card")
    }
}

private struct CardFace: View {
    let text: String
    let caption: String
    let color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 25, style: .continuous)
            .fill(.background)
            .shadow(radius: 8)
            .overlay {
                VStack(spacing: 12) {
                    Text(caption.uppercased())
                        .font(.caption)
                        .fontWeight(.bold)
                        .kerning(1.5)
                        .foregroundStyle(color)
                    Text(text)
                        .font(.system(size: 40, weight: .bold, design: .rounded))
                        .minimumScaleFactor(0.5)
                        .lineLimit(2)
                }
                .padding()
            }
            .overlay(
                RoundedRectangle(cornerRadius: 25, style: .continuous)
                    .strokeBorder(color.opacity(0.4), lineWidth: 2)
            )
            .frame(width: 300, height: 200)
    }
}

#Preview("Front") {
    FlashcardView(card: Flashcard(front: "Hola", back: "Hello"), isFlipped: .constant(false))
}

#Preview("Back") {
    FlashcardView(card: Flashcard(front: "Hola", back: "Hello"), isFlipped: .constant(true))
}
