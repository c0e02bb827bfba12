import Trellis
import TrellisSite

/// One generated test case: a screen, the page it is published as, and the variant it is
/// rendered in. Its seed is its name: `FuzzTree(seed:excluding:)` draws the same tree every time.
public struct FuzzTree: Hashable, Sendable {
    public var seed: UInt64
    /// The known bugs whose constructs were left out when it was drawn.
    public var excluded: Set<KnownBug>
    public var root: ViewRecipe
    public var title: FuzzString
    public var summary: FuzzString
    public var theme: ThemeRecipe
    public var colorScheme: ColorScheme
    public var canvas: RenderCanvas

    public init(seed: UInt64, excluding excluded: Set<KnownBug> = []) {
        var generator = RecipeGenerator(seed: seed, excluding: excluded)
        self.init(seed: seed, generator: &generator)
    }

    /// Draws the tree with `generator`, which keeps what it drew (`drawnEntries`).
    public init(seed: UInt64, generator: inout RecipeGenerator) {
        let excluded = generator.excluded
        self.seed = seed
        self.excluded = excluded
        theme = generator.random.pick(ThemeRecipe.allCases)
        colorScheme = generator.random.pick(ColorScheme.allCases)
        canvas = generator.random.pick([.phone, .phone, .tablet, .desktop])
        title = generator.title()
        summary = generator.random.chance(50) ? .literal("") : generator.title()
        let view = generator.view()
        root = generator.random.chance(40) ? .navigationStack(view) : view
    }

    /// The page the site renders: the screen under the id `fuzz`.
    public var page: SitePage {
        let root = self.root
        return SitePage(id: "fuzz", title: title.value, summary: summary.value) { AnyView(RecipeView(root)) }
    }

    /// How many view recipes (modifiers included) the tree has.
    public var size: Int {
        var count = 0
        root.walk { _, _ in count += 1 }
        return count
    }
}
