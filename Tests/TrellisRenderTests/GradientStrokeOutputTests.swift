import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// Strokes and outlines painted with a gradient, and a circle's centred stroke, as both emitters
/// write them. A view alone is centred on the 390×844 canvas, so a 100×100 frame starts at
/// (145, 372).
@MainActor struct GradientStrokeOutputTests {
    func svg<V: View>(_ view: V) throws -> String { try SVGEmitter().render(view.resolved()) }
    func html<V: View>(_ view: V) throws -> String { try HTMLEmitter().render(view.resolved()) { _ in nil }.body }

    let topToBottom = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)

    @Test func aStrokeWithAGradientNamesItsGradientInTheSVG() throws {
        let svg = try svg(Circle().stroke(topToBottom, lineWidth: 10).frame(width: 100, height: 100))
        #expect(svg.contains(##"<linearGradient id="n0.0-stroke" gradientUnits="userSpaceOnUse" x1="195" y1="372" x2="195" y2="472">"##))
        #expect(svg.contains(##"stroke="url(#n0.0-stroke)""##))
        #expect(!svg.contains("#a35b98"), "drawn in the halfway color")
    }

    @Test func aStrokeBorderWithAGradientPaintsItsRingWithTheGradient() throws {
        let svg = try svg(RoundedRectangle(cornerRadius: 12).strokeBorder(topToBottom, lineWidth: 4).frame(width: 100, height: 100))
        #expect(svg.contains(##"fill-rule="evenodd" fill="url(#n0.0-stroke)""##))
    }

    @Test func aGradientStrokeInTheHTMLIsInlineSVGWithTheGradientInItsOwnCoordinates() throws {
        let html = try html(RoundedRectangle(cornerRadius: 12).stroke(topToBottom, lineWidth: 4).frame(width: 100, height: 100))
        #expect(html.contains(##"x1="50" y1="0" x2="50" y2="100""##))
        #expect(html.contains(##"stroke="url(#n0.0-stroke)""##))
    }

    @Test func aTrimmedShapeFilledWithAGradientUsesTheGradient() throws {
        let view = Circle().trim(from: 0, to: 0.5).fill(topToBottom).frame(width: 100, height: 100)
        let svg = try svg(view)
        #expect(svg.contains(##"fill="url(#n0.0-fill)""##))
        #expect(try html(view).contains(##"fill="url(#n0.0-fill)""##))
    }

    @Test func aCircleStrokeInTheHTMLIsInlineSVGThatReachesPastItsBox() throws {
        let html = try html(Circle().stroke(Color.green, lineWidth: 12).frame(width: 100, height: 60))
        #expect(!html.contains("radial-gradient"))
        // The circle of radius 30 centred in the 100×60 box, as two half arcs.
        #expect(html.contains(##"d="M20 30A30 30 0 1 1 80 30A30 30 0 1 1 20 30Z""##))
        #expect(html.contains(##"stroke-width="12""##))
    }
}
