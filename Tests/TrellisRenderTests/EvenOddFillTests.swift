import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// `FillStyle(eoFill: true)` on a shape's fill, a clip shape and a Canvas clip decides the inside
/// by the even-odd rule in both outputs: a ring drawn as two nested squares has a hole.
@MainActor struct EvenOddFillTests {
    func svg<V: View>(_ view: V) throws -> String { try SVGEmitter().render(view.resolved()) }
    func html<V: View>(_ view: V) throws -> String {
        let page = try HTMLEmitter().render(view.resolved()) { _ in nil }
        return page.body + page.stylesheet
    }

    @Test func aShapeFilledByTheEvenOddRuleSaysSoInBothOutputs() throws {
        let view = SquareRing().fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 40, height: 40)
        #expect(try svg(view).contains(##"fill="#ff3b30" fill-rule="evenodd""##))
        #expect(try html(view).contains(##"fill="#ff3b30" fill-rule="evenodd""##))
        let nonZero = SquareRing().fill(Color.red).frame(width: 40, height: 40)
        #expect(!(try svg(nonZero).contains("evenodd")))
    }

    @Test func aClipShapeByTheEvenOddRuleSaysSoInBothOutputs() throws {
        let view = Color.blue.frame(width: 40, height: 40).clipShape(SquareRing(), style: FillStyle(eoFill: true))
        #expect(try svg(view).contains(##"clip-rule="evenodd""##))
        #expect(try html(view).contains("clip-path:path(evenodd, 'M0 0"))
        let nonZero = Color.blue.frame(width: 40, height: 40).clipShape(SquareRing())
        #expect(!(try html(nonZero).contains("evenodd")))
    }

    @Test func aCanvasClipByTheEvenOddRuleSaysSo() throws {
        let view = Canvas { context, size in
            context.clip(to: SquareRing().path(in: CGRect(origin: .zero, size: size)), style: FillStyle(eoFill: true))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }.frame(width: 40, height: 40)
        #expect(try svg(view).contains(##"clip-rule="evenodd""##))
        #expect(try html(view).contains(##"clip-rule="evenodd""##))
    }
}

/// A 40-point square with a 20-point square inside it, both drawn clockwise: the non-zero rule
/// fills the middle, the even-odd rule leaves it empty.
private struct SquareRing: Shape {
    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return path
    }
}
