import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisLayout
import TrellisValidation
@testable import TrellisTestSupport

/// Chromium (its boxes recorded in the fixture `container`) puts every drawn node of the container
/// screens' HTML within 1 px of the engine's frame.
@MainActor
struct ContainerAgreementTests {
    @Test func everyDrawnContainerNodeLandsWithinOnePixelOfTheEngine() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = await ContainerScreens.output()
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: directory.path).write(output.files + FontAssets.files())
        let pages = output.files.map(\.path).filter { $0.hasSuffix(".html") && $0 != "index.html" }
            .sorted().map { directory.appendingPathComponent($0) }
        let hidden = ContainerScreens.undrawnIDs()
        let report = try agreement(of: pages, fixture: "container") { entry in !hidden.contains { entry.id == $0 || entry.id.hasPrefix($0 + ".") } }
        print("containers agreement: \(pages.count) pages, \(report.compared) nodes, largest difference \(report.largest)")
        #expect(report.compared > 300)
        expectAgreement(report)
    }
}
