import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// The layout engine's proof: every gallery page under every theme on the phone canvas, and one
/// tablet page, loaded in headless Chromium; each node's box (by id) against the engine's frame
/// from the `.layout.json` written beside the page, each of x, y, width and height within 1 px.
@Suite(.serialized)
struct GalleryAgreementTests {
    @MainActor @Test func everyGalleryNodeLandsWithinOnePixelOfTheEngine() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let phone = SitePlan.make(pages: galleryPages, themes: Theme.all)
        let tablet = SitePlan.make(pages: Array(galleryPages.prefix(1)), themes: [.marigold], canvases: [.tablet])
        let renderer = SiteRenderer(check: libxml2Check, writesLayout: true)
        var files: [SiteFile] = []
        var pages: [URL] = []
        for plan in [phone, tablet] {
            let output = await renderer.render(plan)
            try #require(output.failures.isEmpty, "\(output.failures)")
            files += output.files.filter { $0.path != "index.html" }
            pages += plan.documents.map { directory.appendingPathComponent($0.path) }
        }
        try SiteWriter(directory: directory.path).write(files + FontAssets.files())
        let measured = try ChromiumBoxFixtures.measure(pages, fixture: "gallery", lines: true)
        var reports: [AgreementReport] = []
        var lines = LineAgreement()
        for (url, page) in zip(pages, measured) {
            try page.requireMeasured()
            let engine = try LayoutEntry.load(url.deletingPathExtension().appendingPathExtension("layout.json"))
            reports.append(compare(engine: engine, browser: page.boxes, page: pageName(url)))
            lines.compare(engine: engine, browser: page.nodes ?? [], page: pageName(url))
        }
        let report = AgreementReport.combined(reports)
        print("agreement: \(pages.count) pages, \(report.compared) nodes, largest difference \(report.largest), worst \(report.worst.map { "\($0.id) (\($0.kind)) on \($0.page ?? "?"), \($0.difference)" } ?? "none")")
        print("agreement: \(lines)")
        #expect(report.compared > 500)
        expectAgreement(report)
        // A text's box agrees by construction (it has the engine's size); its lines agree only if
        // the engine measured and broke them as Chromium does.
        #expect(lines.mismatches.isEmpty, "\(lines)")
    }
}

/// Each text's lines in Chromium against the engine's: the same count, and each line's start,
/// baseline and width within half a pixel.
struct LineAgreement: CustomStringConvertible {
    var textsCompared = 0
    var linesCompared = 0
    var largest = 0.0
    var mismatches: [String] = []

    mutating func compare(engine: [LayoutEntry], browser: [BrowserNode], page: String) {
        let found = Dictionary(browser.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in engine {
            guard let expected = entry.lines, let node = found[entry.id], let actual = node.lines else { continue }
            textsCompared += 1
            let shown = actual.filter { !$0.text.isEmpty }
            guard shown.count == expected.filter({ !$0.text.isEmpty }).count else {
                mismatches.append("\(page) \(entry.id): engine lines \(expected.map(\.text)), Chromium \(actual.map(\.text))")
                continue
            }
            for (mine, theirs) in zip(expected.filter { !$0.text.isEmpty }, shown) {
                linesCompared += 1
                let difference = max(abs(mine.x - theirs.x), abs(mine.baseline - theirs.baseline), abs(mine.width - theirs.width))
                largest = max(largest, difference)
                if difference > 0.5 {
                    mismatches.append("\(page) \(entry.id) \(mine.text.debugDescription): engine x \(mine.x) baseline \(mine.baseline) width \(mine.width), Chromium x \(theirs.x) baseline \(theirs.baseline) width \(theirs.width)")
                }
            }
        }
    }

    var description: String {
        "\(textsCompared) texts, \(linesCompared) lines, largest line difference \(largest)"
            + (mismatches.isEmpty ? "" : "; \(mismatches.count) mismatches:\n" + mismatches.prefix(20).joined(separator: "\n"))
    }
}
