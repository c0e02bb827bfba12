// Goldens are Trellis renderings, so they are checked on Linux, where `import SwiftUI` is Trellis.
#if os(Linux)
import RecipesFeature
import SwiftUI
import Testing
import TrellisTesting

@MainActor @Suite struct RecipeGoldenTests {
    @Test func recipeCard() {
        assertGolden(of: RecipeCard(recipe: Recipe.samples[0]).padding(), as: [.html, .dump], themes: [.marigold], colorSchemes: [.light, .dark])
    }

    @Test func recipeList() {
        assertGolden(of: RecipeList(book: RecipeBook()), as: [.html, .dump], themes: [.marigold], colorSchemes: [.light, .dark])
    }

    @Test func recipeDetail() {
        let detail = NavigationStack { RecipeDetail(recipe: Recipe.samples[1]) }
        assertGolden(of: detail, as: [.html, .dump], themes: [.marigold], colorSchemes: [.light, .dark])
    }
}
#endif
