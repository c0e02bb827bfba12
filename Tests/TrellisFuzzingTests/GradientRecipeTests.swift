import Testing
import Trellis
import TrellisFuzzing

/// The random-tree generator paints with every gradient kind and the materials, so the oracle
/// (render, validate, compare) runs over them too.
@Suite struct GradientRecipeTests {
    @Test func theGeneratorDrawsEveryGradientKindAndMaterials() {
        let sources = (0..<400).map { SwiftSource.reproducer(for: FuzzTree(seed: UInt64($0))) }.joined()
        for name in ["LinearGradient(colors:", "RadialGradient(colors:", "EllipticalGradient(colors:", "AngularGradient(colors:", ").gradient", "Material."] {
            #expect(sources.contains(name), "never drawn: \(name)")
        }
    }
}

/// The generator underlines and strikes through in every pattern, with and without a color.
@Suite struct LineStyleRecipeTests {
    @Test func theGeneratorDrawsEveryLinePatternAndColor() {
        let sources = (0..<400).map { SwiftSource.reproducer(for: FuzzTree(seed: UInt64($0))) }.joined()
        for pattern in LineRecipe.Pattern.allCases {
            #expect(sources.contains(".underline(true, pattern: .\(pattern.rawValue)"), "never underlined: \(pattern)")
            #expect(sources.contains(".strikethrough(true, pattern: .\(pattern.rawValue)"), "never struck: \(pattern)")
        }
        #expect(sources.contains(", color: nil)") && sources.contains(", color: Color."))
    }
}
