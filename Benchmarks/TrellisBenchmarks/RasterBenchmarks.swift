import Foundation
import Trellis
import TrellisGallery
import TrellisRaster
import TrellisSite

/// `--format png`: one gallery screen's SVG to PNG in-process, beside the same file through the
/// `rsvg-convert` binary (what a script would otherwise run per image), in the same run.
@MainActor
struct RasterBenchmarks {
    var measurement: Measurement
    var scratch: String

    func run(into table: inout ResultTable) async throws {
        let pages = Gallery.pages.map { SitePage(id: $0.id, title: $0.title, summary: $0.summary, makeView: $0.makeView) }
        let plan = SitePlan.make(pages: pages, themes: [Theme.all[0]])
        let output = await SiteRenderer(writesHTML: false, writesSVG: true).render(plan, concurrently: false)
        // The largest screen: the most elements and text for librsvg to draw.
        guard let file = output.files.filter({ $0.path.hasSuffix(".svg") }).max(by: { $0.contents.count < $1.contents.count }),
              let converter = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"].first(where: FileManager.default.isExecutableFile)
        else {
            table.note("png: skipped (no SVG rendered, or rsvg-convert is not installed)")
            return
        }
        let svg = String(decoding: file.contents, as: UTF8.self)
        let path = scratch + "/raster.svg"
        try file.contents.write(to: URL(fileURLWithPath: path))
        let rasterizer = PNGRasterizer()
        for scale in [1, 2] {
            let pair = measurement.pair(
                subject: { (try? rasterizer.png(fromSVG: svg, scale: Double(scale)))?.count ?? 0 },
                baseline: { Self.convert(converter, path, zoom: scale) })
            let png = (try? rasterizer.png(fromSVG: svg, scale: Double(scale))) ?? []
            table.add(ResultRow(
                name: "png \(scale)x in-process (\(file.path))", count: 1, unit: "images",
                median: pair.subject, baseline: pair.baseline,
                baselineName: "rsvg-convert --zoom \(scale) on the same file, a child process",
                note: "\(svg.utf8.count / 1000) kB SVG → \(png.count / 1000) kB PNG"))
        }
    }

    private static func convert(_ executable: String, _ path: String, zoom: Int) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--zoom", String(zoom), path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
