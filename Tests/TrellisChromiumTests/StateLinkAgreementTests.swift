import Foundation
import Testing
import Trellis
import TrellisGallery
import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// A state variant's link, followed by Chromium.
@MainActor @Suite struct StateLinkAgreementTests {
    /// Chromium follows the link from file://: the Brinjal segment's href, read from the loaded
    /// page's DOM, names a file that exists and shows StyleView with Brinjal selected.
    @Test(.enabled(if: ChromiumHarness.shouldRun, ChromiumHarness.skipMessage))
    func inChromiumTheBrinjalSegmentLeadsToTheBrinjalPage() async throws {
        let plan = SitePlan.make(pages: [try StateVariants.galleryPage("plant-app")], themes: [.marigold])
        let output = await StateVariants.render(plan)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-states-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        try SiteWriter(directory: folder.path).write(output.files)
        let page = folder.appendingPathComponent("marigold/plant-app--style-view.html")
        let dom = try StateVariants.chromiumDOM(of: page)
        let anchor = try #require(dom.range(of: #"<a [^>]*role="radio"[^>]*>(?:(?!</a>).)*Brinjal"#, options: .regularExpression))
        let href = try #require(dom[anchor].firstMatch(of: /href="([^"]+)"/)?.1)
        let target = page.deletingLastPathComponent().appendingPathComponent(String(href))
        #expect(FileManager.default.fileExists(atPath: target.path))
        let targetDOM = try StateVariants.chromiumDOM(of: target)
        #expect(targetDOM.contains(#"role="radio" aria-checked="true"><span class="#) )
        #expect(targetDOM.range(of: #"aria-checked="true"><span[^>]*>Brinjal</span>"#, options: .regularExpression) != nil)
    }
}
