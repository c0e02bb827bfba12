import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// The drawing screens (DrawingScreens.swift) as HTML and SVG, measured by headless Chromium
/// (recorded in the fixture `drawing`): every node's box within 1 px of the engine's frame in both
/// documents, and both documents valid. Their screenshots are compared in `DrawingPixelAgreementTests`.
@Suite(.serialized)
struct DrawingAgreementTests {
    @MainActor @Test func shapesAndPathsLandOnTheEnginesFramesInBothDocuments() async throws {
        let directory = try ProcessInfo.processInfo.environment["TRELLIS_DRAWING_DIR"].map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: DrawingScreens.pages, themes: [.marigold])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: nil, fixture: "drawing")
        var reports: [AgreementReport] = []
        var agreement = SVGAgreement()
        for screen in screens {
            reports.append(compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page))
            agreement.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        print("drawing agreement: html \(AgreementReport.combined(reports))\n\(agreement)")
        expectAgreement(AgreementReport.combined(reports))
        expectAgreement(agreement.boxReport)
        #expect(agreement.strayIDs.isEmpty, "\(agreement.strayIDs)")
        #expect(agreement.lines.mismatches.isEmpty, "\(agreement.lines)")
    }
}
