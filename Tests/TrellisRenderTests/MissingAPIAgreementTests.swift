import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite

/// Issue 11's once-missing APIs (MissingAPIScreens.swift) rendered as the site renders every
/// page, on the phone and tablet canvases, checked by libxml2, and, in Chromium, each node's
/// HTML box and each painted SVG element within 1 px of the engine's frame.
/// `TRELLIS_MISSING_APIS_OUT=DIR` keeps the files (and screenshots) to look at.
@Suite(.serialized)
struct MissingAPIAgreementTests {
    static let pages = missingAPIScreens.map { screen in
        SitePage(id: screen.id, title: screen.id, makeView: screen.makeView)
    }

    @MainActor func renderedSite() async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_MISSING_APIS_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light, .dark], canvases: [.phone, .tablet])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func everyScreenOfTheOnceMissingAPIsRendersValidHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        for document in plan.documents {
            let svg = directory.appendingPathComponent(SiteRenderer.svgPath(forPage: document.path))
            #expect(FileManager.default.fileExists(atPath: svg.path), "\(document.path)")
        }
    }

    @MainActor @Test(.enabled(if: ChromiumHarness.shouldRun, "needs chromium on PATH (required on CI)"))
    func theOnceMissingAPIsLandWithinOnePixelOfTheEngineInHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let pages = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var htmlReports: [AgreementReport] = []
        var svgAgreement = SVGAgreement()
        for screen in pages {
            // A split view's unchosen candidate (the columns on a phone, the sidebar alone on a
            // tablet) is laid out but drawn by neither format.
            let engine = drawnEntries(screen.engine, hiding: undrawnCandidateIDs(onPage: screen.page, of: missingAPIScreens))
            htmlReports.append(compare(engine: engine, browser: screen.html.boxes, page: screen.page))
            svgAgreement.compare(engine: engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        let report = AgreementReport.combined(htmlReports)
        print("missing-API agreement: \(pages.count) pages, \(report.compared) nodes, largest \(report.largest)\n\(svgAgreement)")
        #expect(report.compared > 100)
        expectAgreement(report)
        expectAgreement(svgAgreement.boxReport)
        #expect(svgAgreement.strayIDs.isEmpty, "\(svgAgreement.strayIDs)")
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
    }
}

/// Both outputs write what the engine decided: a tightened text's letter-spacing, a hidden
/// list background.
@MainActor
struct MissingAPIMarkupTests {
    func tightened(_ tightens: Bool) -> some View {
        Text("Tightened to fit the line").lineLimit(1).allowsTightening(tightens).frame(width: 196)
    }

    @Test func aTightenedTextIsWrittenWithItsLetterSpacingInBothFormats() throws {
        let html = try render(tightened(true)).stylesheet
        #expect(html.contains("letter-spacing:-0."), "\(html)")
        #expect(!(try render(tightened(false)).stylesheet.contains("letter-spacing")))
        let svg = try SVGEmitter().render(tightened(true).resolved())
        #expect(svg.contains("letter-spacing=\"-0."))
        #expect(!(try SVGEmitter().render(tightened(false).resolved()).contains("letter-spacing")))
    }

    @Test func aHiddenContentBackgroundLeavesTheListClear() throws {
        let list = List { Text("Row") }.listStyle(.insetGrouped)
        #expect(try render(list).stylesheet.contains("background-color:#f2f2f7"))
        #expect(!(try render(list.scrollContentBackground(.hidden)).stylesheet.contains("background-color:#f2f2f7")))
    }
}
