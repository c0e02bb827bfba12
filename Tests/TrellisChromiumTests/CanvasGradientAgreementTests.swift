import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisRaster
@testable import TrellisTestSupport

@Suite(.serialized, .enabled(if: ChromiumHarness.shouldRun, ChromiumHarness.skipMessage))
struct CanvasGradientAgreementTests {
    /// `TRELLIS_CANVAS_GRADIENTS_OUT=DIR` keeps the pages and screenshots.
    @MainActor @Test func gradientShadingsPaintTheirColorsInBothDocuments() async throws {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_CANVAS_GRADIENTS_OUT"].map { URL(fileURLWithPath: $0) }
        let directory = try kept ?? temporaryDirectory()
        defer { if kept == nil { try? FileManager.default.removeItem(at: directory) } }
        let plan = SitePlan.make(pages: CanvasGradientScreens.pages, themes: [.marigold])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var worst = 0
        var failures: [String] = []
        for screen in screens {
            let canvas = try #require(screen.html.nodes?.first { $0.width == 300 && $0.height == 200 })
            for (document, page) in [("svg", screen.svg), ("html", screen.html)] {
                let image = try RasterImage(png: Array(Data(contentsOf: URL(fileURLWithPath: try #require(page.screenshot)))))
                for sample in CanvasGradientScreens.samples {
                    let pixel = image[Int(canvas.x + sample.x), Int(canvas.y + sample.y)]
                    let expected = (red: 255 * (1 - sample.t), blue: 255 * sample.t)
                    let off = Int(max(abs(Double(pixel.red) - expected.red), abs(Double(pixel.blue) - expected.blue), Double(pixel.green)).rounded())
                    worst = max(worst, off)
                    if off > 12 { failures.append("\(document) at (\(sample.x), \(sample.y)): \(pixel), wanted t = \(sample.t)") }
                }
            }
        }
        print("canvas gradients: \(CanvasGradientScreens.samples.count) points in each document, largest channel difference \(worst)")
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
