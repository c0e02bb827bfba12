import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

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
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func everyStructureScreenRendersValidHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        // Each screen's first state; the tabs' other states add pages of their own.
        #expect(plan.documents.filter { $0.stateName == nil }.count == 2 * Self.pages.count)
        for document in plan.documents {
            let svg = directory.appendingPathComponent(SiteRenderer.svgPath(forPage: document.path))
            #expect(FileManager.default.fileExists(atPath: svg.path), "\(document.path)")
        }
    }

    @MainActor @Test
    func structureNodesLandWithinOnePixelOfTheEngineInHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let pages = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"), fixture: "screen-structure")
        var htmlReports: [AgreementReport] = []
        var svgAgreement = SVGAgreement()
        let trees = Dictionary(plan.documents.map { ($0.path, $0.tree) }, uniquingKeysWith: { a, _ in a })
        for screen in pages {
            // The screen behind a large sheet is scaled (SheetBackdrop): its boxes are expected
            // where the transform puts them. A large sheet holds its form-sheet and page-sheet
            // layouts and draws one (FormSheet), so the other's ids have no box.
            let tree = try #require(trees[screen.page], "no document \(screen.page)")
            let hidden = undrawnCandidateIDs(in: LayoutEngine.standard.layout(tree, in: RenderCanvas.phone.size))
            let expected = drawnEntries(try EffectExpectation.expectedEntries(screen.engine, tree: tree), hiding: hidden)
            htmlReports.append(compare(engine: expected, browser: screen.html.boxes, page: screen.page))
            svgAgreement.compare(engine: expected, svg: screen.svg, html: screen.html, page: screen.page)
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
