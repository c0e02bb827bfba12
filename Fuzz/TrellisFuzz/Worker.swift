import Foundation
import TrellisFuzzing

/// Checks trees in this process and reports each on standard output, one line per event, so
/// that the supervisor knows which tree was running when a crash or hang stopped it:
///
///     begin SEED
///     finding SEED KIND DOCUMENT<tab>MESSAGE
///     done SEED PROCESSOR-MILLISECONDS DOCUMENTS NAMED-RENDER-ERRORS RECIPES WALL-MILLISECONDS
///
/// A tree's time is its own processor time (`FuzzOracle.TimeMeasure.processor`): what the
/// machine's load does not change.
@MainActor
struct Worker {
    let options: Options

    func run() async {
        var oracle = FuzzOracle(timeCap: options.timeCap)
        for seed in options.from..<(options.from + options.count) {
            report("begin \(seed)")
            let tree = FuzzTree(seed: seed, excluding: options.excluded)
            let writes = options.writeEvery > 0 && seed % options.writeEvery == 0
            oracle.keepsFiles = writes
            let outcome = await oracle.check(tree)
            for finding in outcome.findings {
                report("finding \(seed) \(finding.kind.rawValue) \(finding.document)\t\(finding.message)")
            }
            if writes { write(outcome) }
            let millis = Int((outcome.processorSeconds * 1000).rounded())
            let wall = Int((outcome.seconds * 1000).rounded())
            report("done \(seed) \(millis) \(outcome.documents) \(outcome.namedRenderErrors) \(tree.size) \(wall)")
        }
    }

    func show() async {
        let oracle = FuzzOracle(timeCap: options.timeCap)
        for seed in options.seeds {
            let tree = FuzzTree(seed: seed, excluding: options.excluded)
            report(SwiftSource.reproducer(for: tree))
            let known = KnownBug.classes(in: tree).sorted().map(\.rawValue)
            report("// known-bug constructs in this tree: \(known.isEmpty ? "none" : known.joined(separator: ", "))")
            let outcome = await oracle.check(tree)
            report("// \(outcome.documents) documents, \(outcome.namedRenderErrors) named render errors, "
                + "\(outcome.processorSeconds) s of processor time, \(outcome.seconds) s on the clock")
            for finding in outcome.findings { report("// FINDING \(finding)") }
        }
    }

    /// The tree's documents under `<out>/<seed>/`, for the Nu checker.
    private func write(_ outcome: FuzzOutcome) {
        let base = URL(fileURLWithPath: options.outputDirectory).appendingPathComponent("documents/\(outcome.seed)")
        for file in outcome.files {
            let url = base.appendingPathComponent(file.path)
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(file.contents).write(to: url)
        }
    }

    private func report(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
