import Foundation

struct Card: Codable, Identifiable, Hashable {
    var id = UUID()
    var prompt: String
    var answer: String

    static let example = Card(prompt: "Who played the 13th Doctor in Doctor Who?", answer: "Jodie Whittaker")

    static let deck = [
        Card(prompt: "What is the capital of Australia?", answer: "Canberra"),
        Card(prompt: "How many moons does Mars have?", answer: "Two"),
        Card(prompt: "What does CPU stand for?", answer: "Central processing unit"),
        example,
    ]
}
