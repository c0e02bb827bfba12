import Foundation
import Testing
import Trellis
import TrellisLayout
import TrellisRaster
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// The asset screen in Chromium.
@Suite(.serialized)
struct AssetAgreementTests {
    @MainActor @Test
    func assetImagesLandWithinOnePixelOfTheEngineInHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await AssetFixture.renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"), fixture: "asset")
        var html: [AgreementReport] = []
        var svg: [AgreementReport] = []
        for screen in screens {
            html.append(compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page))
            let images = Dictionary((screen.svg.nodes ?? []).filter { $0.tag == "image" }.map { ($0.id, $0.box) }, uniquingKeysWith: { a, _ in a })
            svg.append(compare(engine: screen.engine.filter { $0.kind == "image" }, browser: images, page: screen.page))
        }
        let report = AgreementReport.combined(html), svgReport = AgreementReport.combined(svg)
        print("asset agreement: \(screens.count) pages, HTML \(report.compared) nodes, largest \(report.largest); SVG images \(svgReport.compared), largest \(svgReport.largest)")
        #expect(svgReport.compared == 12)
        expectAgreement(report)
        expectAgreement(svgReport)
    }
}
