import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// The SVG emitter's look: every gallery page under every theme on the phone canvas, its SVG's
/// screenshot against its HTML screen's (`scripts/chromium-pixels.py`): at most 1% of pixels
/// differ by more than 32 in a channel, on every page. Their boxes and lines are compared in
/// `SVGAgreementTests`.
@Suite(.serialized, .enabled(if: ChromiumHarness.shouldRun, ChromiumHarness.skipMessage))
struct SVGPixelAgreementTests {
    @MainActor @Test func everyGallerySVGLooksLikeItsHTMLScreen() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = SitePlan.make(pages: galleryPages, themes: Theme.all)
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var agreement = SVGAgreement()
        try ChromiumHarness.comparePixels(of: screens, into: &agreement)
        print("svg pixels: \(agreement.pixels)")
        #expect(agreement.pixels.shares.count == screens.count && agreement.pixels.problems.isEmpty, "\(agreement.pixels)")
        #expect(agreement.pixels.overLimit.isEmpty, "\(agreement.pixels)")
    }

    /// The pixel comparison itself, on PNGs Chromium draws here: one page against itself, and
    /// against a copy with a block of another color, whose share it must count exactly.
    @Test func pixelComparisonCountsThePixelsThatDiffer() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        func page(_ name: String, block: String) throws -> URL {
            let url = directory.appendingPathComponent(name)
            try """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100" height="50" viewBox="0 0 100 50">
                <rect width="100" height="50" fill="#ffffff"/><rect id="n0" x="10" y="10" width="20" height="10" fill="\(block)"/>
                </svg>
                """.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        let files = [try page("a.svg", block: "#ffffff"), try page("b.svg", block: "#e0e0e0"), try page("c.svg", block: "#000000")]
        let shots = directory.appendingPathComponent("shots")
        let measured = try ChromiumHarness.measure(files, screenshots: shots)
        let png = try measured.map { URL(fileURLWithPath: try #require($0.screenshot)) }
        let results = try ChromiumHarness.comparePixels([(png[0], png[0]), (png[0], png[1]), (png[0], png[2])])
        #expect(results.map(\.differing) == [0, 0, 200], "a difference of 31 is under the threshold, 255 over it")
        #expect(results.map(\.largest) == [0, 31, 255])
        #expect(results[2].share == 0.04)
        var pixels = PixelAgreement()
        for (name, result) in zip(["same", "faint", "black"], results) { pixels.add(page: name, result: result) }
        #expect(pixels.overLimit == ["black 4.000%"])
    }
}
