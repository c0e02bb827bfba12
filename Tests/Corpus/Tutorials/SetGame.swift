//
//  SetGame.swift
//  Set
//
//  Model
//

import Foundation

struct SetGame {
    enum Number: Int, CaseIterable { case one = 1, two, three }
    enum Shape: CaseIterable { case diamond, squiggle, oval }
    enum Shading: CaseIterable { case solid, striped, open }
    enum Tint: CaseIterable { case red, green, purple }

    struct Card: Identifiable, Equatable {
        let number: Number
        let shape: Shape
        let shading: Shading
        let color: Tint
        var isSelected = false
        var isMatched = false
        let id: Int
    }

    private(set) var deck: [Card] = []
    private(set) var table: [Card] = []
    private(set) var discarded: [Card] = []
    private(set) var score = 0

    init() {
        var id = 0
        for number in Number.allCases {
            for shape in Shape.allCases {
                for shading in Shading.allCases {
                    for color in Tint.allCases {
                        deck.append(Card(number: number, shape: shape, shading: shading, color: color, id: id))
                        id += 1
                    }
                }
            }
        }
        deck.shuffle()
        deal(12)
    }

    var selectedCards: [Card] { table.filter(\.isSelected) }

    mutating func deal(_ count: Int = 3) {
        for _ in 0..<min(count, deck.count) {
            table.append(deck.removeLast())
        }
    }

    mutating func choose(_ card: Card) {
        if selectedCards.count == 3 {
            resolveSelection()
        }
        // the card may have been discarded with a matched set
        guard let index = table.firstIndex(where: { $0.id == card.id }) else { return }
        table[index].isSelected.toggle()
        if selectedCards.count == 3 {
            let isSet = SetGame.isSet(selectedCards)
            for i in table.indices where table[i].isSelected {
                table[i].isMatched = isSet
            }
            score += isSet ? 3 : -1
        }
    }

    private mutating func resolveSelection() {
        if selectedCards.allSatisfy(\.isMatched) {
            discarded += selectedCards
            table.removeAll { $0.isMatched }
            deal()
        } else {
            for i in table.indices { table[i].isSelected = false }
        }
    }

    static func isSet(_ cards: [Card]) -> Bool {
        guard cards.count == 3 else { return false }
        func allSameOrDifferent<T: Hashable>(_ values: [T]) -> Bool {
            let count = Set(values).count
            return count == 1 || count == 3
        }
        return allSameOrDifferent(cards.map(\.number))
            && allSameOrDifferent(cards.map(\.shape))
            && allSameOrDifferent(cards.map(\.shading))
            && allSameOrDifferent(cards.map(\.color))
    }
}
