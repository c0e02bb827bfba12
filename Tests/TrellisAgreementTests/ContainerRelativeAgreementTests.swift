import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// `containerRelativeFrame` and grids of infinite-width tiles in scroll views
/// (ContainerRelativeScreens.swift), rendered as the site renders every page on the phone and
/// tablet canvases, checked by libxml2, and, in Chromium, each node's HTML box and each painted
/// SVG element within 1 px of the engine's frame. `TRELLIS_CONTAINER_RELATIVE_OUT=DIR` keeps the
/// files (and screenshots) to look at.
@Suite(.serialized)
struct ContainerRelativeAgreementTests {
    static let pages = containerRelativeScreens.map { screen in
        SitePage(id: screen.id, title: screen.id, makeView: screen.makeView)
    }

    @MainActor func renderedSite() async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_CONTAINER_RELATIVE_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light, .dark], canvases: [.phone, .tablet])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func theCarouselsCardsAreAScreenWideLessTheMarginsInBothFormats() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        for document in plan.documents {
            let svg = directory.appendingPathComponent(SiteRenderer.svgPath(forPage: document.path))
            #expect(FileManager.default.fileExists(atPath: svg.path), "\(document.path)")
        }
        let layout = LayoutEngine.standard.layout(CarouselScreen().resolved(), in: RenderCanvas.phone.size)
        let cards = layout.nodes.indices.filter { index in
            if case .fixedFrame(let frame) = layout.kind(of: index), frame.containerRelative != nil { true } else { false }
        }.map { layout.nodes[$0].frame }
        // 390 less 16 on each side; the second card starts past the screen's edge less 4.
        #expect(cards.map(\.width) == [358, 358, 358, 358])
        #expect(cards.first?.minX == 16)
        #expect(cards.dropFirst().first?.minX == 386)
    }

    @MainActor @Test
    func containerRelativeFramesAndFilledGridsLandWithinOnePixelOfTheEngineInHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let pages = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"), fixture: "container-relative")
        var htmlReports: [AgreementReport] = []
        var svgAgreement = SVGAgreement()
        for screen in pages {
            htmlReports.append(compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page))
            svgAgreement.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        let report = AgreementReport.combined(htmlReports)
        print("container-relative agreement: \(pages.count) pages, \(report.compared) nodes, largest \(report.largest)\n\(svgAgreement)")
        #expect(report.compared > 100)
        expectAgreement(report)
        expectAgreement(svgAgreement.boxReport)
        #expect(svgAgreement.strayIDs.isEmpty, "\(svgAgreement.strayIDs)")
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
    }
}
