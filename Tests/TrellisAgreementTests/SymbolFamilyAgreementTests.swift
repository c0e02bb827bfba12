import Foundation
import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

@MainActor struct SymbolFamilyAgreementTests {
    /// In both formats each drawing (the union of its shapes, strokes included) stays inside the
    /// box the engine gave it and spans most of it across its wider side, so a grid neither
    /// crops the drawing nor leaves it floating small in a box too wide or too tall for it.
    @Test
    func eachDrawingFillsItsBoxWithoutSpillingOut() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = await SymbolFamilySheet.output()
        try #require(output.failures.isEmpty, "\(output.failures)")
        try SiteWriter(directory: directory.path).write(output.files + FontAssets.files())
        let files = output.files.map(\.path).filter { $0.hasPrefix("marigold/") && ($0.hasSuffix(".html") || $0.hasSuffix(".svg")) }.sorted()
            .map { directory.appendingPathComponent($0) }
        var checked = 0
        for page in try ChromiumBoxFixtures.measure(files, fixture: "symbol-family") {
            try page.requireMeasured()
            for node in page.nodes ?? [] where node.tag == "svg" {
                guard let drawn = node.drawn, node.height < 60 else { continue }
                let slack = 0.08 * node.height
                #expect(drawn.x >= node.x - slack && drawn.x + drawn.width <= node.x + node.width + slack, "\(page.file) \(node.id): \(drawn) in \(node.box)")
                #expect(drawn.y >= node.y - slack && drawn.y + drawn.height <= node.y + node.height + slack, "\(page.file) \(node.id): \(drawn) in \(node.box)")
                #expect(max(drawn.width / node.width, drawn.height / node.height) > 0.72, "\(page.file) \(node.id): \(drawn) in \(node.box)")
                checked += 1
            }
        }
        #expect(checked == 2 * 2 * SymbolFamilySheet.added.count)
    }
}
