import Foundation

/// A recipe: the model, Foundation only.
public struct Recipe: Identifiable, Hashable, Sendable {
    public var id: String { title }
    public var title: String
    public var minutes: Int
    public var ingredients: [String]
    public var isFavorite: Bool

    public init(title: String, minutes: Int, ingredients: [String], isFavorite: Bool = false) {
        self.title = title
        self.minutes = minutes
        self.ingredients = ingredients
        self.isFavorite = isFavorite
    }

    public static let samples = [
        Recipe(title: "Tomato soup", minutes: 25, ingredients: ["Tomatoes", "Onion", "Basil"], isFavorite: true),
        Recipe(title: "Lentil stew", minutes: 40, ingredients: ["Red lentils", "Carrots", "Cumin"]),
        Recipe(title: "Green salad", minutes: 10, ingredients: ["Lettuce", "Cucumber", "Lemon"]),
    ]
}
