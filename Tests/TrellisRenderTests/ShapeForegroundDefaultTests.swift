import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// A shape painted with no style of its own (`fill()`, `stroke()`, or none at all) takes the
/// foreground style set around it, as SwiftUI's `.foreground` default does; red is #ff3b30.
@MainActor struct ShapeForegroundDefaultTests {
    func svg<V: View>(_ view: V) throws -> String { try SVGEmitter().render(view.resolved()) }
    func html<V: View>(_ view: V) throws -> String {
        let page = try HTMLEmitter().render(view.resolved()) { _ in nil }
        return page.body + page.stylesheet
    }

    func expectRed<V: View>(_ view: V, _ comment: Comment) throws {
        let svg = try svg(view), html = try html(view)
        #expect(svg.contains("#ff3b30"), comment)
        #expect(html.contains("#ff3b30"), comment)
    }

    @Test func fillWithNoStyleUsesTheForegroundStyle() throws {
        try expectRed(Circle().fill().foregroundStyle(.red).frame(width: 40, height: 40), "built-in shape")
        try expectRed(Rectangle().fill().foregroundColor(.red).frame(width: 40, height: 40), "foregroundColor")
        try expectRed(WedgeShape().fill().foregroundStyle(.red).frame(width: 40, height: 40), "custom shape")
        try expectRed(Circle().fill(style: FillStyle(eoFill: true)).foregroundStyle(.red).frame(width: 40, height: 40), "fill(style:)")
    }

    @Test func anUnpaintedShapeUsesTheForegroundStyle() throws {
        try expectRed(Circle().foregroundStyle(.red).frame(width: 40, height: 40), "built-in shape")
        try expectRed(Capsule().foregroundColor(.red).frame(width: 40, height: 40), "foregroundColor")
        try expectRed(WedgeShape().foregroundStyle(.red).frame(width: 40, height: 40), "custom shape")
    }

    @Test func strokesWithNoStyleUseTheForegroundStyle() throws {
        try expectRed(Circle().stroke().foregroundStyle(.red).frame(width: 40, height: 40), "stroke()")
        try expectRed(Circle().stroke(style: StrokeStyle(lineWidth: 3)).foregroundStyle(.red).frame(width: 40, height: 40), "stroke(style:)")
        try expectRed(Circle().strokeBorder(lineWidth: 3).foregroundColor(.red).frame(width: 40, height: 40), "strokeBorder()")
        try expectRed(WedgeShape().stroke(lineWidth: 2).foregroundStyle(.red).frame(width: 40, height: 40), "custom stroke()")
    }

    @Test func theForegroundStyleIsAShapeStyleOfItsOwn() throws {
        try expectRed(Circle().fill(.foreground).foregroundStyle(.red).frame(width: 40, height: 40), ".foreground")
        // `.foreground` as the foreground itself falls back to the theme's text, not forever.
        let svg = try svg(Circle().fill().foregroundStyle(.foreground).frame(width: 40, height: 40))
        #expect(svg.contains("<circle"))
    }

    @Test func withNoForegroundStyleAFillUsesTheThemeText() throws {
        let plain = try svg(Circle().frame(width: 40, height: 40))
        let filled = try svg(Circle().fill().frame(width: 40, height: 40))
        #expect(plain == filled)
    }
}

private struct WedgeShape: Shape {
    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}
