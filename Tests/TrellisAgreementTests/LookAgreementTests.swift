import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// A paywall's footer links, a player's artwork column, sidebar sections, a control group in
/// content and a large sheet (LookScreens.swift) rendered as the site renders every page, on
/// the phone and tablet canvases, checked by libxml2, and, in Chromium, each node's HTML box and
/// each painted SVG element within 1 px of the engine's frame. `TRELLIS_LOOK_OUT=DIR` keeps the
/// files (and screenshots) to look at.
@Suite(.serialized)
struct LookAgreementTests {
    static let pages = lookScreens.map { screen in
        SitePage(id: screen.id, title: screen.id, makeView: screen.makeView)
    }

    @MainActor func renderedSite() async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_LOOK_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light, .dark], canvases: [.phone, .tablet])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func everyLookScreenRendersValidHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        for document in plan.documents {
            let svg = directory.appendingPathComponent(SiteRenderer.svgPath(forPage: document.path))
            #expect(FileManager.default.fileExists(atPath: svg.path), "\(document.path)")
        }
    }

    @MainActor @Test
    func theLookScreensLandWithinOnePixelOfTheEngineInHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let pages = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"), fixture: "look")
        var htmlReports: [AgreementReport] = []
        var svgAgreement = SVGAgreement()
        let trees = Dictionary(plan.documents.map { ($0.path, $0.tree) }, uniquingKeysWith: { a, _ in a })
        for screen in pages {
            // A ViewThatFits's unchosen candidate (the form sheet on a phone, the page sheet on
            // a tablet) is laid out but drawn by neither format.
            let hidden = undrawnCandidateIDs(onPage: screen.page, of: lookScreens)
            // The screen behind a large sheet on the phone is scaled (SheetBackdrop): its boxes
            // are expected where the transform puts them.
            let tree = try #require(trees[screen.page], "no document \(screen.page)")
            let engine = drawnEntries(try EffectExpectation.expectedEntries(screen.engine, tree: tree), hiding: hidden)
            htmlReports.append(compare(engine: engine, browser: screen.html.boxes, page: screen.page))
            svgAgreement.compare(engine: engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        let report = AgreementReport.combined(htmlReports)
        print("look agreement: \(pages.count) pages, \(report.compared) nodes, largest \(report.largest)\n\(svgAgreement)")
        #expect(report.compared > 100)
        expectAgreement(report)
        expectAgreement(svgAgreement.boxReport)
        #expect(svgAgreement.strayIDs.isEmpty, "\(svgAgreement.strayIDs)")
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
    }
}
