import Foundation
import Testing
import Trellis
import TrellisFuzzing

/// The fuzzer on every `swift test`: a few hundred random trees from fixed seeds, with the known
/// bugs' constructs left out (`KnownBug.unfixed`; empty that list as fixes land). For longer runs,
/// with every construct in, use `scripts/fuzz.sh`.
@MainActor
@Suite struct FuzzTreesTests {
    static let seeds: Range<UInt64> = 0..<500

    @Test func everyTreeRendersValidPagesThatNameTheirErrors() async {
        // The tree's own processor time (`TimeMeasure.processor`), not wall time and not the
        // process's: on a loaded machine a tree that takes 8 ms alone waited 14 s for the main
        // actor and a core, and the other suites of a plain `swift test` running beside this one
        // once added 170 s of their own to the process's time while seed 0 was checked. Neither
        // counts now, so the cap is the tree's: a debug build is some ten times slower than the
        // release build whose slowest tree (scripts/fuzz.sh, docs/reliability.md) is a few
        // seconds. The wall-clock backstop only catches a tree that waits without working.
        let oracle = FuzzOracle(timeCap: 60, measuring: .processor, wallCap: 1800)
        var documents = 0
        var problems: [String] = []
        for seed in Self.seeds {
            let tree = FuzzTree(seed: seed, excluding: KnownBug.unfixed)
            let outcome = await oracle.check(tree)
            documents += outcome.documents
            for finding in outcome.findings {
                problems.append("seed \(seed): \(finding) (reproduce: swift run TrellisFuzz show \(seed) --skip-known)")
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
        // Every tree is one page and the index at least; fewer would mean trees stopped rendering.
        #expect(documents >= 2 * Self.seeds.count)
    }

    /// Seeds beyond the fixed ones, given by the environment: CI runs TRELLIS_FUZZ_COUNT trees
    /// from TRELLIS_FUZZ_FROM, a seed derived from the commit, so each commit tries new trees and
    /// a failure reproduces from the commit alone (.ci/run prints the command).
    nonisolated static let extraSeeds: Range<UInt64>? = {
        let environment = ProcessInfo.processInfo.environment
        guard let from = environment["TRELLIS_FUZZ_FROM"].flatMap(UInt64.init),
              let count = environment["TRELLIS_FUZZ_COUNT"].flatMap(UInt64.init) else { return nil }
        return from..<(from + count)
    }()

    @Test(.enabled(if: extraSeeds != nil, "set TRELLIS_FUZZ_FROM and TRELLIS_FUZZ_COUNT"))
    func theEnvironmentsSeedsRenderValidPagesToo() async throws {
        let seeds = try #require(Self.extraSeeds)
        // As above: the tree's own processor time, which the machine's load does not stretch.
        let oracle = FuzzOracle(timeCap: 60, measuring: .processor, wallCap: 1800)
        var problems: [String] = []
        for seed in seeds {
            let outcome = await oracle.check(FuzzTree(seed: seed))
            for finding in outcome.findings {
                problems.append("seed \(seed): \(finding) (reproduce: swift run TrellisFuzz show \(seed))")
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
    }
}
