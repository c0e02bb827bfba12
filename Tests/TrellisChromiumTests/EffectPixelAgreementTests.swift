import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// The effect screens in headless Chromium: at most 1% of pixels differ between each SVG's
/// screenshot and its HTML screen's. Their boxes and lines are compared in `EffectAgreementTests`.
@Suite(.serialized, .enabled(if: ChromiumHarness.shouldRun, ChromiumHarness.skipMessage))
struct EffectPixelAgreementTests {
    @MainActor @Test func bothOutputsOfEveryEffectScreenLookAlike() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plan = SitePlan.make(pages: effectPages, themes: [.marigold], colorSchemes: [.light])
        try await ChromiumHarness.writeSVGAndHTMLSite(plan, to: directory)
        let screens = try ChromiumHarness.measureScreens(of: plan, in: directory, screenshots: directory.appendingPathComponent("screenshots"))
        var agreement = SVGAgreement()
        agreement.pixels.limit = 0.01
        try ChromiumHarness.comparePixels(of: screens, into: &agreement)
        print("effect pixels: \(agreement.pixels)")
        #expect(agreement.pixels.shares.count == screens.count)
        #expect(agreement.pixels.problems.isEmpty && agreement.pixels.overLimit.isEmpty, "\(agreement.pixels)")
    }
}
