import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// The comparison of engine frames with browser boxes, on made-up frames (no browser needed).
struct AgreementComparisonTests {
    static let canvas = LayoutEntry(id: "n0", kind: "vstack", x: 0, y: 0, width: 390, height: 844)

    @Test func reportsTheLargestDifferencePerAxisAndTheWorstNode() {
        let engine = [
            Self.canvas,
            LayoutEntry(id: "n0.0", kind: "text", x: 10, y: 10, width: 100, height: 22),
            LayoutEntry(id: "n0.1", kind: "color", x: 10, y: 40, width: 50, height: 20),
        ]
        let browser = [
            "n0": Box(x: 0, y: 0, width: 390, height: 844),
            "n0.0": Box(x: 10.25, y: 10, width: 100.75, height: 22),
            "n0.1": Box(x: 10, y: 41.5, width: 50, height: 20.5),
        ]
        let report = compare(engine: engine, browser: browser, page: "home.html")
        #expect(report.compared == 3)
        #expect(report.largest == Box(x: 0.25, y: 1.5, width: 0.75, height: 0.5))
        #expect(report.worst?.id == "n0.1" && report.worst?.kind == "color" && report.worst?.difference == 1.5)
        #expect(report.worst?.browser == browser["n0.1"] && report.worst?.engine == engine[2].box)
        #expect(report.overTolerance.map(\.id) == ["n0.1"])
        #expect(!report.passed)
        #expect(report.description.contains("worst: n0.1 (color) on home.html, off by 1.500"))
        #expect(compare(engine: engine, browser: browser, tolerance: 1.5).passed)
    }

    @Test func idsOnOneSideOnlyAreReportedApart() {
        let engine = [
            Self.canvas,
            LayoutEntry(id: "n0.0", kind: "padding", x: 0, y: 0, width: 10, height: 10),
            LayoutEntry(id: "n0.0.0", kind: "text", x: 0, y: 0, width: 10, height: 10),
        ]
        let browser = [
            "n0": Self.canvas.box, "n0.10": Self.canvas.box, "n0.2": Self.canvas.box,
        ]
        let everyNode = compare(engine: engine, browser: browser)
        #expect(everyNode.compared == 1 && everyNode.overTolerance.isEmpty)
        #expect(everyNode.withoutFrame.map(\.id) == ["n0.2", "n0.10"], "in tree order, not string order")
        #expect(everyNode.withoutElement.map(\.id) == ["n0.0", "n0.0.0"])
        #expect(!everyNode.passed)
        // A padding merged into its content's element has no element of its own.
        let merged = compare(engine: engine, browser: browser) { $0.kind != "padding" }
        #expect(merged.withoutElement.map(\.id) == ["n0.0.0"] && merged.notExpected == 1)
    }

    @Test func combinedReportKeepsTheWorstOfAllPages() {
        let frame = LayoutEntry(id: "n0", kind: "text", x: 0, y: 0, width: 10, height: 10)
        let a = compare(engine: [frame], browser: ["n0": Box(x: 0.5, y: 0, width: 10, height: 10)], page: "a")
        let b = compare(engine: [frame], browser: ["n0": Box(x: 0, y: 0, width: 10.75, height: 10), "n1": frame.box], page: "b")
        let all = AgreementReport.combined([a, b])
        #expect(all.compared == 2)
        #expect(all.largest == Box(x: 0.5, y: 0, width: 0.75, height: 0))
        #expect(all.worst?.page == "b" && all.worst?.difference == 0.75)
        #expect(all.withoutFrame == [.init(page: "b", id: "n1")] && all.withoutFrame[0].description == "b n1")
    }

    @Test func nodeOrderIsTreeOrder() {
        let ids = ["n0.10", "n0.2", "n0", "n0.2.1", "n1"]
        #expect(ids.sorted(by: nodeOrder) == ["n0", "n0.2", "n0.2.1", "n0.10", "n1"])
    }
}

