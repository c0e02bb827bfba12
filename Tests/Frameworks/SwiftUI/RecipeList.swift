import SwiftUI
import Trellis

// This file imports both SwiftUI and Trellis, as a file might while a package moves over.

extension EnvironmentValues {
    /// The list's heading; a screen that embeds it names it otherwise.
    @Entry var recipeListTitle: String = "Recipes"
}

struct RecipeList: View {
    @StateObject private var search: RecipeSearchModel
    @Environment(\.recipeListTitle) private var title

    init(recipes: [Recipe]) {
        _search = StateObject(wrappedValue: RecipeSearchModel(recipes: recipes))
    }

    var body: some View {
        NavigationStack {
            List(search.results) { recipe in
                RecipeRow(recipe: recipe)
            }
            .searchable(text: $search.query)
            .navigationTitle(title)
        }
    }
}

#Preview {
    RecipeList(recipes: Recipe.samples)
}

#Preview("Soups") {
    @Previewable @State var title = "Soups"
    RecipeList(recipes: Recipe.samples.filter { $0.title.hasSuffix("soup") })
        .environment(\.recipeListTitle, title)
}
