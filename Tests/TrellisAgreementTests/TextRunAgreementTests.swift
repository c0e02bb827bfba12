import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// Texts of styled runs (Markdown in a literal, `Text + Text` in several fonts), wrapped and
/// truncated, as HTML and SVG in headless Chromium (`scripts/chromium-boxes.py --lines`): each
/// node's box within 1 px of the engine's frame, each line's start, baseline and width within
/// half a pixel of the engine's in the HTML and the HTML's in the SVG, and the pages valid.
@Suite(.serialized)
struct TextRunAgreementTests {
    static let pages = [
        SitePage(id: "markdown", title: "Markdown") {
            AnyView(VStack(alignment: .leading, spacing: 12) {
                Text("**Bold** and *italic* with `code` and [a link](https://example.com), then a longer tail that wraps over several lines of the narrow column.")
                Text("A **strong** word, *emphasis*, ~~struck~~ and `monospaced code spans` wrapping at the edge")
                    .lineLimit(2)
                Text("Mixed **bold runs** again and again and again and again to be cut short")
                    .lineLimit(1)
            }
            .frame(width: 220)
            .padding())
        },
        SitePage(id: "concatenation", title: "Concatenation") {
            AnyView(VStack(alignment: .leading, spacing: 12) {
                Text("Price ").font(.title) + Text("$42").bold().font(.title) + Text(" per month, billed yearly").font(.caption)
                Text("Small ").font(.footnote) + Text("and bigger").font(.title2).foregroundColor(.red) + Text(" again small text that wraps onto a second line").font(.footnote)
                Text("Underlined").underline() + Text(" and ") + Text("struck").strikethrough()
            }
            .frame(width: 240)
            .padding())
        },
        SitePage(id: "detail", title: "Detail") {
            AnyView(VStack(alignment: .leading, spacing: 8) {
                Image(systemName: "star.fill").resizable().scaledToFit().frame(height: 80)
                Color.blue.aspectRatio(3, contentMode: .fit).frame(width: 150)
                Text("Released ") + Text(Date(timeIntervalSince1970: 1_767_225_600), style: .date).bold()
                Text(49.5, format: .currency(code: "USD")).font(.title2)
                Text("Ships today").textCase(.uppercase).font(.caption)
            }
            .padding())
        },
    ]

    @MainActor @Test func styledRunsLandWhereTheEngineMeasuredThem() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let shots = ProcessInfo.processInfo.environment["TRELLIS_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
        let pages = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: shots, fixture: "text-run")
        var reports: [AgreementReport] = []
        var lines = LineAgreement()
        var svgAgreement = SVGAgreement()
        for screen in pages {
            reports.append(compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page))
            lines.compare(engine: screen.engine, browser: screen.html.nodes ?? [], page: screen.page)
            svgAgreement.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        print("text runs: \(lines)\nsvg: \(svgAgreement.lines)")
        expectAgreement(AgreementReport.combined(reports))
        // Two texts whose runs change font mid-paragraph (a monospaced span; a footnote after a
        // title2 span) keep one more word on a line than Chromium does with Inter: the line's
        // last word is within a fraction of a pixel of the width. Known, not yet explained; the
        // known issue fails once the engine breaks them as Chromium does.
        let knownBreaks = ["marigold/markdown.html n0.0.0.1:", "marigold/concatenation.html n0.0.0.1:"]
        let isKnown = { (mismatch: String) in knownBreaks.contains { mismatch.hasPrefix($0) } }
        #expect(lines.linesCompared >= 11)
        #expect(lines.mismatches.filter { !isKnown($0) }.isEmpty, "\(lines)")
        #expect(svgAgreement.lines.mismatches.filter { !isKnown($0) }.isEmpty, "\(svgAgreement.lines)")
        withKnownIssue("styled runs that change font break one word later than Chromium with Inter") {
            #expect(lines.mismatches.filter(isKnown).isEmpty, "\(lines)")
        }
    }
}
