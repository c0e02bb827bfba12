import SwiftUI

extension EnvironmentValues {
    /// Whether rows show how long a recipe takes; a compact list turns it off.
    @Entry var showsRecipeMinutes: Bool = true
}

/// A kitchen timer shared through the environment, as iOS 17 code shares an `@Observable` model.
@Observable final class KitchenTimer {
    var minutesLeft = 12
}

struct RecipeRow: View {
    var recipe: Recipe
    @Environment(\.showsRecipeMinutes) private var showsMinutes

    var body: some View {
        HStack {
            Image(systemName: recipe.isFavorite ? "star.fill" : "star")
                .foregroundStyle(.yellow)
            Text(recipe.title)
            Spacer()
            if showsMinutes {
                Text("\(recipe.minutes) min").foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

struct TimerBadge: View {
    @Environment(KitchenTimer.self) private var timer

    var body: some View {
        Label("\(timer.minutesLeft) min left", systemImage: "timer")
            .padding(8)
            .background(.orange.opacity(0.2), in: Capsule())
    }
}

#Preview("Recipe row", traits: .sizeThatFitsLayout) {
    RecipeRow(recipe: Recipe.samples[0])
}

#Preview("Compact recipe row", traits: .sizeThatFitsLayout) {
    RecipeRow(recipe: Recipe.samples[1])
        .environment(\.showsRecipeMinutes, false)
}

#Preview("Timer badge", traits: .sizeThatFitsLayout) {
    @Previewable @State var timer = KitchenTimer()
    TimerBadge()
        .environment(timer)
}
