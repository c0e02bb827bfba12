import Combine
import Foundation

/// The recipes a screen shows, as an `ObservableObject` whose search text filters them.
public final class RecipeBook: ObservableObject {
    @Published public var recipes: [Recipe]
    @Published public var searchText = ""

    public init(recipes: [Recipe] = Recipe.samples) {
        self.recipes = recipes
    }

    public var shown: [Recipe] {
        searchText.isEmpty ? recipes : recipes.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
    }
}
