import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// `Image("name")` with no catalog registered: both emitters refuse it, naming it.
struct AssetImageRenderTests {
    @MainActor @Test func anAssetImageNoCatalogHasStopsTheRenderNamingIt() {
        let tree = VStack { Image("hero") }.resolved()
        #expect(throws: RenderError.self) { try HTMLEmitter().render(tree) { _ in nil } }
        do {
            _ = try SVGEmitter().render(tree)
            Issue.record("the SVG rendered")
        } catch {
            #expect(error.description.contains("image 'hero'") && error.description.contains("asset catalog"))
        }
    }
}
