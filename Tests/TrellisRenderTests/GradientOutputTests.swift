import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// Each gradient's stops and geometry as both emitters write them. A view alone is centred on the
/// 390×844 canvas, so a 300×60 frame starts at (45, 392); the expected numbers are worked out
/// by hand from SwiftUI's definitions (unit points on the frame, radii in points) and CSS's (a
/// gradient line through the box's centre whose ends touch its corners).
@MainActor struct GradientOutputTests {
    func svg<V: View>(_ view: V) throws -> String { try SVGEmitter().render(view.resolved()) }
    func css<V: View>(_ view: V) throws -> String { try HTMLEmitter().render(view.resolved()) { _ in nil }.css }

    @Test func aDiagonalLinearGradientRunsCornerToCornerInBoth() throws {
        let view = Rectangle()
            .fill(LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
            .frame(width: 300, height: 60)
        let svg = try svg(view)
        #expect(svg.contains(##"<linearGradient id="n0.0-fill" gradientUnits="userSpaceOnUse" x1="45" y1="392" x2="345" y2="452">"##))
        #expect(svg.contains(##"<stop offset="0%" stop-color="#ff3b30"/><stop offset="100%" stop-color="#007aff"/>"##))
        #expect(svg.contains(##"fill="url(#n0.0-fill)""##))
        // The direction (300, 60) is 180° − atan(300/60) = 101.31° from CSS's up; the top leading
        // corner is CSS's start (0) and the bottom trailing one its end, the diagonal's length
        // √(300² + 60²) = 305.94 along it.
        #expect(try css(view).contains("background-image:linear-gradient(101.31deg,#ff3b30 0,#007aff 305.94px)"))
    }

    @Test func aLinearGradientBetweenInnerPointsPlacesItsStopsWhereThosePointsProject() throws {
        let view = Rectangle()
            .fill(LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .green, location: 0.5), .init(color: .blue, location: 1)],
                                 startPoint: UnitPoint(x: 0.25, y: 0.5), endPoint: .trailing))
            .frame(width: 200, height: 40)
        // Left to right (90deg): CSS's line is the box's width, SwiftUI's runs from x 50 to 200.
        #expect(try css(view).contains("linear-gradient(90deg,#ff3b30 50px,#34c759 125px,#007aff 200px)"))
        let svg = try svg(view)
        #expect(svg.contains(##"x1="145" y1="422" x2="295" y2="422""##))
        #expect(svg.contains(##"<stop offset="50%" stop-color="#34c759"/>"##))
    }

    @Test func aRadialGradientIsCirclesInPointsAndRunsInwardsWhenItsStartIsLarger() throws {
        let outwards = Rectangle()
            .fill(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 10, endRadius: 50))
            .frame(width: 100, height: 100)
        #expect(try svg(outwards).contains(##"<radialGradient id="n0.0-fill" gradientUnits="userSpaceOnUse" cx="195" cy="422" r="50"><stop offset="20%" stop-color="#ff3b30"/><stop offset="100%" stop-color="#007aff"/>"##))
        #expect(try css(outwards).contains("radial-gradient(circle 50px at 50px 50px,#ff3b30 10px,#007aff 50px)"))
        let inwards = Rectangle()
            .fill(RadialGradient(colors: [.red, .blue], center: .topLeading, startRadius: 50, endRadius: 10))
            .frame(width: 100, height: 100)
        #expect(try svg(inwards).contains(##"cx="145" cy="372" r="50"><stop offset="20%" stop-color="#007aff"/><stop offset="100%" stop-color="#ff3b30"/>"##))
        #expect(try css(inwards).contains("radial-gradient(circle 50px at 0 0,#007aff 10px,#ff3b30 50px)"))
    }

    @Test func anEllipticalGradientTakesItsRadiiFromTheFrame() throws {
        let view = Rectangle()
            .fill(EllipticalGradient(colors: [.red, .blue], center: .center, startRadiusFraction: 0.1, endRadiusFraction: 0.5))
            .frame(width: 200, height: 100)
        #expect(try svg(view).contains(##"cx="0" cy="0" r="1" gradientTransform="matrix(100 0 0 50 195 422)"><stop offset="20%" stop-color="#ff3b30"/><stop offset="100%""##))
        #expect(try css(view).contains("radial-gradient(100px 50px at 100px 50px,#ff3b30 20%,#007aff 100%)"))
    }

    @Test func aPartialTurnFillsItsGapWithTheEndColorsMeetingHalfwayAcrossIt() throws {
        let view = Rectangle()
            .fill(AngularGradient(colors: [.green, .blue], center: .center, startAngle: .degrees(45), endAngle: .degrees(270)))
            .frame(width: 100, height: 100)
        // 45° from the trailing side is 135° from CSS's top; the turn spans 225°, its gap
        // 135°, whose middle is 225 + 67.5 = 292.5° after the start.
        #expect(try css(view).contains(
            "conic-gradient(from 135deg at 50px 50px,#34c759 0deg,#007aff 225deg,#007aff 292.5deg,#34c759 292.5deg,#34c759 360deg)"))
        let svg = try svg(view)
        #expect(svg.contains(##"<pattern id="n0.0-fill" patternUnits="userSpaceOnUse" x="145" y="372" width="100" height="100">"##))
        #expect(svg.contains(##"fill="url(#n0.0-fill)""##))
    }

    @Test func aWholeTurnFromAnAngleAndAnAnticlockwiseTurnStartWhereSwiftUIStartsThem() {
        let stops = [ResolvedGradient.Stop(color: .init(rgb: 0xFF0000), location: 0), ResolvedGradient.Stop(color: .init(rgb: 0x0000FF), location: 1)]
        let whole = PlacedGradient.angularStops(stops, start: 90, end: 90)
        #expect(whole.from == 90 && whole.stops.map(\.position) == [0, 360])
        // From 300° back to −60°: the same turn clockwise from −60° (300°), its colors reversed.
        let back = PlacedGradient.angularStops(stops, start: 300, end: -60)
        #expect(back.from == 300 && back.stops.map(\.position) == [0, 360] && back.stops[0].color == .init(rgb: 0x0000FF))
        // A turn and a half shows its last turn: from 180° + 180° = 360° ≡ 0°, the red at −180°.
        let long = PlacedGradient.angularStops(stops, start: 180, end: 720)
        #expect(long.from == 0 && long.stops.map(\.position) == [-180, 360])
    }

    /// The SVG's wedges against the exact conic gradient: sampled ten times across every wedge,
    /// no channel is off by more than 1.5 of 255 (a wedge changes a channel by at most 1 unit or
    /// spans 0.5°; the hex color rounds by half a unit on top), for a color wheel whose six stops
    /// are 72° apart.
    @Test func theWedgesOfAColorWheelStayWithinOneAndAHalfUnitsOfTheExactGradient() {
        let wheel: [UInt32] = [0xFF0000, 0xFFFF00, 0x00FF00, 0x0000FF, 0xFF00FF, 0xFF0000]
        let stops = wheel.enumerated().map { PlacedGradient.Stop(color: .init(rgb: $0.element), position: Double($0.offset) * 72) }
        let wedges = SVGConicGradient.wedges(stops)
        var largest = 0.0
        for wedge in wedges {
            func byte(_ x: Double) -> Double { (x * 255).rounded() }
            let drawn = [byte(wedge.color.red), byte(wedge.color.green), byte(wedge.color.blue)]
            for step in 0...10 {
                let exact = PlacedGradient.color(at: wedge.start + (wedge.end - wedge.start) * Double(step) / 10, in: stops)
                let channels = [exact.red * 255, exact.green * 255, exact.blue * 255]
                largest = max(largest, zip(drawn, channels).map { abs($0 - $1) }.max() ?? 0)
            }
        }
        #expect(wedges.first?.start == 0 && wedges.last?.end == 360)
        #expect(largest <= 1.5, "largest channel error \(largest)")
        #expect(wedges.count == 720, "0.5° each: 255 units over 72° would need more")
    }

    @Test func aTextFilledWithAGradientCarriesItOverItsFrameInBoth() throws {
        let view = Text("Gradient")
            .foregroundStyle(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
        let tree = view.resolved()
        guard case .text(let text) = tree.root.kind else { Issue.record("not a text: \(tree.root.kind)"); return }
        #expect(text.gradient?.stops.map(\.color) == [Color.orange, Color.pink].map { $0.resolve(in: EnvironmentValues()) })
        let svg = try svg(view)
        #expect(svg.contains(##"<linearGradient id="n0-fill" gradientUnits="userSpaceOnUse""##))
        #expect(svg.contains(##"<text id="n0""##) && svg.contains(##"fill="url(#n0-fill)" xml:space="preserve">Gradient</text>"##))
        let css = try css(view)
        #expect(css.contains("background-image:linear-gradient(90deg,#ff9500 0,#ff2d55 ") && css.contains("background-clip:text") && css.contains("color:transparent"))
    }

    @Test func aGradientWithNothingToSpreadOverPaintsItsLastColor() throws {
        let flat = Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .top)).frame(width: 50, height: 50)
        let svg = try svg(flat)
        #expect(!svg.contains("linearGradient") && svg.contains(##"fill="#007aff""##))
        #expect(try css(flat).contains("background-color:#007aff"))
        let single = Rectangle().fill(LinearGradient(colors: [.green], startPoint: .top, endPoint: .bottom)).frame(width: 50, height: 50)
        #expect(try self.svg(single).contains(##"fill="#34c759""##))
    }

    @Test func gradientOutputIsTheSameOnEveryRunAndValidSVG() throws {
        let first = try svg(GradientGeometryScreen()), second = try svg(GradientGeometryScreen())
        #expect(first == second)
        let report = Validator().validate(first, as: .svg)
        #expect(report.isValid, "\(report)")
    }
}
