//
//  SetGameView.swift
//  Set
//

import Trellis

class SetGameViewModel: ObservableObject {
    @Published private var game = SetGame()

    var table: [SetGame.Card] { game.table }
    var deckCount: Int { game.deck.count }
    var score: Int { game.score }

    func choose(_ card: SetGame.Card) { game.choose(card) }
    func dealThreeMore() { game.deal() }
    func newGame() { game = SetGame() }
}

struct Diamond: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

struct Squiggle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addCurve(
            to: CGPoint(x: rect.maxX, y: rect.minY),
            control1: CGPoint(x: rect.minX + rect.width * 0.3, y: rect.minY - rect.height * 0.4),
            control2: CGPoint(x: rect.minX + rect.width * 0.6, y: rect.maxY + rect.height * 0.2)
        )
        path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY), control: CGPoint(x: rect.midX, y: rect.maxY + rect.height * 0.6))
        path.closeSubpath()
        return path
    }
}

struct Striped: ViewModifier {
    let color: Color

    func body(content: Content) -> some View {
        content
            .foregroundStyle(color.opacity(0.35))
    }
}

struct SetCardView: View {
    let card: SetGame.Card

    var color: Color {
        switch card.color {
        case .red: return .red
        case .green: return .green
        case .purple: return .purple
        }
    }

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10)
                .fill(.white)
            RoundedRectangle(cornerRadius: 10)
                .strokeBorder(borderColor, lineWidth: card.isSelected ? 3 : 1)
            VStack {
                ForEach(0..<card.number.rawValue, id: \.self) { _ in
                    symbol
                        .aspectRatio(2, contentMode: .fit)
                }
            }
            .padding(8)
        }
        .aspectRatio(2/3, contentMode: .fit)
        .scaleEffect(card.isSelected ? 1.05 : 1)
        .animation(.easeInOut(duration: 0.2), value: card.isSelected)
    }

    var borderColor: Color {
        if card.isSelected {
            return card.isMatched ? .green : .blue
        }
        return .gray
    }

    @ViewBuilder
    var symbol: some View {
        switch card.shape {
        case .diamond: shaded(Diamond())
        case .squiggle: shaded(Squiggle())
        case .oval: shaded(Capsule())
        }
    }

    @ViewBuilder
    func shaded<S: Shape>(_ shape: S) -> some View {
        switch card.shading {
        case .solid:
            shape.fill(color)
        case .striped:
            ZStack {
                shape.fill(color).modifier(Striped(color: color))
                shape.stroke(color, lineWidth: 2)
            }
        case .open:
            shape.stroke(color, lineWidth: 2)
        }
    }
}

struct SetGameView: View {
    @StateObject var game = SetGameViewModel()

    let columns = [GridItem(.adaptive(minimum: 80), spacing: 8)]

    var body: some View {
        VStack {
            HStack {
                Text("Score: \(game.score)")
                    .font(.title2)
                    .bold()
                Spacer()
                Text("Deck: \(game.deckCount)")
                    .monospacedDigit()
            }
            .padding(.horizontal)

            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(game.table) { card in
                        SetCardView(card: card)
                            .onTapGesture {
                                game.choose(card)
                            }
                    }
                }
                .padding()
            }

            HStack {
                Button("New Game") {
                    game.newGame()
                }
                Spacer()
                Button("Deal 3 More Cards") {
                    game.dealThreeMore()
                }
                .disabled(game.deckCount == 0)
            }
            .buttonStyle(.bordered)
            .padding()
        }
    }
}

struct SetGameView_Previews: PreviewProvider {
    static var previews: some View {
        SetGameView()
        SetCardView(card: SetGame.Card(number: .two, shape: .squiggle, shading: .striped, color: .purple, isSelected: true, id: 0))
            .frame(width: 120)
            .padding()
            .previewLayout(.sizeThatFits)
    }
}
