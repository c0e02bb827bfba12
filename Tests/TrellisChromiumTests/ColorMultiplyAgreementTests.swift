import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisRaster
@testable import TrellisTestSupport

@Suite(.serialized, .enabled(if: ChromiumHarness.shouldRun, ChromiumHarness.skipMessage))
struct ColorMultiplyAgreementTests {
    /// `TRELLIS_COLOR_MULTIPLY_OUT=DIR` keeps the pages and screenshots.
    @MainActor @Test func multipliedWhiteIsTheColorInBothDocuments() async throws {
        let kept = ProcessInfo.processInfo.environment["TRELLIS_COLOR_MULTIPLY_OUT"].map { URL(fileURLWithPath: $0) }
        let directory = try kept ?? temporaryDirectory()
        defer { if kept == nil { try? FileManager.default.removeItem(at: directory) } }
        let plan = SitePlan.make(pages: ColorMultiplyScreens.pages, themes: [.marigold])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var failures: [String] = []
        for screen in screens {
            let squares = (screen.html.nodes ?? []).filter { $0.width == 60 && $0.height == 60 }
            #expect(squares.count >= 2, "\(screen.html.nodes ?? [])")
            for (document, page) in [("svg", screen.svg), ("html", screen.html)] {
                let image = try RasterImage(png: Array(Data(contentsOf: URL(fileURLWithPath: try #require(page.screenshot)))))
                for square in squares {
                    let pixel = image[Int(square.x + 30), Int(square.y + 30)]
                    let off = max(abs(Int(pixel.red) - 255), abs(Int(pixel.green) - 128), Int(pixel.blue))
                    if off > 3 { failures.append("\(document) square at x \(square.x): \(pixel)") }
                    // Outside the square the black background is left as it is.
                    let outside = image[Int(square.x + 30), Int(square.y - 10)]
                    if max(outside.red, outside.green, outside.blue) > 3 { failures.append("\(document) above x \(square.x): \(outside)") }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    }
}
