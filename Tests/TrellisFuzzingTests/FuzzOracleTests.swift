import Foundation
import Synchronization
import Testing
import Trellis
@testable import TrellisFuzzing

/// The oracle's own checks must be able to fail: each is shown a case it has to report.
@MainActor
@Suite struct FuzzOracleTests {
    private func tree(_ root: ViewRecipe) -> FuzzTree {
        var tree = FuzzTree(seed: 0)
        tree.root = root
        tree.title = .literal("Fuzz")
        return tree
    }

    /// The tests that are not about time allow any: this suite's tree waits for the main actor,
    /// which the other suites running beside it hold for seconds at a time under load.
    private let untimed = FuzzOracle(timeCap: .infinity)

    @Test func anUnknownSymbolIsANamedRenderErrorNotAFinding() async {
        let outcome = await untimed.check(tree(.stack(StackRecipe(axis: .vertical, alignment: .center, spacing: nil), [
            .image(systemName: "no.such.symbol", resizable: false),
        ])))
        #expect(outcome.namedRenderErrors == 1)
        #expect(outcome.findings.isEmpty)
    }

    @Test func aTreeOverTheTimeCapIsReported() async {
        let outcome = await FuzzOracle(timeCap: 0, measuring: .wall).check(tree(.text(.literal("x"), [])))
        #expect(outcome.findings.map(\.kind) == [.slowTree])
    }

    @Test func aTreeOverTheWallClockBackstopIsReported() async {
        let outcome = await FuzzOracle(timeCap: .infinity, wallCap: 0).check(tree(.text(.literal("x"), [])))
        #expect(outcome.findings.map(\.kind) == [.slowTree])
        #expect(outcome.findings.first?.message.contains("on the clock") == true)
    }

    /// Another thread of the process working all through a check adds nothing to the tree's
    /// processor time: the process used at least the tree's time and the other thread's.
    @Test func processorTimeIsTheTreesOwnNotTheProcesss() async throws {
        let spinner = Spinner()
        let processBefore = try #require(ProcessorClock.process(getpid()))
        let outcome = await untimed.check(tree(.stack(StackRecipe(axis: .vertical, alignment: .center, spacing: nil),
            Array(repeating: .text(.literal(String(repeating: "Water every day ", count: 40)), []), count: 400))))
        let spun = spinner.stop()
        let processUsed = try #require(ProcessorClock.process(getpid())) - processBefore
        try #require(spun > 0.005, "the other thread ran for \(spun) s")
        #expect(outcome.processorSeconds > 0)
        #expect(outcome.processorSeconds <= processUsed - spun + 0.001,
                "tree \(outcome.processorSeconds) s, other thread \(spun) s, process \(processUsed) s")
    }

    @Test func aTreeOverTheProcessorTimeCapIsReported() async {
        let outcome = await FuzzOracle(timeCap: 0, measuring: .processor).check(tree(.text(.literal("x"), [])))
        #expect(outcome.processorSeconds > 0)
        #expect(outcome.findings.map(\.kind) == [.slowTree])
        #expect(outcome.findings.first?.message.contains("processor time") == true)
    }

    @Test func aSiteIsCheckedPageByPage() async {
        let outcome = await untimed.check(tree(.navigationStack(.navigationLink(
            label: [.text(.literal("Next"), [])], destination: .text(.literal("There"), [])))))
        #expect(outcome.findings.isEmpty)
        #expect(outcome.documents == 3)  // the screen, the link's destination, the index
    }

    @Test func nonFiniteCSSNumbersAreFoundInStylesOnly() {
        #expect(MarkupChecks.nonFiniteCSSNumber(in: "<style>.a{padding:infpx}</style>") == "inf")
        #expect(MarkupChecks.nonFiniteCSSNumber(in: "<style>.a{color:rgba(1,2,3,-inf)}</style>") == "-inf")
        #expect(MarkupChecks.nonFiniteCSSNumber(in: "<p style=\"width:nan\">x</p>") == "nan")
        #expect(MarkupChecks.nonFiniteCSSNumber(in: "<style>.a{display:inline-flex;animation:x infinite}</style><p>inf nan</p>") == nil)
        // Class names are base-36 digests, which can end in `inf`.
        #expect(MarkupChecks.nonFiniteCSSNumber(in: "<style>.t955inf{width:1px}.tnan2x9{}</style>") == nil)
    }

    /// The checks read a document once: searching the `String` again from each match (with
    /// Foundation's `range(of:)`) walked the whole document to convert the index every time, so a
    /// 0.6 MB page of thousands of styles took seconds. These 100,000 took 21 s of processor time
    /// that way in a debug build, and take about 1 s now.
    @Test func markupChecksReadALargeDocumentOnce() {
        let document = String(repeating: #"<p style="width:1px"><a href="a.html">x</a></p>"#, count: 100_000)
            + #"<p style="width:nanpx">x</p>"#
        let start = ProcessorClock.currentThread()
        #expect(MarkupChecks.nonFiniteCSSNumber(in: document) == "nan")
        #expect(MarkupChecks.unsafeHref(in: document) == nil)
        #expect(ProcessorClock.currentThread() - start < 5)
    }

    @Test func onlyPlainRelativeLinksPass() {
        for href in ["fuzz--x.html", "../index.html", "marigold/fuzz.dark.html", "#top", "a%20b.html"] {
            #expect(MarkupChecks.isPlainRelativeURL(href), "\(href)")
        }
        for href in ["javascript:alert(1).html", "../../etc/passwd", "/abs.html", "a b.html", "x/../y.html", "", "é.html"] {
            #expect(!MarkupChecks.isPlainRelativeURL(href), "\(href)")
        }
        #expect(MarkupChecks.unsafeHref(in: #"<a href="ok.html">a</a><a href="javascript:x">b</a>"#) == "javascript:x")
    }

    @Test func pageFileNamesAreShortAndPlain() {
        #expect(PageNames.problem(in: "fuzz--row-2.dark.tablet.html") == nil)
        #expect(PageNames.problem(in: String(repeating: "a", count: 251) + ".html") != nil)
        #expect(PageNames.problem(in: "fuzz--Ünïcode.html") != nil)
        #expect(PageNames.problem(in: ".hidden.html") != nil)
    }
}

/// A thread that keeps a core busy until it is stopped, and tells how much processor time it used.
private final class Spinner: Sendable {
    private let isStopping = Atomic<Bool>(false)
    private let used = Mutex<Double?>(nil)
    private let done = DispatchSemaphore(value: 0)

    /// Returns once the thread is spinning.
    init() {
        let started = DispatchSemaphore(value: 0)
        Thread.detachNewThread { [self] in
            started.signal()
            while !isStopping.load(ordering: .relaxed) {}
            let seconds = ProcessorClock.currentThread()
            used.withLock { $0 = seconds }
            done.signal()
        }
        started.wait()
    }

    /// Stops the thread; the processor seconds it used.
    func stop() -> Double {
        isStopping.store(true, ordering: .relaxed)
        done.wait()
        return used.withLock { $0 } ?? 0
    }
}
