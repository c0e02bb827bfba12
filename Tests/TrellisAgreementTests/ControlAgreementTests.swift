import Foundation
import Testing
import Trellis
import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// The controls screen in headless Chromium: every node's box within 1 px of the engine's frame,
/// as the gallery's agreement test checks its pages (the slider's proportional-width node and
/// the accessibility wrappers among them).
@Suite(.serialized)
struct ControlsAgreementTests {
    @MainActor @Test func everyControlNodeLandsWithinOnePixelOfTheEngine() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = SitePage(id: "controls", title: "Controls") { AnyView(ControlsScreen()) }
        let plan = SitePlan.make(pages: [page], themes: [.marigold], canvases: [RenderCanvas(name: "tall", width: 390, height: 2300)])
        let output = await SiteRenderer(writesLayout: true).render(plan)
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: directory.path).write(output.files.filter { $0.path != "index.html" } + FontAssets.files())
        let pages = plan.documents.map { directory.appendingPathComponent($0.path) }
        let measured = try ChromiumBoxFixtures.measure(pages, fixture: "control", lines: true)
        var reports: [AgreementReport] = []
        for (url, page) in zip(pages, measured) {
            try page.requireMeasured()
            let engine = try LayoutEntry.load(url.deletingPathExtension().appendingPathExtension("layout.json"))
            reports.append(compare(engine: engine, browser: page.boxes, page: pageName(url)))
        }
        let report = AgreementReport.combined(reports)
        #expect(report.compared > 250)
        expectAgreement(report)
    }
}
