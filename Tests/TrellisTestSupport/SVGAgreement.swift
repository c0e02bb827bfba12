import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite

/// How far an SVG, measured in Chromium, is from the engine's frames and from its HTML page,
/// page by page: the painted boxes, the symbols' drawings, the text lines and the pixels.
struct SVGAgreement: CustomStringConvertible {
    /// The elements SVG paints a node's area with; a `text` or `g` is measured by its lines, and a
    /// symbol's `svg` by its drawing.
    static let shapeTags: Set<String> = ["rect", "path", "circle", "ellipse"]
    /// Node kinds that paint an area of their own, so the SVG must have an element for each:
    /// leaves that fill their frame and the chrome's backgrounds. Everything else only arranges
    /// (its content covers it) or is measured another way (text, image).
    static let paintingKinds: Set<String> = ["shape", "color", "divider", "list", "navigationBar", "picker"]

    /// Each painted element's box against the engine's frame, within 1 px.
    var boxes: [AgreementReport] = []
    /// Each symbol's drawing in the SVG against the same symbol's drawing in the HTML, within 1 px.
    var drawings: [AgreementReport] = []
    /// Symbols whose drawing leaves their frame, or that one document does not draw.
    var drawingProblems: [String] = []
    /// SVG elements of any kind with a node id the engine has no node for.
    var strayIDs: [String] = []
    var lines = SVGLineAgreement()
    var pixels = PixelAgreement()

    /// Compares one page: `engine` is its layout JSON, `svg` and `html` what Chromium measured.
    mutating func compare(engine allEntries: [LayoutEntry], svg: BrowserPage, html: BrowserPage, page: String) {
        let svgNodes = svg.nodes ?? []
        let known = Set(allEntries.map(\.id))
        // The SVG leaves out what lies wholly outside the canvas (SVGWalk.visibleArea): only the
        // nodes that reach the screen are expected in it.
        let engine = html.screens?.first.map { screen in
            allEntries.filter { entry in
                !(entry.x + entry.width < 0 || entry.x > screen.width || entry.y + entry.height < 0 || entry.y > screen.height)
            }
        } ?? allEntries
        strayIDs += svgNodes.filter { !known.contains($0.id) }.map { "\(page) \($0.id) (\($0.tag))" }
        var painted: [String: Box] = [:]
        for node in svgNodes where Self.shapeTags.contains(node.tag) { painted[node.id] = node.box }
        boxes.append(TrellisTestSupport.compare(
            engine: engine, browser: painted, page: page, expectsElement: { Self.paintingKinds.contains($0.kind) }))
        compareDrawings(engine: engine, svg: svgNodes, html: html.nodes ?? [], page: page)
        lines.compare(engine: engine, svg: svgNodes, html: html.nodes ?? [], page: page)
    }

    /// A symbol's viewport is its frame, but it draws inside it with a margin, and SVG has no
    /// box for the viewport (Chromium's getBoundingClientRect of a nested `svg` is its content's),
    /// so the drawing is compared: with the HTML's drawing of the same symbol at its CSS box, and
    /// with the engine's frame, which must hold it.
    private mutating func compareDrawings(engine: [LayoutEntry], svg: [BrowserNode], html: [BrowserNode], page: String) {
        let svgDrawn = Dictionary(svg.compactMap { node in node.drawn.map { (node.id, $0) } }, uniquingKeysWith: { a, _ in a })
        let htmlDrawn = Dictionary(html.compactMap { node in node.drawn.map { (node.id, $0) } }, uniquingKeysWith: { a, _ in a })
        var reference: [LayoutEntry] = []
        for entry in engine where entry.kind == "image" {
            guard let drawing = htmlDrawn[entry.id] else {
                drawingProblems.append("\(page) \(entry.id): the HTML draws no symbol")
                continue
            }
            reference.append(LayoutEntry(id: entry.id, kind: "image", x: drawing.x, y: drawing.y, width: drawing.width, height: drawing.height))
            if let mine = svgDrawn[entry.id], !Self.contains(entry.box, mine, tolerance: 1) {
                drawingProblems.append("\(page) \(entry.id): the SVG's drawing \(mine) leaves the frame \(entry.box)")
            }
        }
        drawings.append(TrellisTestSupport.compare(engine: reference, browser: svgDrawn, page: page))
    }

    static func contains(_ outer: Box, _ inner: Box, tolerance: Double) -> Bool {
        inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance
            && inner.x + inner.width <= outer.x + outer.width + tolerance
            && inner.y + inner.height <= outer.y + outer.height + tolerance
    }

    var boxReport: AgreementReport { AgreementReport.combined(boxes) }
    var drawingReport: AgreementReport { AgreementReport.combined(drawings) }

