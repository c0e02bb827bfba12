import Foundation
import Observation

enum RecipeCategory: String, CaseIterable, Identifiable, Codable {
    case breakfast, mains, baking, desserts, drinks

    var id: Self { self }
    var title: String { rawValue.capitalized }

    var symbol: String {
        switch self {
        case .breakfast: "sunrise"
        case .mains: "fork.knife"
        case .baking: "birthday.cake"
        case .desserts: "cup.and.saucer"
        case .drinks: "wineglass"
        }
    }
}

struct Ingredient: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var quantity: Double
    var unit: String

    func scaled(by factor: Double) -> Ingredient {
        var copy = self
        copy.quantity = quantity * factor
        return copy
    }
}

struct Recipe: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var category: RecipeCategory
    var minutes: Int
    var servings: Int
    var ingredients: [Ingredient]
    var steps: [String]
    var isFavorite = false
    var imageName: String?
    var notes = ""
}

@Observable
final class RecipeBox {
    var recipes: [Recipe]
    var selectedCategory: RecipeCategory?
    var query = ""

    init(recipes: [Recipe] = Recipe.samples) {
        self.recipes = recipes
    }

    var visibleRecipes: [Recipe] {
        recipes.filter { recipe in
            (selectedCategory == nil || recipe.category == selectedCategory)
                && (query.isEmpty || recipe.name.localizedStandardContains(query))
        }
    }
}

extension Recipe {
    static let pancakes = Recipe(
        name: "Fluffy Pancakes", category: .breakfast, minutes: 25, servings: 4,
        ingredients: [
            Ingredient(name: "Flour", quantity: 200, unit: "g"),
            Ingredient(name: "Milk", quantity: 300, unit: "ml"),
            Ingredient(name: "Eggs", quantity: 2, unit: ""),
            Ingredient(name: "Baking powder", quantity: 2, unit: "tsp"),
            Ingredient(name: "Butter", quantity: 30, unit: "g"),
        ],
        steps: [
            "Whisk flour and baking powder in a large bowl.",
            "Beat the eggs into the milk, then pour into the flour and whisk until just combined.",
            "Rest the batter for 10 minutes.",
            "Fry ladlefuls in butter over medium heat until bubbles form, then flip.",
        ],
        isFavorite: true
    )

    static let samples: [Recipe] = [
        pancakes,
        Recipe(name: "Weeknight Dal", category: .mains, minutes: 40, servings: 4,
               ingredients: [Ingredient(name: "Red lentils", quantity: 250, unit: "g"), Ingredient(name: "Coconut milk", quantity: 400, unit: "ml"), Ingredient(name: "Garam masala", quantity: 1, unit: "tbsp")],
               steps: ["Rinse the lentils.", "Simmer with spices for 25 minutes.", "Stir in coconut milk."]),
        Recipe(name: "Sourdough Loaf", category: .baking, minutes: 1_440, servings: 8,
               ingredients: [Ingredient(name: "Bread flour", quantity: 500, unit: "g"), Ingredient(name: "Water", quantity: 350, unit: "ml"), Ingredient(name: "Starter", quantity: 100, unit: "g"), Ingredient(name: "Salt", quantity: 10, unit: "g")],
               steps: ["Mix and autolyse.", "Stretch and fold every 30 minutes.", "Shape and cold-proof overnight.", "Bake at 250°C in a Dutch oven."]),
        Recipe(name: "Tiramisu", category: .desserts, minutes: 30, servings: 6,
               ingredients: [Ingredient(name: "Mascarpone", quantity: 500, unit: "g"), Ingredient(name: "Savoiardi", quantity: 24, unit: "")],
               steps: ["Whip the cream.", "Dip the biscuits.", "Layer and chill."], isFavorite: true),
        Recipe(name: "Iced Matcha Latte", category: .drinks, minutes: 5, servings: 1,
               ingredients: [Ingredient(name: "Matcha", quantity: 2, unit: "g"), Ingredient(name: "Oat milk", quantity: 200, unit: "ml")],
               steps: ["Whisk matcha with a little hot water.", "Pour over ice and milk."]),
    ]
}
