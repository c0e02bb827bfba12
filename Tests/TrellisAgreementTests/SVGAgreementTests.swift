import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// The SVG emitter's proof: every gallery page under every theme on the phone canvas, as SVG and
/// as HTML, measured in one headless Chromium (`scripts/chromium-boxes.py`, recorded in the
/// fixture `svg-gallery`) and compared: each painted element's box with the engine's frame
/// (1 px), each symbol's drawing with the HTML's (1 px), each text line's start, baseline and
/// width with the HTML's (0.5 px). Their screenshots are compared in `SVGPixelAgreementTests`.
@Suite(.serialized)
struct SVGAgreementTests {
    @MainActor @Test func everyGallerySVGDrawsWhatTheEngineLaidOutAndTheHTMLShows() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = SitePlan.make(pages: galleryPages, themes: Theme.all)
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: nil, fixture: "svg-gallery")
        var agreement = SVGAgreement()
        for screen in screens {
            #expect(screen.svg.kind == "svg" && screen.html.kind == "html")
            #expect(screen.svg.fonts?.contains { $0.family == "Inter" && $0.status == "loaded" } == true, "\(screen.page): the SVG's @font-face")
            agreement.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        print("svg agreement: \(screens.count) pages\n\(agreement)")
        #expect(agreement.boxReport.compared > 150 && agreement.drawingReport.compared > 10 && agreement.lines.linesCompared > 250)
        expectAgreement(agreement.boxReport)
        expectAgreement(agreement.drawingReport)
        #expect(agreement.drawingProblems.isEmpty, "\(agreement.drawingProblems)")
        #expect(agreement.strayIDs.isEmpty, "\(agreement.strayIDs)")
        #expect(agreement.lines.mismatches.isEmpty, "\(agreement.lines)")
    }
}

/// The comparisons on made-up measurements (no browser needed).
struct SVGAgreementComparisonTests {
    static let engine = [
        LayoutEntry(id: "n0", kind: "vstack", x: 0, y: 0, width: 390, height: 844),
        LayoutEntry(id: "n0.0", kind: "shape", x: 10, y: 10, width: 100, height: 40),
        LayoutEntry(id: "n0.1", kind: "text", x: 10, y: 60, width: 80, height: 20,
                    lines: [.init(text: "Hello", x: 10, baseline: 75, width: 40)]),
        LayoutEntry(id: "n0.2", kind: "image", x: 10, y: 90, width: 24, height: 24),
        LayoutEntry(id: "n0.3", kind: "color", x: 0, y: 200, width: 390, height: 10),
    ]

    static func node(_ id: String, _ tag: String, _ box: Box, drawn: Box? = nil, lines: [BrowserLine]? = nil) -> BrowserNode {
        BrowserNode(id: id, tag: tag, screen: 0, x: box.x, y: box.y, width: box.width, height: box.height, drawn: drawn, lines: lines)
    }

    static func page(_ kind: String, _ nodes: [BrowserNode]) -> BrowserPage {
        BrowserPage(file: "p." + kind, kind: kind, nodes: nodes)
    }

    static let html = page("html", [
        node("n0.1", "span", Box(x: 10, y: 60, width: 80, height: 20), lines: [BrowserLine(text: "Hello", x: 10, baseline: 75, width: 40)]),
        node("n0.2", "svg", Box(x: 10, y: 90, width: 24, height: 24), drawn: Box(x: 12, y: 92, width: 20, height: 20)),
    ])

    @Test func agreeingMeasurementsPass() {
        var agreement = SVGAgreement()
        let svg = Self.page("svg", [
            Self.node("n0.0", "rect", Box(x: 10.5, y: 10, width: 100, height: 40)),
            Self.node("n0.1", "text", Box(x: 10, y: 62, width: 40, height: 16), lines: [BrowserLine(text: "Hello", x: 10.25, baseline: 75, width: 40.25)]),
            Self.node("n0.2", "svg", Box(x: 12, y: 92, width: 20, height: 20), drawn: Box(x: 12, y: 92, width: 20, height: 20)),
            Self.node("n0.3", "rect", Box(x: 0, y: 200, width: 390, height: 10)),
        ])
        agreement.compare(engine: Self.engine, svg: svg, html: Self.html, page: "p")
        #expect(agreement.passed, "\(agreement)")
        #expect(agreement.boxReport.compared == 2 && agreement.drawingReport.compared == 1 && agreement.lines.linesCompared == 1)
        #expect(agreement.lines.largest == 0.25)
    }

    @Test func aBoxOffALineOffAMissingRectAndAStraySymbolFail() {
        var agreement = SVGAgreement()
        let svg = Self.page("svg", [
            Self.node("n0.0", "rect", Box(x: 10, y: 11.5, width: 100, height: 40)),
            Self.node("n0.1", "text", Box(x: 10, y: 62, width: 40, height: 16), lines: [BrowserLine(text: "Hello", x: 10, baseline: 75.75, width: 40)]),
            Self.node("n0.2", "svg", Box(x: 30, y: 92, width: 20, height: 20), drawn: Box(x: 30, y: 92, width: 20, height: 20)),
            Self.node("n0.9", "path", Box(x: 0, y: 0, width: 1, height: 1)),
            Self.node("n0.8", "g", Box(x: 0, y: 0, width: 1, height: 1)),
        ])
        agreement.compare(engine: Self.engine, svg: svg, html: Self.html, page: "p")
        #expect(!agreement.passed)
        #expect(agreement.boxReport.overTolerance.map(\.id) == ["n0.0"])
        #expect(agreement.boxReport.withoutElement.map(\.id) == ["n0.3"], "a color paints, so it needs an element")
        #expect(agreement.boxReport.withoutFrame.map(\.id) == ["n0.9"])
        #expect(agreement.strayIDs == ["p n0.9 (path)", "p n0.8 (g)"])
        #expect(agreement.drawingReport.overTolerance.map(\.id) == ["n0.2"])
        #expect(agreement.drawingProblems.count == 1, "the drawing leaves the frame: \(agreement.drawingProblems)")
        #expect(agreement.lines.mismatches.count == 1 && agreement.lines.largest == 0.75)
    }

    @Test func aTextTheSVGLeavesOutOrBreaksDifferentlyFails() {
        var missing = SVGLineAgreement()
        missing.compare(engine: Self.engine, svg: [], html: Self.html.nodes ?? [], page: "p")
        #expect(missing.mismatches.count == 1 && missing.textsCompared == 0)
        var broken = SVGLineAgreement()
        let lines = [BrowserLine(text: "Hel", x: 10, baseline: 75, width: 20), BrowserLine(text: "lo", x: 10, baseline: 95, width: 20)]
        broken.compare(engine: Self.engine, svg: [Self.node("n0.1", "g", .init(x: 10, y: 60, width: 40, height: 40), lines: lines)],
                       html: Self.html.nodes ?? [], page: "p")
        #expect(broken.mismatches.count == 1 && broken.linesCompared == 0)
        // The spaces an SVG line keeps at its end are not a different text.
        #expect(SVGLineAgreement.trimmed("Hello  ") == "Hello")
    }
}