    var passed: Bool {
        boxReport.passed && drawingReport.passed && drawingProblems.isEmpty && strayIDs.isEmpty && lines.mismatches.isEmpty
            && pixels.overLimit.isEmpty && pixels.problems.isEmpty
    }

    var description: String {
        var out = ["boxes (painted elements against the engine's frames): \(boxReport)",
                   "symbols (SVG drawing against the HTML's): \(drawingReport)"]
        if !drawingProblems.isEmpty { out.append("symbol problems: " + drawingProblems.prefix(20).joined(separator: "; ")) }
        if !strayIDs.isEmpty { out.append("ids with no engine node: " + strayIDs.prefix(20).joined(separator: ", ")) }
        out.append("lines (SVG against the HTML): \(lines)")
        out.append("pixels (SVG screenshot against the HTML screen): \(pixels)")
        return out.joined(separator: "\n")
    }
}

/// Each text's lines in the SVG against the same lines in the HTML, both measured in Chromium:
/// the same count, and each line's start x, baseline y and width within half a pixel.
struct SVGLineAgreement: CustomStringConvertible {
    var tolerance = 0.5
    var textsCompared = 0
    var linesCompared = 0
    var largest = 0.0
    var worst: String?
    var mismatches: [String] = []

    mutating func compare(engine: [LayoutEntry], svg: [BrowserNode], html: [BrowserNode], page: String) {
        let svgNodes = Dictionary(svg.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let htmlNodes = Dictionary(html.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for entry in engine {
            let expected = (entry.lines ?? []).filter { !$0.text.isEmpty }
            guard !expected.isEmpty else { continue }
            guard let mine = svgNodes[entry.id]?.lines?.filter({ !Self.trimmed($0.text).isEmpty }) else {
                mismatches.append("\(page) \(entry.id): the SVG has no text for \(expected.map(\.text))")
                continue
            }
            guard let theirs = htmlNodes[entry.id]?.lines?.filter({ !$0.text.isEmpty }) else {
                mismatches.append("\(page) \(entry.id): the HTML has no text for \(expected.map(\.text))")
                continue
            }
            textsCompared += 1
            guard mine.map({ Self.trimmed($0.text) }) == theirs.map({ Self.trimmed($0.text) }) else {
                mismatches.append("\(page) \(entry.id): SVG lines \(mine.map(\.text)), HTML lines \(theirs.map(\.text))")
                continue
            }
            for (svgLine, htmlLine) in zip(mine, theirs) {
                linesCompared += 1
                let difference = max(abs(svgLine.x - htmlLine.x), abs(svgLine.baseline - htmlLine.baseline), abs(svgLine.width - htmlLine.width))
                let line = "\(page) \(entry.id) \(htmlLine.text.debugDescription): SVG x \(svgLine.x) baseline \(svgLine.baseline) width \(svgLine.width), HTML x \(htmlLine.x) baseline \(htmlLine.baseline) width \(htmlLine.width)"
                if difference > largest || worst == nil {
                    largest = difference
                    worst = line
                }
                if difference > tolerance { mismatches.append(line) }
            }
        }
    }

    /// The HTML's lines leave out the spaces that hang at a line's end; an SVG line keeps the
    /// spaces the engine's line has.
    static func trimmed(_ text: String) -> Substring {
        var text = text[...]
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }

    var description: String {
        "\(textsCompared) texts, \(linesCompared) lines, largest difference \(String(format: "%.3f", largest)) px"
            + (worst.map { " (\($0))" } ?? "")
            + (mismatches.isEmpty ? "" : "; \(mismatches.count) over \(tolerance) px:\n" + mismatches.prefix(20).joined(separator: "\n"))
    }
}

/// Each page's share of pixels that differ between the SVG's screenshot and the HTML screen's.
struct PixelAgreement: CustomStringConvertible {
    /// The largest share of pixels allowed to differ, per page.
    var limit = 0.01
    /// Each page with its share, in page order.
    var shares: [(page: String, share: Double)] = []
    var overLimit: [String] = []
    /// Pairs that could not be compared (a size mismatch, an unreadable screenshot).
    var problems: [String] = []

    mutating func add(page: String, result: PixelComparison) {
        if let error = result.error {
            problems.append("\(page): \(error)")
            return
        }
        let share = result.share
        shares.append((page, share))
        if share > limit { overLimit.append("\(page) \(Self.percent(share))") }
    }

    static func percent(_ share: Double) -> String { String(format: "%.3f%%", share * 100) }

    var description: String {
        let worst = shares.max { $0.share < $1.share }
        return "\(shares.count) pages, largest share \(worst.map { "\(Self.percent($0.share)) (\($0.page))" } ?? "none"), limit \(Self.percent(limit))"
            + (overLimit.isEmpty ? "" : "; over the limit: " + overLimit.joined(separator: ", "))
            + (problems.isEmpty ? "" : "; not compared: " + problems.joined(separator: ", "))
            + "\n" + shares.map { "  \($0.page) \(Self.percent($0.share))" }.joined(separator: "\n")
    }
}

/// One pair of PNGs as `scripts/chromium-pixels.py` compared them.
struct PixelComparison: Decodable, Sendable {
    var a: String
    var b: String
    var width: Int?
    var height: Int?
    /// Pixels where some channel differs by more than the threshold.
    var differing: Int?
    /// The largest difference of any channel of any pixel.
    var largest: Int?
    var error: String?

    var share: Double {
        guard let width, let height, let differing, width * height > 0 else { return 1 }
        return Double(differing) / Double(width * height)
    }
}

extension ChromiumHarness {
    static let pixelScript = script.deletingLastPathComponent().appendingPathComponent("chromium-pixels.py")

    /// Compares each pair of PNG files in one Chromium: the pixels where some channel differs by
    /// more than `threshold` (of 255).
    static func comparePixels(_ pairs: [(URL, URL)], threshold: Int = 32) throws -> [PixelComparison] {
        guard let python = executable("python3") else { throw ChromiumHarnessError.unavailable("python3 is not on PATH") }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pixels-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try runWithStatus(
            python, [pixelScript.path, "--threshold", String(threshold), "--output", output.path] + pairs.flatMap { [$0.0.path, $0.1.path] })
        if result.status == 77 { throw ChromiumHarnessError.unavailable(result.errors) }
        guard result.status == 0 || result.status == 1, let data = FileManager.default.contents(atPath: output.path) else {
            throw ChromiumHarnessError.failed(status: result.status, message: result.errors)
        }
        struct Report: Decodable { var pairs: [PixelComparison] }
        return try JSONDecoder().decode(Report.self, from: data).pairs
    }
}

/// One screen as Chromium measured it twice, as its SVG and as its HTML page, with the engine's
/// frames for it: what every SVG agreement test compares.
struct MeasuredScreen {
    var page: String
    var engine: [LayoutEntry]
    var svg: BrowserPage
    var html: BrowserPage
}

extension ChromiumHarness {
    /// Renders `plan` as HTML with node ids, SVG and layout JSON, checked by libxml2, into
    /// `directory` (with the fonts), ready to be measured.
    @MainActor
    static func writeSVGAndHTMLSite(_ plan: SitePlan, to directory: URL) async throws {
        let output = await SiteRenderer(check: libxml2Check, writesLayout: true, writesSVG: true).render(plan)
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: directory.path).write(output.files + FontAssets.files() + FontAssets.scriptFallbackFiles(for: output.files))
    }

    /// Measures each document of `plan`, written in `directory`, as SVG and as HTML in one
    /// Chromium. They alternate, so each pair's screenshots sit side by side in `screenshots`.
    /// With a `fixture`, the measurements come from it unless `TRELLIS_CHROMIUM` asks for
    /// Chromium (`ChromiumBoxFixtures`), and there are screenshots only when Chromium measures.
    static func measureScreens(of plan: SitePlan, in directory: URL, screenshots: URL?, fixture: String? = nil) throws -> [MeasuredScreen] {
        let pages = plan.documents.map { directory.appendingPathComponent($0.path) }
        let svgs = plan.documents.map { directory.appendingPathComponent(SiteRenderer.svgPath(forPage: $0.path)) }
        let files = zip(svgs, pages).flatMap { [$0, $1] }
        let measured = try fixture.map { try ChromiumBoxFixtures.measure(files, fixture: $0, lines: true, screenshots: screenshots) }
            ?? measure(files, lines: true, screenshots: screenshots)
        try #require(measured.count == 2 * pages.count)
        var screens: [MeasuredScreen] = []
        for (index, url) in pages.enumerated() {
            let svg = measured[2 * index], html = measured[2 * index + 1]
            try svg.requireMeasured()
            try html.requireMeasured()
            let engine = try LayoutEntry.load(directory.appendingPathComponent(SiteRenderer.layoutPath(forPage: plan.documents[index].path)))
            screens.append(MeasuredScreen(page: pageName(url), engine: engine, svg: svg, html: html))
        }
        return screens
    }

    /// Each screen's SVG screenshot against its HTML one, into `agreement`'s pixel figures.
    static func comparePixels(of screens: [MeasuredScreen], into agreement: inout SVGAgreement) throws {
        let pairs = try screens.map { screen in
            (URL(fileURLWithPath: try #require(screen.svg.screenshot)), URL(fileURLWithPath: try #require(screen.html.screenshot)))
        }
        for (screen, result) in zip(screens, try comparePixels(pairs)) {
            agreement.pixels.add(page: screen.page, result: result)
        }
    }
}
