import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// Texts with kerning, tracking, line spacing, baseline offsets and a minimum scale factor, as
/// app code writes them.
struct TextSpacingScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("TRACKED HEADLINE").font(.headline).tracking(3)
            Text("Tight kerning here").kerning(-0.5)
            Text("Water every other day, and mist the leaves when the air is dry.")
                .lineSpacing(8)
            Text("Raised").baselineOffset(6).background(Color.yellow.opacity(0.3))
            Text("Lowered").baselineOffset(-4).background(Color.teal.opacity(0.3))
            Text("A very long title that must shrink to fit one line")
                .font(.title)
                .lineLimit(1)
                .minimumScaleFactor(0.4)
            HStack {
                Text("Spaced and centered text that wraps over lines")
                    .kerning(1.5)
                    .lineSpacing(5)
                    .multilineTextAlignment(.center)
                Text("Shrinks").font(.largeTitle).minimumScaleFactor(0.5).frame(width: 90, height: 30)
            }
        }
        .padding()
    }
}

/// The spacing screen rendered as the site renders every page, valid, and in Chromium every node
/// of the HTML and every painted SVG element within 1 px of the engine's frame, each text's lines
/// in both within the line tolerance. `TRELLIS_TEXT_SPACING_OUT=DIR` keeps the files.
@Suite(.serialized)
struct TextSpacingAgreementTests {
    static let pages = [SitePage(id: "text-spacing", title: "text-spacing", makeView: { AnyView(TextSpacingScreen()) })]

    @MainActor func renderedSite() async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_TEXT_SPACING_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func theSpacedTextsRenderValidHTMLAndSVG() async throws {
        let (directory, _, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let html = try String(contentsOf: directory.appendingPathComponent("marigold/text-spacing.html"), encoding: .utf8)
        let svg = try String(contentsOf: directory.appendingPathComponent("marigold/text-spacing.svg"), encoding: .utf8)
        // The headline's tracking(3) adds to the system font's own tracking at 17 pt.
        let spacing = NumberFormatting.string(3 + Double(Font.headline.resolve().tracking))
        #expect(html.contains("letter-spacing:\(spacing)px"), "\(spacing)")
        #expect(html.contains("vertical-align:6px"))
        #expect(svg.contains("letter-spacing=\"\(spacing)\""))
    }

    @MainActor @Test
    func spacedTextsLandWithinOnePixelOfTheEngineInHTMLAndSVG() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let pages = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"), fixture: "text-spacing")
        var htmlReports: [AgreementReport] = []
        var svgAgreement = SVGAgreement()
        for screen in pages {
            htmlReports.append(compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page))
            svgAgreement.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        let report = AgreementReport.combined(htmlReports)
        print("text-spacing agreement: \(report.compared) nodes, largest \(report.largest)\n\(svgAgreement)")
        expectAgreement(report)
        expectAgreement(svgAgreement.boxReport)
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
    }
}
