import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// The drawing screens (DrawingScreens.swift) in headless Chromium: each SVG's screenshot against
/// its HTML screen's. Their boxes are compared in `DrawingAgreementTests`.
@Suite(.serialized, .enabled(if: ChromiumHarness.shouldRun, ChromiumHarness.skipMessage))
struct DrawingPixelAgreementTests {
    @MainActor @Test func shapesAndPathsLookTheSameInBothDocuments() async throws {
        let directory = try ProcessInfo.processInfo.environment["TRELLIS_DRAWING_DIR"].map { URL(fileURLWithPath: $0) } ?? temporaryDirectory()
        let plan = SitePlan.make(pages: DrawingScreens.pages, themes: [.marigold])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let shots = ProcessInfo.processInfo.environment["TRELLIS_SCREENSHOTS"].map { URL(fileURLWithPath: $0) } ?? directory.appendingPathComponent("screenshots")
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: shots)
        var agreement = SVGAgreement()
        try ChromiumHarness.comparePixels(of: screens, into: &agreement)
        print("drawing pixels: \(agreement.pixels)")
        #expect(agreement.pixels.overLimit.isEmpty, "\(agreement.pixels)")
        // A circle's centred stroke reaches outside its box; the HTML once drew it as a background,
        // cut square there: 0.46% of the strokes page differed then, 0.04% once it was inline SVG.
        let strokes = try #require(agreement.pixels.shares.first { $0.page.hasSuffix("strokes.html") })
        #expect(strokes.share < 0.002, "\(agreement.pixels)")
    }
}
