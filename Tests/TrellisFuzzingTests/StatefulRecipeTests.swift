import Testing
import Trellis
@testable import TrellisFuzzing

/// The generator's stateful controls lead to variant pages, and the oracle validates each of
/// them as HTML and as SVG.
@MainActor
@Suite struct StatefulRecipeTests {
    private func tree(_ root: ViewRecipe) -> FuzzTree {
        var tree = FuzzTree(seed: 0)
        tree.root = root
        tree.title = .literal("Fuzz")
        return tree
    }

    @Test func aBoundPickerAndToggleLeadToVariantsThatAreCheckedInBothFormats() async {
        let root = ViewRecipe.stack(StackRecipe(axis: .vertical, alignment: .center, spacing: nil), [
            .control(.boundPicker(.literal("Size"), options: 3, selection: 0, segmented: true)),
            .control(.boundToggle(.literal("Wi-Fi"), isOn: false)),
        ])
        let outcome = await FuzzOracle(timeCap: .infinity).check(tree(root))
        #expect(outcome.findings.isEmpty, "\(outcome.findings)")
        // The first page and the index, then per variant (two options, the toggle's other
        // value, and at depth 2 their combinations) an HTML page and its SVG.
        #expect(outcome.documents >= 2 + 2 * 3, "\(outcome.documents)")
    }

    @Test func theGeneratorBuildsBoundControls() {
        var kinds: Set<String> = []
        for seed in 0..<400 as Range<UInt64> {
            var generator = RecipeGenerator(seed: seed)
            switch generator.control() {
            case .boundToggle: kinds.insert("toggle")
            case .boundPicker: kinds.insert("picker")
            default: break
            }
        }
        #expect(kinds == ["toggle", "picker"])
    }
}
