import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// Catalog images drawn by a Canvas, as layered artwork is: at a point at their own size, or
/// stretched into a rect, under the context's transform, in both outputs, every document valid.
@MainActor @Suite struct CanvasAssetImageTests {
    private func documents(_ view: some View) async throws -> (svg: String, html: String) {
        let page = SitePage(id: "canvas", title: "Canvas") { AnyView(view) }
        let plan = SitePlan.make(pages: [page], themes: [.marigold], assets: try AssetFixture.catalog().namedAssets)
        let output = await SiteRenderer(check: libxml2Check, writesSVG: true).render(plan)
        try #require(output.failures.isEmpty, "\(output.failures)")
        func text(_ suffix: String) throws -> String {
            let file = try #require(output.files.first { $0.path.hasSuffix("canvas" + suffix) })
            return String(decoding: file.contents, as: UTF8.self)
        }
        return (try text(".svg"), try text(".html"))
    }

    @Test func anImageAtAPointIsItsCatalogSizeCenteredThereAndOneInARectFillsIt() async throws {
        let (svg, html) = try await documents(
            Canvas { context, _ in
                context.draw(Image("mark"), at: CGPoint(x: 50, y: 40))
                context.translateBy(x: 100, y: 0)
                context.scaleBy(x: 2, y: 2)
                context.draw(Image("mark"), in: CGRect(x: 0, y: 5, width: 30, height: 15))
            }
            .frame(width: 200, height: 80))
        for document in [svg, html] {
            // 40×40 points, centered on (50, 40); the second under the context's translate and scale.
            #expect(document.contains(#"<image x="30" y="20" width="40" height="40" preserveAspectRatio="none" xlink:href="../assets/images/mark.svg"/>"#), "\(document)")
            #expect(document.contains(#"<image x="0" y="5" width="30" height="15" preserveAspectRatio="none" transform="matrix(2 0 0 2 100 0)" xlink:href="../assets/images/mark.svg"/>"#))
        }
        #expect(html.contains(#"xmlns:xlink="http://www.w3.org/1999/xlink""#), "the inline SVG declares the namespace its references use")
    }

    @Test func anImageNoCatalogHasStopsTheRenderNamingIt() {
        let tree = Canvas { context, _ in context.draw(Image("missing"), at: .zero) }.frame(width: 100, height: 100).resolved()
        #expect(throws: RenderError(reason: .unknownImage(name: "missing"), path: "frame > canvas[0]")) { try SVGEmitter().render(tree) }
        #expect(throws: RenderError(reason: .unknownImage(name: "missing"), path: "frame > canvas[0]")) { try HTMLEmitter().render(tree) { _ in nil } }
    }
}
