import Foundation
import Testing
import Trellis
@testable import TrellisRender

/// The effect screens rendered as the site renders every page (checked by libxml2), then
/// measured in Chromium: every HTML box and every painted SVG element within 1 px of where the
/// engine's frame lands under the transforms above it (`EffectExpectation`), the text lines of
/// the two outputs within 0.5 px, and the share of pixels that differ between the SVG's and the
/// HTML's screenshots. `TRELLIS_EFFECTS_OUT=DIR` keeps the files and screenshots.
@Suite(.serialized)
struct EffectAgreementTests {
    static let pages = effectScreens.map { SitePage(id: $0.id, title: $0.id, makeView: $0.makeView) }

    @MainActor func renderedSite() async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_EFFECTS_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func everyEffectScreenRendersValidHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        #expect(plan.documents.count == Self.pages.count)
        for document in plan.documents {
            let svg = try String(contentsOf: directory.appendingPathComponent(SiteRenderer.svgPath(forPage: document.path)), encoding: .utf8)
            #expect(svg.contains("<g id=\"n0"), "\(document.path)")
        }
    }

    @MainActor @Test(.enabled(if: ChromiumHarness.shouldRun, "needs chromium on PATH (required on CI)"))
    func effectNodesLandWhereTheirTransformsPutThemAndBothOutputsLookAlike() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var htmlReports: [AgreementReport] = []
        var svgAgreement = SVGAgreement()
        for (screen, page) in zip(screens, Self.pages) {
            let tree = page.makeView().resolved()
            let expected = try EffectExpectation.expectedEntries(screen.engine, tree: tree)
            htmlReports.append(compare(engine: expected, browser: screen.html.boxes, page: screen.page))
            svgAgreement.compare(engine: expected, svg: screen.svg, html: screen.html, page: screen.page)
        }
        svgAgreement.pixels.limit = 0.01
        try ChromiumHarness.comparePixels(of: screens, into: &svgAgreement)
        let report = AgreementReport.combined(htmlReports)
        print("effect agreement: \(screens.count) pages, HTML \(report)\n\(svgAgreement)")
        #expect(report.compared > 100)
        expectAgreement(report)
        expectAgreement(svgAgreement.boxReport)
        #expect(svgAgreement.strayIDs.isEmpty, "\(svgAgreement.strayIDs)")
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
        #expect(svgAgreement.pixels.problems.isEmpty && svgAgreement.pixels.overLimit.isEmpty, "\(svgAgreement.pixels)")
    }
}
