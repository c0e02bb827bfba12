import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite

/// The list-row modifiers rendered as the site renders every page, checked by libxml2, and, in
/// Chromium, each node's HTML box and each painted SVG element within 1 px of the engine's
/// frame. `TRELLIS_LIST_ROWS_OUT=DIR` keeps the files (and screenshots) to look at.
@Suite(.serialized)
struct ListRowAgreementTests {
    static let pages = listRowScreens.map { screen in
        SitePage(id: screen.id, title: screen.id, makeView: screen.makeView)
    }

    @MainActor func renderedSite() async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_LIST_ROWS_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light, .dark])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func everyListRowScreenRendersValidHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        for document in plan.documents {
            let svg = directory.appendingPathComponent(SiteRenderer.svgPath(forPage: document.path))
            #expect(FileManager.default.fileExists(atPath: svg.path), "\(document.path)")
        }
    }

    @MainActor @Test(.enabled(if: ChromiumHarness.shouldRun, "needs chromium on PATH (required on CI)"))
    func listRowNodesLandWithinOnePixelOfTheEngineInHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let pages = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var htmlReports: [AgreementReport] = []
        var svgAgreement = SVGAgreement()
        for screen in pages {
            htmlReports.append(compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page))
            svgAgreement.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        let report = AgreementReport.combined(htmlReports)
        print("list-row agreement: \(pages.count) pages, \(report.compared) nodes, largest \(report.largest)\n\(svgAgreement)")
        #expect(report.compared > 100)
        expectAgreement(report)
        expectAgreement(svgAgreement.boxReport)
        #expect(svgAgreement.strayIDs.isEmpty, "\(svgAgreement.strayIDs)")
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
    }
}

/// Hidden separators are not drawn, in either format; a tinted one is drawn in its tint.
@MainActor
struct ListRowSeparatorMarkupTests {
    func twoRows(_ second: some View) -> some View {
        List {
            Text("One")
            second
        }
    }

    @Test func aHiddenSeparatorIsDrawnInNeitherFormat() throws {
        let shown = twoRows(Text("Two"))
        let hidden = twoRows(Text("Two").listRowSeparator(.hidden))
        #expect(try render(shown).stylesheet.contains("linear-gradient"))
        #expect(!(try render(hidden).stylesheet.contains("linear-gradient")))
        let separator = "fill=\"#3c3c43\" fill-opacity=\"0.29\""
        #expect(try SVGEmitter().render(shown.resolved()).contains(separator))
        #expect(!(try SVGEmitter().render(hidden.resolved()).contains(separator)))
    }

    @Test func aTintedSeparatorIsDrawnInItsTint() throws {
        let tinted = twoRows(Text("Two").listRowSeparatorTint(Color(red: 1, green: 0, blue: 0)))
        #expect(try render(tinted).stylesheet.contains("linear-gradient(#ff0000,#ff0000)"))
        #expect(try SVGEmitter().render(tinted.resolved()).contains("fill=\"#ff0000\""))
    }

    @Test func aRowBackgroundPaintsOverTheCardUnderTheContent() throws {
        let svg = try SVGEmitter().render(twoRows(Text("Two").listRowBackground(Color(red: 0, green: 0, blue: 1))).resolved())
        let background = try #require(svg.range(of: "fill=\"#0000ff\""))
        let text = try #require(svg.range(of: ">Two<"))
        #expect(background.lowerBound < text.lowerBound)
        #expect(try render(twoRows(Text("Two").listRowBackground(Color(red: 0, green: 0, blue: 1)))).stylesheet.contains("z-index:-1"))
    }
}

extension ListRowSeparatorMarkupTests {
    @Test func aSeparatorUnderAFlushRowIsOnePixelHighInCSS() throws {
        let flush = List {
            Text("One").listRowInsets(EdgeInsets())
            Text("Two")
        }
        let css = try render(flush).stylesheet
        #expect(css.contains("background-size:100% 1px"), "\(css)")
        #expect(!css.contains("calc(100% - 0)"))
    }
}
