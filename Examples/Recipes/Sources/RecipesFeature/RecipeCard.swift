import SwiftUI

/// One recipe in a list: its title, how long it takes, and whether it is a favorite.
public struct RecipeCard: View {
    var recipe: Recipe

    public init(recipe: Recipe) {
        self.recipe = recipe
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "fork.knife")
                .frame(width: 36, height: 36)
                .background(.orange.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.title).font(.headline)
                Text("\(recipe.minutes) min").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            if recipe.isFavorite {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
            }
        }
    }
}

#Preview("Recipe card", traits: .sizeThatFitsLayout) {
    RecipeCard(recipe: Recipe.samples[0])
        .padding()
}
