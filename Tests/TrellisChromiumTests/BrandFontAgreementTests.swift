import Foundation
import Testing
@testable import Trellis
@testable import TrellisCLI
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

@MainActor @Suite(.serialized)
struct BrandFontAgreementTests {
    /// The brand page in Chromium: every HTML node and painted SVG element within 1 px of the
    /// engine, each text's SVG lines on its HTML lines. `TRELLIS_BRAND_FONTS_OUT=DIR` keeps the
    /// site and the screenshots.
    @Test(
        .enabled(if: BrandFontFixture.isInstalled, BrandFontFixture.skipMessage),
        .enabled(if: ChromiumHarness.shouldRun, ChromiumHarness.skipMessage))
    func brandTextLandsWithinOnePixelOfTheEngineInHTMLAndSVG() async throws {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_BRAND_FONTS_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        defer { if kept == nil { try? FileManager.default.removeItem(at: directory) } }
        let catalog = try FontCatalog(directory: BrandFontFixture.folder().path)
        let plan = SitePlan.make(
            pages: [BrandFontFixture.page], themes: [.marigold], colorSchemes: [.light, .dark], fonts: catalog,
            engine: LayoutEngine(measurer: try TextMeasurer(fonts: catalog), symbols: .builtIn))
        let renderer = SiteRenderer(check: libxml2Check, writesLayout: true, writesSVG: true)
        let output = await renderer.render(plan)
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: directory.path).write(output.files + FontAssets.files() + catalog.siteFiles())
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var html: [AgreementReport] = []
        var svg = SVGAgreement()
        for screen in screens {
            html.append(compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page))
            svg.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        try ChromiumHarness.comparePixels(of: screens, into: &svg)
        let report = AgreementReport.combined(html)
        print("brand-font agreement: \(screens.count) pages, HTML \(report.compared) nodes, largest \(report.largest)\n\(svg)")
        expectAgreement(report)
        expectAgreement(svg.boxReport)
        #expect(svg.lines.mismatches.isEmpty, "\(svg.lines)")
        #expect(svg.lines.linesCompared > 0)
        #expect(svg.pixels.overLimit.isEmpty, "\(svg.pixels)")
    }
}
