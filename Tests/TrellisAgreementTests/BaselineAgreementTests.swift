import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// Rows aligned by text baselines, as app code writes them: a big number beside its unit, a
/// wrapped paragraph beside one line, a symbol and a swatch beside text, a column beside a label.
struct BaselineScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("72").font(.largeTitle).bold()
                Text("bpm").font(.caption).foregroundStyle(.secondary)
            }
            .background(Color.yellow.opacity(0.2))
            HStack(alignment: .firstTextBaseline) {
                Text("Water every other day, and mist the leaves when the air is dry.").frame(width: 150)
                Text("Daily").font(.title2)
            }
            HStack(alignment: .lastTextBaseline) {
                Text("Repot in spring when the roots fill the pot.").font(.footnote).frame(width: 120)
                Text("Spring").font(.title)
                Color.teal.frame(width: 14, height: 14)
            }
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "leaf.fill")
                VStack(alignment: .leading) {
                    Text("Monstera").font(.headline)
                    Text("Living room").font(.subheadline)
                }
                Spacer()
                Text("3 days").font(.caption).padding(6).background(Color.green.opacity(0.3))
            }
            HStack(alignment: .lastTextBaseline) {
                Text("Total").font(.title3)
                Spacer()
                Text("$1,280").font(.largeTitle)
            }
        }
        .padding()
    }
}

/// The baseline screen rendered as the site renders every page, valid, and in Chromium: every
/// node of the HTML and every painted SVG element within 1 px of the engine's frame, each text's
/// lines at the engine's (0.5 px) in the HTML and the SVG, and the lines each row aligns by at
/// one baseline in Chromium's HTML (1 px). `TRELLIS_BASELINE_OUT=DIR` keeps the files and
/// screenshots.
@Suite(.serialized)
struct BaselineAgreementTests {
    static let pages = [SitePage(id: "baselines", title: "baselines", makeView: { AnyView(BaselineScreen()) })]

    /// The lines that sit on one baseline, row by row: a text's line by its text (first or last line).
    static let alignedLines: [[String]] = [
        ["72", "bpm"],
        ["Water every other", "Daily"],
        ["the pot.", "Spring"],
        ["Monstera", "3 days"],
        ["Total", "$1,280"],
    ]

    @MainActor func renderedSite() async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_BASELINE_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func baselineRowsShiftTheirItemsInTheFlexLine() async throws {
        let (directory, _, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let html = try String(contentsOf: directory.appendingPathComponent("marigold/baselines.html"), encoding: .utf8)
        // The caption sits below the title's top by the difference of their ascents.
        #expect(html.contains("margin-top:"))
    }

    @MainActor @Test
    func baselinesLineUpInChromiumAndBothOutputsFollowTheEngine() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"), fixture: "baseline")
        let screen = try #require(screens.first)
        let report = compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page)
        var svgAgreement = SVGAgreement()
        svgAgreement.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        var lines = LineAgreement()
        lines.compare(engine: screen.engine, browser: screen.html.nodes ?? [], page: screen.page)
        print("baseline agreement: HTML \(report)\n\(svgAgreement)\n\(lines)")
        expectAgreement(report)
        expectAgreement(svgAgreement.boxReport)
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
        #expect(lines.mismatches.isEmpty, "\(lines)")

        // Chromium's own baselines, not the engine's: each row's lines on one y.
        let browserLines = (screen.html.nodes ?? []).flatMap { $0.lines ?? [] }
        var widest = 0.0
        for row in Self.alignedLines {
            let ys = try row.map { text in try #require(browserLines.first { $0.text.trimmingCharacters(in: .whitespaces) == text }, "no line \(text)").baseline }
            widest = max(widest, ys.max()! - ys.min()!)
            #expect((ys.max()! - ys.min()!) <= 1, "\(row): baselines \(ys)")
        }
        print("baseline rows in Chromium: \(Self.alignedLines.count) rows, largest spread of one row's baselines \(widest) px")
    }
}
