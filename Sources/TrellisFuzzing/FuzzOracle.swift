import Foundation
import Trellis
import TrellisSite
import TrellisValidation

/// What must hold for every tree: it resolves and renders without a crash; a render error names
/// its node; every page and the index of its site pass Trellis's Validator; numbers in CSS are
/// finite; links are plain relative URLs and page files have safe names; and all of it within the
/// time cap.
@MainActor
public struct FuzzOracle {
    /// Seconds one tree may take before it is reported as slow.
    public var timeCap: Double
    /// Which seconds `timeCap` counts.
    public var measure: TimeMeasure
    /// Seconds on the clock after which a tree is reported as slow whatever `measure` counts: the
    /// backstop for a tree that waits without working.
    public var wallCap: Double
    /// Whether `FuzzOutcome.files` is filled in: the HTML pages and the SVG of each state page, as
    /// validated, so a slow or rejected tree's documents can be read and timed on their own.
    public var keepsFiles = false

    private let validator = Validator()

    public init(timeCap: Double = 10, measuring measure: TimeMeasure = .processor, wallCap: Double = .infinity) {
        self.timeCap = timeCap
        self.measure = measure
        self.wallCap = wallCap
    }

    /// What a tree's time is.
    public enum TimeMeasure: Sendable {
        /// Seconds on the clock: what a user waits, and what the machine's load stretches.
        case wall
        /// The tree's own work: seconds of processor time of the threads that did it, as
        /// `FuzzOutcome.processorSeconds` counts them. Neither other processes' load nor other
        /// work of this process (the other suites of a `swift test`) counts, nor time spent
        /// waiting for the main actor or a core.
        case processor
    }

    public func check(_ tree: FuzzTree) async -> FuzzOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        // The tree's processor time: this thread's over each stretch between suspension points
        // (no other job runs on a thread inside one), and the render's, which runs on a thread
        // of its own. App code that layout hands to the main actor (a GeometryReader's content)
        // runs on the main queue's thread and is not counted.
        var stretch = ProcessorClock.currentThread()
        var outcome = FuzzOutcome(seed: tree.seed)
        let plan = SitePlan.make(
            pages: [tree.page], themes: [tree.theme.theme],
            colorSchemes: [tree.colorScheme], canvases: [tree.canvas], assets: FuzzAssets.namedAssets)

        // The site renderer reports render errors as text; the emitter's own error says whether
        // it named its node.
        for document in plan.documents {
            if let problem = PageNames.problem(in: document.fileName) {
                outcome.findings.append(FuzzFinding(kind: .unsafeFileName, document: document.path, message: problem))
            }
            do {
                _ = try HTMLEmitter()
                    .render(document.tree, in: document.variant.canvas.size, back: document.parent?.fileName) { document.links[$0] }
            } catch {
                if error.path.isEmpty {
                    outcome.findings.append(FuzzFinding(kind: .unnamedRenderError, document: document.path, message: oneLine(error.description)))
                } else {
                    outcome.namedRenderErrors += 1
                }
            }
        }

        let hasStates = plan.documents.contains { $0.stateName != nil }
        var processor = ProcessorClock.currentThread() - stretch
        let renderThread = OwnThreadExecutor()
        let output = await withTaskExecutorPreference(renderThread) {
            await SiteRenderer(writesSVG: hasStates).render(plan, concurrently: false)
        }
        processor += renderThread.processorSeconds
        renderThread.stop()
        stretch = ProcessorClock.currentThread()
        for file in output.files where file.path.hasSuffix(".html") {
            outcome.documents += 1
            let report = validator.validate(file.contents, as: .html)
            if let problem = report.problems.first {
                outcome.findings.append(FuzzFinding(kind: .invalidDocument, document: file.path, message: oneLine(problem.description)))
            }
            let text = String(decoding: file.contents, as: UTF8.self)
            if let number = MarkupChecks.nonFiniteCSSNumber(in: text) {
                outcome.findings.append(FuzzFinding(kind: .nonFiniteNumber, document: file.path, message: "CSS has '\(number)'"))
            }
            if let href = MarkupChecks.unsafeHref(in: text) {
                outcome.findings.append(FuzzFinding(kind: .unsafeLink, document: file.path, message: "href=\"\(oneLine(String(href.prefix(120))))\""))
            }
            if keepsFiles { outcome.files.append((file.path, Array(file.contents))) }
        }
        // The pages a control leads to are drawn in SVG too; each must be as valid as the first.
        for document in plan.documents where document.stateName != nil {
            let path = String(document.path.dropLast(".html".count)) + ".svg"
            guard let file = output.files.first(where: { $0.path == path }) else { continue }
            outcome.documents += 1
            if let problem = validator.validate(file.contents, as: .svg).problems.first {
                outcome.findings.append(FuzzFinding(kind: .invalidDocument, document: file.path, message: oneLine(problem.description)))
            }
            if keepsFiles { outcome.files.append((file.path, Array(file.contents))) }
        }

        processor += ProcessorClock.currentThread() - stretch
        let elapsed = clock.now - start
        outcome.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        outcome.processorSeconds = processor
        let measured = measure == .wall ? outcome.seconds : outcome.processorSeconds
        if measured > timeCap {
            let unit = measure == .wall ? "s" : "s of processor time"
            outcome.findings.append(FuzzFinding(
                kind: .slowTree, document: "fuzz",
                message: "took \(Int(measured)) \(unit), over the cap of \(Int(timeCap)) \(unit)"))
        } else if outcome.seconds > wallCap {
            outcome.findings.append(FuzzFinding(
                kind: .slowTree, document: "fuzz",
                message: "took \(Int(outcome.seconds)) s on the clock, over the backstop of \(Int(wallCap)) s"))
        }
        return outcome
    }
}

/// A message on one line, at most 300 characters, for reports that are read line by line.
func oneLine(_ text: String) -> String {
    let flat = text.map { $0.isNewline ? " " : $0 }
    return flat.count > 300 ? String(flat.prefix(300)) + "…" : String(flat)
}
