import Testing
@testable import TrellisFuzzing

/// The random-tree generator sets alignment guides, aligns by the fuzzer's own `AlignmentID`
/// and names the baseline `Alignment` statics, so the oracle (render, validate, compare) runs
/// over them too; a reproducer that uses the custom guide defines it.
@Suite struct AlignmentGuideRecipeTests {
    @Test func theGeneratorDrawsGuidesCustomAlignmentsAndTheBaselineStatics() {
        let sources = (0..<400).map { SwiftSource.reproducer(for: FuzzTree(seed: UInt64($0))) }
        let joined = sources.joined()
        for name in [".alignmentGuide(.", "d[explicit: .firstTextBaseline]", ".fuzzThird", "FirstTextBaseline)", "LastTextBaseline)"] {
            #expect(joined.contains(name), "never drawn: \(name)")
        }
        for source in sources where source.contains(".fuzzThird") {
            #expect(source.contains("struct FuzzThird: AlignmentID"))
        }
    }
}
