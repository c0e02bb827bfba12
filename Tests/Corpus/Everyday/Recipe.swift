import Foundation
import Observation

struct Recipe: Identifiable, Hashable {
    let id: Int
    var name: String
    var category: Category
    var minutes: Int
    var servings: Int
    var imageURL: URL?
    var ingredients: [String]
    var isFavorite = false

    enum Category: String, CaseIterable, Identifiable {
        case breakfast = "Breakfast", main = "Main", dessert = "Dessert"
        var id: String { rawValue }
    }
}

@Observable
final class RecipeBook {
    var recipes: [Recipe]
    var searchText = ""
    var selectedCategory: Recipe.Category?

    init(recipes: [Recipe] = Recipe.samples) {
        self.recipes = recipes
    }

    var filtered: [Recipe] {
        recipes.filter { recipe in
            (selectedCategory == nil || recipe.category == selectedCategory)
                && (searchText.isEmpty || recipe.name.localizedCaseInsensitiveContains(searchText))
        }
    }
}

extension Recipe {
    static let samples: [Recipe] = [
        Recipe(id: 1, name: "Pancakes", category: .breakfast, minutes: 20, servings: 4, imageURL: URL(string: "https://example.com/pancakes.jpg"), ingredients: ["Flour", "Milk", "Eggs", "Butter"], isFavorite: true),
        Recipe(id: 2, name: "Shakshuka", category: .breakfast, minutes: 30, servings: 2, imageURL: nil, ingredients: ["Eggs", "Tomatoes", "Peppers", "Cumin"]),
        Recipe(id: 3, name: "Risotto", category: .main, minutes: 45, servings: 4, imageURL: URL(string: "https://example.com/risotto.jpg"), ingredients: ["Rice", "Stock", "Parmesan"]),
        Recipe(id: 4, name: "Lentil Soup", category: .main, minutes: 40, servings: 6, imageURL: nil, ingredients: ["Lentils", "Carrots", "Onion"]),
        Recipe(id: 5, name: "Tiramisu", category: .dessert, minutes: 25, servings: 8, imageURL: nil, ingredients: ["Mascarpone", "Coffee", "Ladyfingers"], isFavorite: true),
    ]
}
