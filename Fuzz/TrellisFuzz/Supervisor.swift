import Foundation
import TrellisFuzzing

/// Runs batches of trees in child processes until the time is up, restarting after a crash or
/// a hang at the seed after the one that stopped the child, then prints the summary.
///
/// A hang is a child that reports nothing while it uses `hangCap` seconds of processor time: a
/// child checks one tree at a time and nothing else, so its processor time is the tree's, which
/// the machine's load does not stretch. A child that reports nothing for `stallCap` seconds on
/// the clock, working or not, is a hang too: the backstop for a tree that waits forever.
struct Supervisor {
    let options: Options

    func run() -> Int32 {
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int(options.seconds * 1000))
        var tally = Tally()
        tally.firstSeed = options.from
        var next = options.from
        let documents = options.outputDirectory + "/documents"
        try? FileManager.default.removeItem(atPath: options.outputDirectory)
        try? FileManager.default.createDirectory(atPath: documents, withIntermediateDirectories: true)

        while clock.now < deadline {
            var arguments = ["run", "--from", "\(next)", "--count", "\(options.count)", "--time-cap", "\(options.timeCap)"]
            if options.skipsKnown { arguments.append("--skip-known") }
            if options.nuJar != nil { arguments += ["--write", options.outputDirectory, "--write-every", "\(max(options.writeEvery, 1))"] }
            guard let child = try? ChildProcess(arguments: arguments) else {
                print("TrellisFuzz: cannot start a child process")
                return 1
            }
            var running: UInt64?
            var lastReport = clock.now
            var processorAtLastReport = child.processorSeconds ?? 0
            var stoppedEarly = false
            while !child.hasEnded {
                Thread.sleep(forTimeInterval: 0.05)
                let lines = child.takeLines()
                let processor = child.processorSeconds
                if !lines.isEmpty {
                    lastReport = clock.now
                    if let processor { processorAtLastReport = processor }
                }
                for line in lines {
                    tally.take(line)
                    if line.hasPrefix("begin "), let seed = UInt64(line.dropFirst(6)) { running = seed }
                    if line.hasPrefix("done ") { running = nil }
                }
                if clock.now >= deadline {
                    child.kill()
                    stoppedEarly = true
                } else if let seed = running, let verdict = hang(
                    processor: (processor ?? processorAtLastReport) - processorAtLastReport, wall: clock.now - lastReport
                ) {
                    child.kill()
                    tally.problems.append(.init(seed: seed, kind: "hang", document: "", message: verdict))
                    next = seed + 1
                    running = nil
                    stoppedEarly = true
                }
            }
            child.waitUntilEnded()
            for line in child.takeLines() {
                tally.take(line)
                if line.hasPrefix("begin "), let seed = UInt64(line.dropFirst(6)) { running = seed }
                if line.hasPrefix("done ") { running = nil }
            }
            if stoppedEarly { continue }
            if let failure = child.failure {
                guard let seed = running else {
                    print("TrellisFuzz: a child \(failure) before it checked a tree:\n\(child.errorOutput)")
                    return 1
                }
                tally.problems.append(.init(seed: seed, kind: "crash", document: "", message: failure + ": " + Self.crashMessage(child.errorOutput)))
                next = seed + 1
            } else {
                next += options.count
            }
        }

        if let jar = options.nuJar {
            NuChecker(jar: jar, documents: documents).check(into: &tally)
        }
        let report = Report(options: options, tally: tally)
        report.print()
        return report.foundAnything ? 1 : 0
    }

    /// Why a child that has reported nothing for `wall`, using `processor` seconds meanwhile, hangs;
    /// nil while it may still be working on a verdict.
    private func hang(processor: Double, wall: Duration) -> String? {
        if processor > options.hangCap {
            return "no verdict in \(Int(options.hangCap)) s of processor time"
        }
        if wall > .seconds(options.stallCap) {
            return "no verdict in \(Int(options.stallCap)) s on the clock (\(Int(processor)) s of processor time)"
        }
        return nil
    }

    /// The line of a crash's output that says what happened (`Fatal error: …`), else its last line.
    static func crashMessage(_ output: String) -> String {
        let lines = output.split(separator: "\n").map(String.init)
        let message = lines.first { $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Segmentation") } ?? lines.last ?? "no output"
        return String(message.prefix(300))
    }
}