/// The harness on what Trellis writes today: the gallery with node ids, in one Chromium.
@Suite(.serialized, .enabled(if: ChromiumHarness.shouldRun, ChromiumHarness.skipMessage))
struct ChromiumAgreementTests {
    @Test func pagesBesideTheirLayoutFilesAreComparedByID() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("boxes.html")
        try ChromiumHarnessTests.boxesPage.replacingOccurrences(of: "<div id=\"n2\"", with: "<div")
            .write(to: page, atomically: true, encoding: .utf8)
        // The page's own CSS, one node 2 px off, and one frame the page has no element for.
        let layout = [
            LayoutEntry(id: "n0", kind: "frame", x: 10, y: 20, width: 100, height: 50),
            LayoutEntry(id: "n0.0", kind: "color", x: 17.5, y: 25, width: 10.25, height: 12),
            LayoutEntry(id: "n1", kind: "spacer", x: 200, y: 302.5, width: 0, height: 0),
            LayoutEntry(id: "n3", kind: "text", x: 0, y: 0, width: 1, height: 1),
        ]
        try JSONEncoder().encode(layout).write(to: directory.appendingPathComponent("boxes.layout.json"))
        let report = try agreement(of: [page])
        #expect(report.compared == 3)
        #expect(report.worst?.id == "n1" && report.worst?.difference == 2)
        #expect(report.largest == Box(x: 0, y: 2, width: 0, height: 0))
        #expect(report.withoutElement.map(\.id) == ["n3"] && report.withoutFrame.isEmpty)
        #expect(!report.passed)
    }

    @MainActor @Test func galleryPagesWithNodeIDsHaveABoxForEveryID() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = SitePlan.make(pages: galleryPages, themes: Theme.all)
        // Checked by libxml2 as every page is, so the ids are valid in the Trellis schema.
        let output = await SiteRenderer(emitter: HTMLEmitter(marksNodes: true), check: libxml2Check).render(plan)
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: directory.path).write(output.files + FontAssets.files())
        let pages = plan.documents.map { directory.appendingPathComponent($0.path) }

        let start = ContinuousClock.now
        let measured = try ChromiumHarness.measure(pages, lines: true)
        let elapsed = ContinuousClock.now - start
        try #require(measured.count == pages.count)
        var nodes = 0
        for (url, page) in zip(pages, measured) {
            try page.requireMeasured()
            let name = url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
            #expect(page.fonts?.contains { $0.family == "Inter" && $0.status == "loaded" } == true, "\(name): the system font")
            let html = try String(contentsOf: url, encoding: .utf8)
            #expect(page.nodes?.map(\.id) == Self.nodeIDs(in: html), "\(name): every id, once, in document order")
            #expect(page.unplaced == [], "\(name)")
            // The root is proposed the canvas and centered in it, as SwiftUI places a screen's root.
            let screen = try #require(page.screens?.first)
            let root = try #require(page.boxes["n0"], "\(name)")
            #expect(abs(root.x + root.width / 2 - screen.width / 2) <= 0.5, "\(name): root \(root)")
            #expect(abs(root.y + root.height / 2 - screen.height / 2) <= 0.5, "\(name): root \(root)")
            for node in page.nodes ?? [] {
                #expect(node.width >= 0 && node.height >= 0 && node.x.isFinite && node.y.isFinite, "\(name) \(node.id)")
                // A text's baselines lie inside its element.
                if let lines = node.lines {
                    #expect(lines.allSatisfy { $0.baseline > node.y && $0.baseline <= node.y + node.height }, "\(name) \(node.id)")
                }
            }
            nodes += page.nodes?.count ?? 0
        }
        print("chromium-boxes: \(pages.count) gallery pages, \(nodes) nodes, measured with lines in \(elapsed) (one Chromium)")
    }

    /// The node ids a page's markup carries, in document order.
    static func nodeIDs(in html: String) -> [String] {
        var ids: [String] = []
        var rest = html[...]
        while let hit = rest.range(of: " id=\"n") {
            let value = rest[hit.upperBound...].prefix { $0 != "\"" }
            if value.allSatisfy({ $0.isNumber || $0 == "." }) { ids.append("n" + value) }
            rest = rest[hit.upperBound...]
        }
        return ids
    }
}
