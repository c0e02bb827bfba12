import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisRaster
@testable import TrellisTestSupport

struct CanvasGradientOutputTests {
    @MainActor @Test func aGradientShadingIsAPaintServerInBothOutputs() throws {
        let tree = CanvasGradientScreens.canvas.resolved()
        let svg = try SVGEmitter().render(tree)
        let html = try HTMLEmitter().render(tree) { _ in nil }.body
        for document in [svg, html] {
            #expect(document.contains("<linearGradient id=\"n0.0-g0\" gradientUnits=\"userSpaceOnUse\""), "\(document)")
            #expect(document.contains("fill=\"url(#n0.0-g1)\""))
            #expect(document.contains("<radialGradient id=\"n0.0-g2\""))
            #expect(document.contains("<pattern id=\"n0.0-g3\""))
            #expect(document.contains("gradientTransform=\"matrix(0 1 -1 0 260 130)\""))
            #expect(document.contains("stroke=\"url(#n0.0-g5)\""))
        }
    }

    @MainActor @Test func aStyleGradientLiesOverThePathsBounds() throws {
        let tree = Canvas { context, _ in
            context.fill(Path(CGRect(x: 20, y: 10, width: 100, height: 50)),
                         with: .style(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)))
        }
        .frame(width: 200, height: 100).resolved()
        let svg = try SVGEmitter().render(tree)
        // In the canvas's own coordinates: the path's leading edge to its trailing one, at its middle.
        #expect(svg.contains("x1=\"20\" y1=\"35\" x2=\"120\" y2=\"35\""), "\(svg)")
    }
}
