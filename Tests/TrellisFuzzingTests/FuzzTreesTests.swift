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
        // Processor time, not wall time: on a loaded machine a tree that takes 8 ms alone waited
        // 14 s for the main actor and a core, and a wall-clock cap of 300 s was still passed.
        // Processor time does not grow with other processes' load; it does count the other
        // suites of this process running beside the tree, hence a cap far above any tree's own
        // (scripts/fuzz.sh's slowest in release was 0.75 s in 214,281 trees). A plain `swift test`
        // runs every suite in this process, the Chromium and corpus suites included, and seed 0
        // then measured 170 s while this test ran beside them: the cap leaves room for that, and
        // still catches a tree whose work grows without bound. scripts/fuzz.sh, one tree at a time
        // in its own process, keeps the 10 s wall-clock cap for slow trees.
        let oracle = FuzzOracle(timeCap: 900, measuring: .processor)
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
        // A debug build is several times slower than the script's release one, whose cap is
        // 10 s (its slowest tree is under a second): this cap catches superlinear trees, in
        // processor time so that the machine's load does not trip it.
        let oracle = FuzzOracle(timeCap: 60, measuring: .processor)
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
