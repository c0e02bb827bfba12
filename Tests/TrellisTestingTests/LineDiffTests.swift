import Foundation
import Testing
@testable import TrellisGolden
@testable import TrellisTesting

/// A deterministic generator, so a failing random case can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The length of the longest common subsequence, by the textbook table: the oracle for minimality.
func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
    var previous = [Int](repeating: 0, count: b.count + 1)
    for x in a {
        var current = [Int](repeating: 0, count: b.count + 1)
        for (j, y) in b.enumerated() {
            current[j + 1] = x == y ? previous[j] + 1 : max(previous[j + 1], current[j])
        }
        previous = current
    }
    return previous[b.count]
}

/// Replays an edit script and checks it is well formed: every old index deleted or kept once, in order.
func apply(_ steps: [EditStep], old: [Int], new: [Int]) -> [Int]? {
    var out: [Int] = []
    var nextOld = 0, nextNew = 0
    for step in steps {
        switch step {
        case .keep(let o, let n):
            guard o == nextOld, n == nextNew, old[o] == new[n] else { return nil }
            out.append(old[o]); nextOld += 1; nextNew += 1
        case .delete(let o):
            guard o == nextOld else { return nil }
            nextOld += 1
        case .insert(let n):
            guard n == nextNew else { return nil }
            out.append(new[n]); nextNew += 1
        }
    }
    return nextOld == old.count && nextNew == new.count ? out : nil
}

@Suite struct LineDiffTests {
    @Test func randomPairsGetAShortestScriptThatRebuildsTheNewSequence() {
        var random = SplitMix64(state: 42)
        for _ in 0..<400 {
            let a = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0...4, using: &random) }
            let b = (0..<Int.random(in: 0...30, using: &random)).map { _ in Int.random(in: 0...4, using: &random) }
            let steps = LineDiff.steps(old: a, new: b)
            #expect(apply(steps, old: a, new: b) == b, "a=\(a) b=\(b)")
            let keeps = steps.filter { if case .keep = $0 { true } else { false } }.count
            #expect(keeps == lcsLength(a, b), "not shortest for a=\(a) b=\(b)")
        }
    }

    @Test func pastTheEditLimitTheMiddleIsOneReplacedBlockThatStillRebuilds() {
        let a = Array(0..<50), b = Array(100..<150)
        let steps = LineDiff.steps(old: [7] + a + [9], new: [7] + b + [9], maxEditDistance: 10)
        #expect(apply(steps, old: [7] + a + [9], new: [7] + b + [9]) == [7] + b + [9])
        #expect(steps.first == .keep(old: 0, new: 0))
        #expect(steps.last == .keep(old: 51, new: 51))
    }

    @Test func aLargeGoldenWithOneChangedLineDiffsQuickly() {
        let a = Array(0..<200_000)
        var b = a
        b[100_000] = -1
        let clock = ContinuousClock()
        let elapsed = clock.measure { #expect(UnifiedDiff(golden: lines(a), actual: lines(b)).changeCounts == (1, 1)) }
        #expect(elapsed < .seconds(10))
    }

    private func lines(_ numbers: [Int]) -> String { numbers.map(String.init).joined(separator: "\n") + "\n" }
}

@Suite struct UnifiedDiffTests {
    let labels = DiffLabels(golden: "a/golden", actual: "b/actual")

    @Test func oneChangedLineShowsThreeLinesOfContextEachSide() {
        let golden = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let actual = golden.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(UnifiedDiff(golden: golden, actual: actual).render(labels: labels) == """
            --- a/golden
            +++ b/actual
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func changesFarApartMakeTwoHunksAndCloseOnesMerge() {
        let golden = (1...20).map { "\($0)" }.joined(separator: "\n") + "\n"
        let far = golden.replacingOccurrences(of: "\n2\n", with: "\nB\n").replacingOccurrences(of: "\n18\n", with: "\nR\n")
        let diff = UnifiedDiff(golden: golden, actual: far).render(labels: labels)
        #expect(diff.components(separatedBy: "\n@@").count - 1 == 2)
        #expect(diff.contains("@@ -1,5 +1,5 @@\n 1\n-2\n+B\n 3\n 4\n 5\n"))
        #expect(diff.contains("@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+R\n 19\n 20\n"))
        // Six unchanged lines between two changes: the contexts touch, so one hunk.
        let near = golden.replacingOccurrences(of: "\n3\n", with: "\nC\n").replacingOccurrences(of: "\n10\n", with: "\nJ\n")
        let merged = UnifiedDiff(golden: golden, actual: near).render(labels: labels)
        #expect(merged.components(separatedBy: "\n@@").count - 1 == 1)
        #expect(merged.contains("@@ -1,13 +1,13 @@\n"))
    }

    @Test func additionsToAnEmptyGoldenAndALostFinalNewlineAreShown() {
        #expect(UnifiedDiff(golden: "", actual: "a\nb\n").render(labels: labels)
            == "--- a/golden\n+++ b/actual\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(UnifiedDiff(golden: "a\nb\n", actual: "a\nb").render(labels: labels)
            == "--- a/golden\n+++ b/actual\n@@ -1,2 +1,2 @@\n a\n-b\n+b\n\\ No newline at end of file\n")
    }

    /// GNU patch is the independent judge: applying our diff to the golden must give the actual text.
    @Test func gnuPatchAppliesTheDiffToTheGoldenAndGetsTheActualText() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { return }
        var random = SplitMix64(state: 7)
        let folder = TemporaryFolder()
        for round in 0..<25 {
            let words = ["<div>", "</div>", "<span>a</span>", "text", "<p/>", ""]
            let golden = (0..<Int.random(in: 0...40, using: &random)).map { _ in words.randomElement(using: &random)! }
            var actual = golden
            for _ in 0..<Int.random(in: 0...6, using: &random) {
                if !actual.isEmpty, Bool.random(using: &random) {
                    actual.remove(at: Int.random(in: 0..<actual.count, using: &random))
                } else {
                    actual.insert(words.randomElement(using: &random)!, at: Int.random(in: 0...actual.count, using: &random))
                }
            }
            let goldenText = golden.map { $0 + "\n" }.joined(), actualText = actual.map { $0 + "\n" }.joined()
            let diff = UnifiedDiff(golden: goldenText, actual: actualText)
            guard !diff.steps.allSatisfy({ if case .keep = $0 { true } else { false } }) else { continue }
            let file = folder.path + "/g\(round).txt"
            try Data(goldenText.utf8).write(to: URL(fileURLWithPath: file))
            try Data(diff.render(labels: labels).utf8).write(to: URL(fileURLWithPath: file + ".diff"))
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
            process.arguments = ["--quiet", "--force", file, file + ".diff"]
            try process.run()
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "patch rejected round \(round)")
            #expect(folder.read("g\(round).txt") == actualText, "round \(round)")
        }
    }
}
