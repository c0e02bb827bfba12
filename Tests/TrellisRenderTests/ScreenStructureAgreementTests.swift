import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The screen-structure screens (bars, tabs, presentations) rendered as the site renders every
/// page, checked by libxml2, and, in Chromium, each node's HTML box and each painted SVG
/// element within 1 px of the engine's frame. `TRELLIS_STRUCTURE_OUT=DIR` keeps the files.
@Suite(.serialized)
struct ScreenStructureAgreementTests {
    static let pages = structureScreens.map { screen in
        SitePage(id: screen.id, title: screen.id, makeView: screen.makeView)
    }

    @MainActor func renderedSite() async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_STRUCTURE_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light, .dark])
        let output = await SiteRenderer(check: libxml2Check, writesLayout: true, writesSVG: true).render(plan)
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: directory.path).write(output.files + FontAssets.files())
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func everyStructureScreenRendersValidHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        #expect(plan.documents.count == 2 * Self.pages.count)
        for document in plan.documents {
            let svg = directory.appendingPathComponent(SiteRenderer.svgPath(forPage: document.path))
            #expect(FileManager.default.fileExists(atPath: svg.path), "\(document.path)")
        }
    }

    @MainActor @Test(.enabled(if: ChromiumHarness.shouldRun, "needs chromium on PATH (required on CI)"))
    func structureNodesLandWithinOnePixelOfTheEngineInHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let pages = plan.documents.map { directory.appendingPathComponent($0.path) }
        let svgs = plan.documents.map { directory.appendingPathComponent(SiteRenderer.svgPath(forPage: $0.path)) }
        let shots = directory.appendingPathComponent("screenshots")
        let measured = try ChromiumHarness.measure(zip(svgs, pages).flatMap { [$0, $1] }, lines: true, screenshots: shots)
        try #require(measured.count == 2 * pages.count)
        var htmlReports: [AgreementReport] = []
        var svgAgreement = SVGAgreement()
        for (index, url) in pages.enumerated() {
            let svg = measured[2 * index], html = measured[2 * index + 1]
            try svg.requireMeasured()
            try html.requireMeasured()
            let engine = try LayoutEntry.load(directory.appendingPathComponent(SiteRenderer.layoutPath(forPage: plan.documents[index].path)))
            htmlReports.append(compare(engine: engine, browser: html.boxes, page: pageName(url)))
            svgAgreement.compare(engine: engine, svg: svg, html: html, page: pageName(url))
        }
        let report = AgreementReport.combined(htmlReports)
        print("structure agreement: \(pages.count) pages, \(report.compared) nodes, largest \(report.largest)\n\(svgAgreement)")
        #expect(report.compared > 300)
        expectAgreement(report)
        expectAgreement(svgAgreement.boxReport)
        #expect(svgAgreement.strayIDs.isEmpty, "\(svgAgreement.strayIDs)")
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
    }
}
