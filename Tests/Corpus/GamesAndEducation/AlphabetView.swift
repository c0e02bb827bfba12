import Trellis

struct LetterItem: Identifiable {
    let letter: String
    let word: String
    let emoji: String
    var id: String { letter }
}

extension LetterItem {
    static let all: [LetterItem] = [
        .init(letter: "A", word: "Apple", emoji: "🍎"), .init(letter: "B", word: "Bear", emoji: "🐻"),
        .init(letter: "C", word: "Cat", emoji: "🐱"), .init(letter: "D", word: "Duck", emoji: "🦆"),
        .init(letter: "E", word: "Elephant", emoji: "🐘"), .init(letter: "F", word: "Fish", emoji: "🐟"),
        .init(letter: "G", word: "Giraffe", emoji: "🦒"), .init(letter: "H", word: "Horse", emoji: "🐴"),
        .init(letter: "I", word: "Ice cream", emoji: "🍦"), .init(letter: "J", word: "Jellyfish", emoji: "🪼"),
        .init(letter: "K", word: "Kite", emoji: "🪁"), .init(letter: "L", word: "Lion", emoji: "🦁"),
    ]
}

struct AlphabetView: View {
    @State private var selected: LetterItem?
    @State private var bounce = false

    private let palette: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .pink]
    private let columns = [GridItem(.adaptive(minimum: 90), spacing: 14)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 14) {
                    ForEach(Array(LetterItem.all.enumerated()), id: \.element.id) { index, item in
                        Button {
                            selected = item
                        } label: {
                            LetterTile(item: item, color: palette[index % palette.count])
                        }
                        .buttonStyle(BouncyButtonStyle())
                    }
                }
                .padding()
            }
            .background(
                LinearGradient(colors: [Color.yellow.opacity(0.25), Color.pink.opacity(0.2)],
                               startPoint: .top, endPoint: .bottom)
                    .ignoresSafeArea()
            )
            .navigationTitle("ABC Fun")
            .fullScreenCover(item: $selected) { item in
                LetterDetailView(item: item)
            }
        }
    }
}

struct LetterTile: View {
    let item: LetterItem
    let color: Color

    var body: some View {
        VStack(spacing: 0) {
            Text(item.letter)
                .font(.system(size: 54, weight: .heavy, design: .rounded))
                .foregroundColor(.white)
                .shadow(color: .black.opacity(0.25), radius: 0, x: 2, y: 3)
            Text(item.emoji)
                .font(.title)
        }
        .frame(maxWidth: .infinity, minHeight: 120)
        .background(color.gradient)
        .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
        .overlay(
            RoundedRectangle(cornerRadius: 22, style: .continuous)
                .stroke(Color.white, lineWidth: 4)
        )
    }
}

struct BouncyButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .scaleEffect(configuration.isPressed ? 0.88 : 1)
            .rotationEffect(.degrees(configuration.isPressed ? -4 : 0))
            .animation(.interpolatingSpring(stiffness: 300, damping: 12), value: configuration.isPressed)
    }
}

struct LetterDetailView: View {
    let item: LetterItem
    @Environment(\.dismiss) private var dismiss
    @State private var appeared = false

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Color.orange.opacity(0.15).ignoresSafeArea()
            VStack(spacing: 24) {
                Spacer()
                HStack(alignment: .lastTextBaseline, spacing: 8) {
                    Text(item.letter)
                    Text(item.letter.lowercased())
                        .foregroundStyle(.orange)
                }
                .font(.system(size: 120, weight: .black, design: .rounded))
                Text(item.emoji)
                    .font(.system(size: 100))
                    .scaleEffect(appeared ? 1 : 0.3)
                Text("\(item.letter) is for \(item.word)")
                    .font(.system(.largeTitle, design: .rounded).bold())
                Spacer()
            }
            .frame(maxWidth: .infinity)

            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark.circle.fill")
                    .font(.system(size: 36))
                    .symbolRenderingMode(.palette)
                    .foregroundStyle(.white, .orange)
            }
            .padding()
        }
        .onAppear {
            withAnimation(.spring(response: 0.5, dampingFraction: 0.5)) { appeared = true }
        }
    }
}

#Preview {
    AlphabetView()
}

#Preview("Detail") {
    LetterDetailView(item: LetterItem.all[2])
}
