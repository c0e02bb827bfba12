import SwiftUI

/// A recipe's ingredients, with a switch that keeps it among the favorites.
public struct RecipeDetail: View {
    @State private var isFavorite: Bool
    var recipe: Recipe

    public init(recipe: Recipe) {
        self.recipe = recipe
        _isFavorite = State(initialValue: recipe.isFavorite)
    }

    public var body: some View {
        Form {
            Section("Ingredients") {
                ForEach(recipe.ingredients, id: \.self) { ingredient in
                    Text(ingredient)
                }
            }
            Section {
                LabeledContent("Time", value: "\(recipe.minutes) min")
                Toggle("Favorite", isOn: $isFavorite)
            }
        }
        .navigationTitle(recipe.title)
    }
}

#Preview("Recipe detail") {
    NavigationStack {
        RecipeDetail(recipe: Recipe.samples[1])
    }
}
