import Testing
import Trellis
import TrellisFuzzing

@Suite struct RecipeGeneratorTests {
    /// Seeds name trees only while the numbers behind them never change: these are the first
    /// outputs of the reference implementation (Vigna's splitmix64.c, compiled with cc).
    @Test func splitMix64GivesTheReferenceSequence() {
        var zero = SplitMix64(seed: 0)
        #expect([zero.next(), zero.next(), zero.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        var other = SplitMix64(seed: 1_234_567)
        #expect([other.next(), other.next()] == [0x599E_D017_FB08_FC85, 0x2C73_F084_5854_0FA5])
    }

    @Test func aSeedDrawsTheSameTreeEveryTime() {
        for seed: UInt64 in [0, 7, 1_000_000, .max] {
            // Compared as text: a tree that draws a NaN is, by ==, unequal to itself.
            #expect(String(reflecting: FuzzTree(seed: seed)) == String(reflecting: FuzzTree(seed: seed)))
            #expect(SwiftSource.reproducer(for: FuzzTree(seed: seed)) == SwiftSource.reproducer(for: FuzzTree(seed: seed)))
        }
        let distinct = Set((0..<50).map { FuzzTree(seed: UInt64($0)).root })
        #expect(distinct.count > 45)
    }

    /// A new view or modifier is one more table entry; this checks each entry is reachable, with
    /// and without the known bugs' constructs.
    @Test(arguments: [false, true])
    func everyViewAndModifierIsDrawn(skippingKnownBugs: Bool) {
        var drawn: Set<String> = []
        for seed: UInt64 in 0..<1500 {
            var generator = RecipeGenerator(seed: seed, excluding: skippingKnownBugs ? KnownBug.unfixed : [])
            _ = FuzzTree(seed: seed, generator: &generator)
            drawn.formUnion(generator.drawnEntries)
        }
        let entries = RecipeGenerator.views.map(\.name) + RecipeGenerator.modifiers.map(\.name)
        #expect(Set(entries).subtracting(drawn).isEmpty, "never drawn: \(Set(entries).subtracting(drawn).sorted())")
    }

    @Test func skippedKnownBugsLeaveNoneOfTheirConstructs() {
        for seed: UInt64 in 0..<1500 {
            let tree = FuzzTree(seed: seed, excluding: Set(KnownBug.allCases))
            let found = KnownBug.classes(in: tree)
            #expect(found.isEmpty, "seed \(seed) has \(found.sorted())")
        }
    }

    /// Otherwise skipping would prove nothing: with nothing skipped, every known bug's construct
    /// turns up.
    @Test func withNothingSkippedEveryKnownBugsConstructIsDrawn() {
        var found: Set<KnownBug> = []
        for seed: UInt64 in 0..<1500 { found.formUnion(KnownBug.classes(in: FuzzTree(seed: seed))) }
        #expect(found == Set(KnownBug.allCases))
    }
}
