import Trellis

struct StudySessionView: View {
    @Bindable var deck: Deck
    @State private var index = 0
    @State private var isFlipped = false
    @State private var offset: CGSize = .zero
    @State private var knownCount = 0
    @State private var showSummary = false

    private var currentCard: Flashcard? {
        deck.cards.indices.contains(index) ? deck.cards[index] : nil
    }

    var body: some View {
        VStack(spacing: 28) {
            ProgressView(value: Double(index), total: Double(max(deck.cards.count, 1))) {
                Text("Card \(min(index + 1, deck.cards.count)) of \(deck.cards.count)")
                    .font(.footnote)
            }
            .padding(.horizontal)

            Spacer()

            if let card = currentCard {
                FlashcardView(card: card, isFlipped: $isFlipped)
                    .offset(x: offset.width, y: offset.height * 0.2)
                    .rotationEffect(.degrees(Double(offset.width / 20)))
                    .gesture(
                        DragGesture()
                            .onChanged { value in
                                offset = value.translation
                            }
                            .onEnded { value in
                                if abs(value.translation.width) > 120 {
                                    advance(known: value.translation.width > 0)
                                } else {
                                    withAnimation(.spring()) { offset = .zero }
                                }
                            }
                    )
            } else {
                ContentUnavailableView("No Cards", systemImage: "rectangle.on.rectangle.slash",
                                       description: Text("Add some cards to this deck to start studying."))
            }

            Spacer()

            HStack(spacing: 40) {
                RoundIconButton(systemName: "xmark", color: .red) { advance(known: false) }
                RoundIconButton(systemName: "arrow.uturn.backward", color: .gray) {
                    withAnimation { isFlipped = false; index = max(index - 1, 0) }
                }
                RoundIconButton(systemName: "checkmark", color: .green) { advance(known: true) }
            }
            .disabled(currentCard == nil)
        }
        .padding(.vertical)
        .navigationTitle(deck.title)
        .navigationBarTitleDisplayMode(.inline)
        .alert("Session Complete", isPresented: $showSummary) {
            Button("Study Again") {
                index = 0
                knownCount = 0
            }
            Button("Done", role: .cancel) {}
        } message: {
            Text("You knew \(knownCount) of \(deck.cards.count) cards.")
        }
    }

    private func advance(known: Bool) {
        if known {
            knownCount += 1
            deck.cards[index].isMastered = true
        }
        withAnimation(.easeOut(duration: 0.25)) {
            offset = .zero
            isFlipped = false
            if index + 1 < deck.cards.count {
                index += 1
            } else {
                showSummary = true
            }
        }
    }
}

struct RoundIconButton: View {
    let systemName: String
    let color: Color
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Image(systemName: systemName)
                .font(.title2.weight(.bold))
                .foregroundStyle(color)
                .frame(width: 64, height: 64)
                .background(color.opacity(0.15), in: Circle())
        }
        .buttonStyle(.plain)
    }
}

#Preview {
    NavigationStack {
        StudySessionView(deck: DeckStore.sampleDecks[0])
    }
}
