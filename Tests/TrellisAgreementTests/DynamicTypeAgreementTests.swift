import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// The engine at an accessibility size, against Chromium: every gallery page under Marigold at
/// AX5 (light and dark), each node's box within 1 px of the engine's frame and each text's lines
/// broken where Chromium breaks them. Text at 40–60 pt wraps far more than at the default size,
/// so this exercises line breaking the default-size agreement does not.
@Suite(.serialized)
struct DynamicTypeAgreementTests {
    @MainActor @Test func galleryNodesAtAX5LandWithinOnePixelOfTheEngine() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = SitePlan.make(
            pages: galleryPages, themes: [.marigold], colorSchemes: [.light, .dark], dynamicTypeSizes: [.accessibility5])
        let output = await SiteRenderer(check: libxml2Check, writesLayout: true).render(plan)
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: directory.path).write(output.files.filter { $0.path != "index.html" } + FontAssets.files())
        let pages = plan.documents.map { directory.appendingPathComponent($0.path) }
        #expect(pages.allSatisfy { $0.lastPathComponent.contains(".accessibility5.") })
        let measured = try ChromiumBoxFixtures.measure(pages, fixture: "dynamic-type", lines: true)
        var reports: [AgreementReport] = []
        var lines = LineAgreement()
        for (url, page) in zip(pages, measured) {
            try page.requireMeasured()
            let engine = try LayoutEntry.load(url.deletingPathExtension().appendingPathExtension("layout.json"))
            reports.append(compare(engine: engine, browser: page.boxes, page: pageName(url)))
            lines.compare(engine: engine, browser: page.nodes ?? [], page: pageName(url))
        }
        let report = AgreementReport.combined(reports)
        print("agreement at AX5: \(pages.count) pages, \(report.compared) nodes, largest difference \(report.largest); \(lines)")
        #expect(report.compared > 500)
        expectAgreement(report)
        #expect(lines.mismatches.isEmpty, "\(lines)")
    }
}
