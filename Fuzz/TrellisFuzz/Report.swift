import Foundation
import TrellisFuzzing

/// The summary of a run: the figures first, then each problem on a tree that contains none of
/// the known bugs' constructs (a new bug) with its reproducer, then how the rest divide among the
/// known bugs.
struct Report {
    let options: Options
    let tally: Tally

    /// The known-bug constructs of each seed's tree, drawn again here: drawing never crashes.
    private func knownClasses(_ seed: UInt64) -> Set<KnownBug> {
        KnownBug.classes(in: FuzzTree(seed: seed, excluding: options.excluded))
    }

    /// Any crash, hang or finding, the Nu checker's included.
    var foundAnything: Bool {
        tally.problems.contains { $0.kind != "nu-unavailable" }
    }

    func print() {
        let mode = options.skipsKnown
            ? "known bugs skipped (\(KnownBug.unfixed.sorted().map(\.rawValue).joined(separator: ", ")))"
            : "known bugs included"
        line("Trellis fuzz: \(Int(options.seconds)) s, seeds \(tally.firstSeed)…\(tally.lastSeed), \(mode)")
        line(figure("trees tried", "\(tally.trees)", "\(tally.documents) documents validated, \(tally.namedRenderErrors) named render errors"))
        let rows: [(String, String)] = [
            ("crashes", "crash"), ("hangs", "hang"), ("invalid documents", FuzzFinding.Kind.invalidDocument.rawValue),
            ("unnamed render errors", FuzzFinding.Kind.unnamedRenderError.rawValue),
            ("non-finite CSS numbers", FuzzFinding.Kind.nonFiniteNumber.rawValue),
            ("unsafe links", FuzzFinding.Kind.unsafeLink.rawValue),
            ("unsafe file names", FuzzFinding.Kind.unsafeFileName.rawValue),
            ("slow trees (> \(Int(options.timeCap)) s CPU)", FuzzFinding.Kind.slowTree.rawValue),
        ]
        var newSeeds: Set<UInt64> = []
        for (label, kind) in rows { newSeeds.formUnion(row(label, kind)) }
        if let slowest = tally.slowest {
            line(figure("slowest tree", "\(Double(slowest.millis) / 1000) s", "of processor time, seed \(slowest.seed)"))
        }
        if let failure = tally.problems(ofKind: "nu-unavailable").first {
            line(figure("Nu checker", "not run", failure.message))
        } else if let checked = tally.nuDocuments {
            line(figure("Nu checker", "\(checked) documents", "a sample: every \(max(options.writeEvery, 1))th tree"))
            newSeeds.formUnion(row("  rejected by Nu", "nu"))
        }
        let crashSeeds = tally.seeds(ofKind: "crash")
        for (label, kind) in [("crash", "crash"), ("hang", "hang"), ("slow", FuzzFinding.Kind.slowTree.rawValue)] {
            let seeds = tally.seeds(ofKind: kind)
            guard !seeds.isEmpty else { continue }
            line("\(label) seeds: " + seeds.prefix(30).map { seed in
                let known = knownClasses(seed).sorted().map(\.rawValue)
                return "\(seed)" + (known.isEmpty ? " (new)" : " (" + known.joined(separator: ",") + ")")
            }.joined(separator: ", ") + (seeds.count > 30 ? ", …" : ""))
        }
        printNewProblems(newSeeds)
        printKnownClasses()
        let new = newSeeds.count
        line("summary: trees=\(tally.trees) crashes=\(crashSeeds.count) hangs=\(tally.seeds(ofKind: "hang").count) "
            + "invalid=\(tally.problems(ofKind: FuzzFinding.Kind.invalidDocument.rawValue).count) "
            + "unnamed=\(tally.problems(ofKind: FuzzFinding.Kind.unnamedRenderError.rawValue).count) "
            + "nu=\(tally.nuDocuments.map { _ in "\(tally.problems(ofKind: "nu").count)" } ?? "not run") new-problem-trees=\(new)")
    }

    /// One figure row; returns the seeds whose problems no known bug explains.
    private func row(_ label: String, _ kind: String) -> Set<UInt64> {
        let problems = tally.problems(ofKind: kind)
        let seeds = Set(problems.map(\.seed))
        let newSeeds = seeds.filter { knownClasses($0).isEmpty }
        let detail = problems.isEmpty ? "" : "in \(seeds.count) trees; \(newSeeds.count) trees with no known-bug construct"
        line(figure(label, "\(problems.count)", detail))
        return newSeeds
    }

    private func printNewProblems(_ seeds: Set<UInt64>) {
        guard !seeds.isEmpty else { return }
        line("")
        line("New problems (trees with none of the known bugs' constructs):")
        let directory = options.outputDirectory + "/reproducers"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for seed in seeds.sorted().prefix(40) {
            let tree = FuzzTree(seed: seed, excluding: options.excluded)
            let path = directory + "/seed-\(seed).swift"
            try? SwiftSource.reproducer(for: tree).write(toFile: path, atomically: true, encoding: .utf8)
            line("  seed \(seed) (\(tree.size) recipes): \(path)")
            for problem in tally.problems where problem.seed == seed {
                line("    \(problem.kind) \(problem.document): \(problem.message)")
            }
        }
    }

    private func printKnownClasses() {
        let problemSeeds = Set(tally.problems.filter { $0.kind != "nu-unavailable" }.map(\.seed))
        guard !problemSeeds.isEmpty else { return }
        var byClass: [KnownBug: Set<UInt64>] = [:]
        for seed in problemSeeds {
            for known in knownClasses(seed) { byClass[known, default: []].insert(seed) }
        }
        guard !byClass.isEmpty else { return }
        line("")
        line("Trees with problems, by the known-bug constructs they contain (a tree may count under several):")
        for known in KnownBug.allCases.sorted() {
            let seeds = byClass[known] ?? []
            guard !seeds.isEmpty else { continue }
            let kinds = Set(tally.problems.filter { seeds.contains($0.seed) }.map(\.kind)).sorted().joined(separator: ", ")
            line(figure("  " + known.rawValue, "\(seeds.count)", kinds + "; e.g. seed \(seeds.min()!)"))
        }
    }

    private func figure(_ label: String, _ value: String, _ detail: String) -> String {
        let padded = label.padding(toLength: 26, withPad: " ", startingAt: 0)
        let value = value.count < 10 ? value.padding(toLength: 10, withPad: " ", startingAt: 0) : value
        return padded + value + (detail.isEmpty ? "" : "  " + detail)
    }

    private func line(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
