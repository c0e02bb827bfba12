import Foundation
import Observation

struct Flashcard: Identifiable, Hashable {
    let id = UUID()
    var front: String
    var back: String
    var isMastered = false
}

@Observable
final class Deck: Identifiable {
    let id: String
    var title: String
    var colorName: String
    var cards: [Flashcard]

    init(id: String, title: String, colorName: String, cards: [Flashcard]) {
        self.id = id
        self.title = title
        self.colorName = colorName
        self.cards = cards
    }

    var masteredCount: Int { cards.filter(\.isMastered).count }
    var progress: Double { cards.isEmpty ? 0 : Double(masteredCount) / Double(cards.count) }
}

@Observable
final class DeckStore {
    var decks: [Deck]

    init(decks: [Deck] = DeckStore.sampleDecks) {
        self.decks = decks
    }

    static let sampleDecks: [Deck] = [
        Deck(id: "spanish", title: "Spanish Basics", colorName: "orange", cards: [
            Flashcard(front: "Hola", back: "Hello", isMastered: true),
            Flashcard(front: "Gracias", back: "Thank you", isMastered: true),
            Flashcard(front: "Perro", back: "Dog"),
            Flashcard(front: "Gato", back: "Cat"),
        ]),
        Deck(id: "capitals", title: "World Capitals", colorName: "blue", cards: [
            Flashcard(front: "Canada", back: "Ottawa", isMastered: true),
            Flashcard(front: "Australia", back: "Canberra"),
            Flashcard(front: "Kenya", back: "Nairobi"),
        ]),
        Deck(id: "chem", title: "Periodic Table", colorName: "green", cards: [
            Flashcard(front: "Fe", back: "Iron"),
            Flashcard(front: "Na", back: "Sodium"),
        ]),
    ]
}
