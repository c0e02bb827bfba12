import SwiftUI

/// The recipes, searchable, each leading to its detail.
public struct RecipeList: View {
    @ObservedObject var book: RecipeBook

    public init(book: RecipeBook) {
        self.book = book
    }

    public var body: some View {
        NavigationStack {
            List(book.shown) { recipe in
                NavigationLink {
                    RecipeDetail(recipe: recipe)
                } label: {
                    RecipeCard(recipe: recipe)
                }
            }
            .searchable(text: $book.searchText)
            .navigationTitle("Recipes")
        }
    }
}

#Preview("Recipes") {
    RecipeList(book: RecipeBook())
}
