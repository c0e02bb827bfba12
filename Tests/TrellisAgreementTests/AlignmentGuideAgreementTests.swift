import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// A guide of the app's own, as apps line up a form's values: where a view sets nothing, its
/// leading edge.
struct ValueColumn: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
}

extension HorizontalAlignment {
    static let valueColumn = HorizontalAlignment(ValueColumn.self)
}

/// Alignment guides as app code writes them: a form's values on one custom guide, a view hung
/// from its middle, symbols beside text on its baseline, the baseline `Alignment` statics, grid
/// rows and lazy-grid items on baselines, an overlay's tag hung below its box.
struct AlignmentGuideScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            VStack(alignment: .valueColumn, spacing: 6) {
                HStack { Text("Name"); Text("Monstera").alignmentGuide(.valueColumn) { d in d[.leading] } }
                HStack { Text("Location"); Text("Living room").alignmentGuide(.valueColumn) { d in d[.leading] } }
            }
            HStack(alignment: .top) {
                Color.orange.frame(width: 24, height: 24)
                Text("Hung from its middle").alignmentGuide(.top) { d in d.height / 2 }
            }
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "star.fill")
                Text("Favorites").font(.title2)
            }
            HStack(alignment: .firstTextBaseline) {
                Image(systemName: "leaf").imageScale(.large)
                Text("Plants")
            }
            ZStack(alignment: .leadingFirstTextBaseline) {
                Text("Big").font(.largeTitle)
                Text("small").font(.caption).padding(.leading, 70)
            }
            Grid(alignment: .leading) {
                GridRow(alignment: .firstTextBaseline) {
                    Text("42").font(.largeTitle)
                    Text("kg").font(.caption)
                    Text("weight")
                }
                GridRow(alignment: .lastTextBaseline) {
                    Text("Two\nlines")
                    Text("End").font(.title)
                }
            }
            LazyVGrid(columns: [GridItem(.flexible(), alignment: .leadingFirstTextBaseline), GridItem(.flexible(), alignment: .leadingFirstTextBaseline)]) {
                Text("Ferns").font(.title)
                Text("12 pots").font(.caption)
            }
            Color.blue.opacity(0.3).frame(width: 80, height: 30)
                .overlay(alignment: .bottomTrailing) {
                    Text("tag").font(.caption2).alignmentGuide(.bottom) { d in d[.top] }
                }
        }
        .padding()
    }
}

/// The alignment-guide screen rendered as the site renders every page, valid, and in Chromium:
/// every node of the HTML and every painted SVG element within 1 px of the engine's frame, each
/// text's lines at the engine's (0.5 px), and the lines each row aligns by at one baseline in
/// Chromium's own HTML layout (1 px). `TRELLIS_GUIDES_OUT=DIR` keeps the files and screenshots.
@Suite(.serialized)
struct AlignmentGuideAgreementTests {
    static let pages = [SitePage(id: "guides", title: "guides", makeView: { AnyView(AlignmentGuideScreen()) })]

    /// The lines that sit on one baseline, row by row.
    static let alignedLines: [[String]] = [
        ["Big", "small"],
        ["42", "kg", "weight"],
        ["lines", "End"],
        ["Ferns", "12 pots"],
    ]

    @MainActor func renderedSite() async throws -> (URL, SitePlan, keep: Bool) {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_GUIDES_OUT"]
        let directory = try kept.map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold], colorSchemes: [.light])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        return (directory, plan, kept != nil)
    }

    @MainActor @Test func aColumnAlignedByAnAppsGuideMovesItsItemsAcross() async throws {
        let (directory, _, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let html = try String(contentsOf: directory.appendingPathComponent("marigold/guides.html"), encoding: .utf8)
        #expect(html.contains("margin-left:"))
    }

    @MainActor @Test
    func guidesLineUpInChromiumAndBothOutputsFollowTheEngine() async throws {
        let (directory, plan, keep) = try await renderedSite()
        defer { if !keep { try? FileManager.default.removeItem(at: directory) } }
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"), fixture: "alignment-guide")
        let screen = try #require(screens.first)
        let report = compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page)
        var svgAgreement = SVGAgreement()
        svgAgreement.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        var lines = LineAgreement()
        lines.compare(engine: screen.engine, browser: screen.html.nodes ?? [], page: screen.page)
        print("alignment guide agreement: HTML \(report)\n\(svgAgreement)\n\(lines)")
        expectAgreement(report)
        expectAgreement(svgAgreement.boxReport)
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
        #expect(lines.mismatches.isEmpty, "\(lines)")

        // Chromium's own layout, not the engine's numbers: each row's lines on one baseline, and
        // the form's two values starting at one x.
        let browserLines = (screen.html.nodes ?? []).flatMap { $0.lines ?? [] }
        func line(_ text: String) throws -> BrowserLine {
            try #require(browserLines.first { $0.text.trimmingCharacters(in: .whitespaces) == text }, "no line \(text)")
        }
        var widest = 0.0
        for row in Self.alignedLines {
            let ys = try row.map { try line($0).baseline }
            widest = max(widest, ys.max()! - ys.min()!)
            #expect((ys.max()! - ys.min()!) <= 1, "\(row): baselines \(ys)")
        }
        let starts = try ["Monstera", "Living room"].map { try line($0).x }
        #expect(abs(starts[0] - starts[1]) <= 1, "value column starts \(starts)")
        print("guide rows in Chromium: \(Self.alignedLines.count) rows, largest spread of one row's baselines \(widest) px; value column starts \(starts)")
    }
}
