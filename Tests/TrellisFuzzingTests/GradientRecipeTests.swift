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
