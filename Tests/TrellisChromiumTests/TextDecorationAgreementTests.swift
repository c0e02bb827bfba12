import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisRaster
@testable import TrellisTestSupport

/// Underlines and strikethroughs in every pattern, in red over black text, as HTML and SVG in
/// headless Chromium (`scripts/chromium-boxes.py --screenshot-dir`): in each text's box, the red
/// pixels of the SVG's screenshot make a line within 1 px of the HTML's (its middle, thickness,
/// start and end) with as many dashes (±1), so the SVG draws the lines where Chromium does.
/// `TRELLIS_DECORATIONS_OUT=DIR` keeps the pages and screenshots.
@Suite(.serialized, .enabled(if: ChromiumHarness.shouldRun, ChromiumHarness.skipMessage))
struct TextDecorationAgreementTests {
    static let patterns: [Text.LineStyle.Pattern] = [.solid, .dot, .dash, .dashDot, .dashDotDot]
    static let fonts: [Font] = [.caption, .body, .title2, .title, .largeTitle]

    static let pages = [
        SitePage(id: "underlines", title: "Underlines") {
            AnyView(VStack(alignment: .leading, spacing: 6) {
                ForEach(0..<15, id: \.self) { index in
                    Text("mmmm mmmm").font(fonts[index / 3]).foregroundColor(.black)
                        .underline(true, pattern: patterns[index % 3], color: .red)
                }
            }
            .padding())
        },
        SitePage(id: "strikethroughs", title: "Strikethroughs") {
            AnyView(VStack(alignment: .leading, spacing: 6) {
                ForEach(0..<15, id: \.self) { index in
                    Text("mmmm mmmm").font(fonts[index / 3]).foregroundColor(.black)
                        .strikethrough(true, pattern: patterns[index % 3], color: .red)
                }
                // The view modifiers reach the texts below them.
                VStack(alignment: .leading, spacing: 10) {
                    Text("mmmm mmmm").foregroundColor(.black)
                    Text("mmmm mmmm").font(.title2).foregroundColor(.black)
                }
                .underline(true, pattern: .dash, color: .red)
            }
            .padding())
        },
    ]

    @MainActor @Test func patternedLinesInTheirColorSitWhereChromiumDrawsThem() async throws {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_DECORATIONS_OUT"].map { URL(fileURLWithPath: $0) }
        let directory = try kept ?? temporaryDirectory()
        defer { if kept == nil { try? FileManager.default.removeItem(at: directory) } }
        let plan = SitePlan.make(pages: Self.pages, themes: [.marigold])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var compared = 0
        var worst = 0.0
        var worstEnd = 0.0
        var failures: [String] = []
        for screen in screens {
            let svgImage = try RasterImage(png: Array(Data(contentsOf: URL(fileURLWithPath: try #require(screen.svg.screenshot)))))
            let htmlImage = try RasterImage(png: Array(Data(contentsOf: URL(fileURLWithPath: try #require(screen.html.screenshot)))))
            for node in screen.html.nodes ?? [] where node.tag == "span" {
                let html = RedLine(in: htmlImage, box: node.box)
                let svg = RedLine(in: svgImage, box: node.box)
                guard let html else { continue }
                compared += 1
                guard let svg else {
                    failures.append("\(screen.page) \(node.id): no line in the SVG")
                    continue
                }
                let differences = [abs(html.middle - svg.middle), abs(html.thickness - svg.thickness), abs(html.start - svg.start)]
                worst = max(worst, differences.max() ?? 0)
                // Skia spaces a dotted line's last dots a little tighter than Trellis does: its end
                // may fall short by up to one dot and gap (measured: 3 px at 34 pt).
                let endLimit = html.dashes > 20 ? 2 * html.thickness + 1 : 1
                worstEnd = max(worstEnd, abs(html.end - svg.end))
                if differences.contains(where: { $0 > 1.01 }) || abs(html.end - svg.end) > endLimit || abs(html.dashes - svg.dashes) > 1 {
                    failures.append("\(screen.page) \(node.id): html \(html) svg \(svg)")
                }
            }
        }
        print("text decorations: \(compared) lines compared, largest difference of middle, thickness and start \(worst) px, of end \(worstEnd) px")
        #expect(compared == 2 * 15 + 2)
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}

/// The red line drawn in a box of a screenshot: how much more red than green or blue a pixel
/// is counts as coverage, so black glyphs and their grey edges count for nothing.
struct RedLine: CustomStringConvertible {
    var middle: Double
    var thickness: Double
    var start: Double
    var end: Double
    /// The separate runs of red along the row that has the most.
    var dashes: Int

    init?(in image: RasterImage, box: Box) {
        let top = max(Int(box.y.rounded(.down)) - 4, 0), bottom = min(Int((box.y + box.height).rounded(.up)) + 4, image.height)
        let left = max(Int(box.x.rounded(.down)) - 4, 0), right = min(Int((box.x + box.width).rounded(.up)) + 4, image.width)
        func coverage(_ x: Int, _ y: Int) -> Double {
            let pixel = image[x, y]
            return max(0, Double(pixel.red) - Double(max(pixel.green, pixel.blue))) / 255
        }
        guard top < bottom, left < right else { return nil }
        var rows: [(y: Int, ink: Double)] = []
        for y in top..<bottom {
            let ink = (left..<right).reduce(0) { $0 + coverage($1, y) }
            if ink > 0.5 { rows.append((y, ink)) }
        }
        guard let peak = rows.max(by: { $0.ink < $1.ink }) else { return nil }
        let total = rows.reduce(0) { $0 + $1.ink }
        middle = rows.reduce(0) { $0 + (Double($1.y) + 0.5) * $1.ink } / total
        let columns = (left..<right).filter { x in rows.contains { coverage(x, $0.y) > 0.25 } }
        start = Double(columns.first ?? left)
        end = Double((columns.last ?? left) + 1)
        // Ink per inked column of the peak row's runs: the line's thickness.
        let inked = (left..<right).filter { coverage($0, peak.y) > 0.25 }
        thickness = inked.isEmpty ? 0 : inked.reduce(0) { sum, x in sum + rows.reduce(0) { $0 + coverage(x, $1.y) } } / Double(inked.count)
        var runs = 0
        var inRun = false
        for x in left..<right {
            let on = coverage(x, peak.y) > 0.25
            if on && !inRun { runs += 1 }
            inRun = on
        }
        dashes = runs
    }

    var description: String {
        func n(_ x: Double) -> String { String(format: "%.2f", x) }
        return "middle \(n(middle)) thickness \(n(thickness)) x \(n(start))–\(n(end)) dashes \(dashes)"
    }
}
