import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// Emoji sequences and CJK text, alone and among Latin, one line and wrapped, as HTML and SVG in
/// headless Chromium with the site's own subsets of Noto Color Emoji and Noto Sans CJK JP: each
/// node's box within 1 px of the engine's frame, each line's start, baseline and width within half
/// a pixel of the engine's in the HTML and the HTML's in the SVG, and the pages valid.
@Suite(.serialized)
struct ScriptFallbackAgreementTests {
    static let pages = [
        SitePage(id: "emoji", title: "Emoji") {
            AnyView(VStack(alignment: .leading, spacing: 12) {
                Text("Hi \u{1F44B} there")
                Text("Family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}, flags \u{1F1EF}\u{1F1F5} \u{1F1FA}\u{1F1F8}")
                Text("Thumbs \u{1F44D}\u{1F3FD}\u{1F44D}\u{1F3FF} keycap 1\u{FE0F}\u{20E3} heart \u{2764}\u{FE0F} and \u{2764}")
                    .font(.title2)
                Text("\u{1F389} Party at eight \u{1F382}\u{1F388}, bring \u{1F355} and \u{1F964}, we will play \u{1F3B2} until late \u{1F319}")
                Text("\u{1F680} Launch").font(.largeTitle).bold()
            }
            .frame(width: 220)
            .padding())
        },
        SitePage(id: "cjk", title: "CJK") {
            AnyView(VStack(alignment: .leading, spacing: 12) {
                Text("\u{65E5}\u{672C}\u{8A9E}\u{306E}\u{30C6}\u{30AD}\u{30B9}\u{30C8}\u{3067}\u{3059}\u{3002}\u{300C}\u{5F15}\u{7528}\u{300D}\u{3068}Latin words\u{3002}")
                Text("\u{4F60}\u{597D}\u{FF0C}\u{4E16}\u{754C}\u{FF01}\u{8FD9}\u{662F}\u{4E00}\u{6BB5}\u{4E2D}\u{6587}\u{6587}\u{5B57}\u{FF0C}\u{5B83}\u{4F1A}\u{6362}\u{884C}\u{3002}")
                    .bold()
                Text("\u{6771}\u{4EAC} Tokyo \u{1F5FC} and \u{D55C}\u{AD6D}\u{C5B4} Korean").font(.headline)
                Text("\u{6F22}\u{5B57}").font(.largeTitle)
            }
            .frame(width: 200)
            .padding())
        },
    ]

    @MainActor @Test func emojiAndCJKLandWhereTheEngineMeasuredThem() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        // The site ships both subsets (the pages use emoji and CJK), each far below the whole face.
        let assets = directory.appendingPathComponent("assets")
        for name in ["NotoColorEmoji.ttf", "NotoSansCJK-Regular-JP.otf", "NotoSansCJK-Bold-JP.otf"] {
            let size = try #require(try FileManager.default.attributesOfItem(atPath: assets.appendingPathComponent(name).path)[.size] as? Int)
            #expect(size < 300_000, "\(name): \(size) bytes")
        }
        let shots = ProcessInfo.processInfo.environment["TRELLIS_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
        let pages = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: shots, fixture: "script-fallback")
        var reports: [AgreementReport] = []
        var lines = LineAgreement()
        var svgAgreement = SVGAgreement()
        for screen in pages {
            reports.append(compare(engine: screen.engine, browser: screen.html.boxes, page: screen.page))
            lines.compare(engine: screen.engine, browser: screen.html.nodes ?? [], page: screen.page)
            svgAgreement.compare(engine: screen.engine, svg: screen.svg, html: screen.html, page: screen.page)
        }
        print("emoji and CJK: \(lines)\nsvg: \(svgAgreement.lines)")
        expectAgreement(AgreementReport.combined(reports))
        #expect(lines.linesCompared >= 12)
        #expect(lines.mismatches.isEmpty, "\(lines)")
        #expect(svgAgreement.lines.mismatches.isEmpty, "\(svgAgreement.lines)")
    }
}
