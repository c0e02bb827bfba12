import Foundation
import Testing
import Trellis
import TrellisCLI
import TrellisRaster
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

@Suite(.serialized, .enabled(if: RsvgConvert.shouldRun, "needs rsvg-convert on PATH (required on CI)"))
struct RsvgConvertTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-rsvg-\(UUID().uuidString)")

    /// So that an empty report means something: a broken file is reported, with the exit status.
    @Test func brokenFileIsReported() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("broken.svg").path
        try "<svg".write(toFile: path, atomically: true, encoding: .utf8)
        let report = try RsvgConvert.warnings(for: path)
        #expect(report.contains("XML parse error"))
        #expect(report.hasSuffix("rsvg-convert exited 1"))
    }

    /// Every gallery SVG under every theme, scheme and canvas: rsvg-convert reads it without a
    /// word, and the in-process rasterizer (`--format png`) writes the very bytes it writes, both
    /// being librsvg drawing into cairo.
    @MainActor @Test func gallerySVGsRenderWithoutAWarningAndAsTheCommandWritesThem() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = SitePlan.make(
            pages: galleryPages, themes: Theme.all, colorSchemes: ColorScheme.allCases, canvases: RenderCanvas.builtIn)
        let output = await SiteRenderer(
            check: libxml2Check, writesHTML: false, writesSVG: true, pngScales: [1], rasterizer: TrellisCommandLine.librsvg
        ).render(plan)
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: folder.path).write(output.files)
        let svgs = output.files.map(\.path).filter { $0.hasSuffix(".svg") }
        #expect(svgs.count == plan.documents.count)
        let theirs = folder.appendingPathComponent("rsvg-convert.png").path
        var identical = 0
        for svg in svgs {
            let report = try RsvgConvert.warnings(for: folder.appendingPathComponent(svg).path, pngPath: theirs)
            #expect(report == "", "\(svg)")
            let ours = try Data(contentsOf: folder.appendingPathComponent(SiteRenderer.pngPath(forSVG: svg, scale: 1)))
            if ours == (try Data(contentsOf: URL(fileURLWithPath: theirs))) { identical += 1 } else { Issue.record("\(svg): the PNGs differ") }
        }
        print("rsvg-convert: \(svgs.count) gallery SVGs without a warning; \(identical) PNGs byte-identical to --format png's")
    }
}
