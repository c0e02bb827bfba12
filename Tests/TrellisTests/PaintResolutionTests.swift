import Foundation
import Testing
@testable import Trellis

/// How shape styles resolve to paints: gradients keep their stops, `Color.gradient` and the
/// materials have the documented colors, hierarchical levels follow the foreground style.
@MainActor struct PaintResolutionTests {
    func dump<V: View>(_ view: V, scheme: ColorScheme = .light) -> String {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        return view.resolved(in: environment).dump()
    }

    @Test func aGradientFillKeepsItsStopsSortedAndItsGeometry() {
        let dump = dump(Rectangle().fill(LinearGradient(
            stops: [.init(color: .blue, location: 0.8), .init(color: .red, location: 0.2), .init(color: .green, location: 0.2)],
            startPoint: .leading, endPoint: .bottomTrailing)))
        // Stops at one location keep their written order, so a hard edge stays where it was.
        #expect(dump.contains("shape rectangle fill=linear(0 0.5 -> 1 1)[#FF3B30 0.2, #34C759 0.2, #007AFF 0.8]"), "\(dump)")
    }

    @Test func aGradientViewIsARectangleFilledWithIt() {
        let dump = dump(RadialGradient(colors: [.white, .black], center: .top, startRadius: 2, endRadius: 30))
        #expect(dump.contains("shape rectangle fill=radial(0.5 0 r 2 -> 30)[#FFFFFF 0, #000000 1]"), "\(dump)")
        let angular = self.dump(AngularGradient(colors: [.white, .black], center: .center, angle: .degrees(90)))
        #expect(angular.contains("angular(0.5 0.5 90deg -> 450deg)"), "\(angular)")
    }

    /// #FF3B30 12% towards white is (255, 82.5, 72.8) at the top; 8% towards black (234.6, 54.3,
    /// 44.2) at the bottom. In dark mode #FF453A gives (255, 91.3, 81.6) and (234.6, 63.5, 53.4).
    @Test func colorGradientRunsTopToBottomFromALighterToADarkerShade() {
        #expect(dump(Rectangle().fill(Color.red.gradient)).contains("fill=linear(0.5 0 -> 0.5 1)[#FF5349 0, #EB362C 1]"))
        #expect(dump(Rectangle().fill(Color.red.gradient), scheme: .dark).contains("[#FF5B52 0, #EB3F35 1]"))
    }

    @Test func materialsAreTranslucentFillsOfOneColorPerScheme() {
        #expect(dump(Color.clear.background(.regularMaterial)).contains("fill=#F6F6F6@0.72"))
        #expect(dump(Color.clear.background(.ultraThinMaterial, in: Capsule()), scheme: .dark).contains("shape capsule fill=#1C1C1E@0.35"))
        #expect(dump(Rectangle().fill(.ultraThickMaterial)).contains("fill=#F6F6F6@0.93"))
    }

    @Test func hierarchicalLevelsAreTheForegroundStyleMadeFainter() {
        let dump = dump(VStack {
            Text("a").foregroundStyle(.secondary)
            Text("b").foregroundStyle(.tertiary)
            Circle().fill(.quaternary)
        }.foregroundStyle(.red))
        #expect(dump.contains("text \"a\"") && dump.contains("color=#FF3B30@0.6"), "\(dump)")
        #expect(dump.contains("color=#FF3B30@0.3"))
        #expect(dump.contains("shape circle fill=#FF3B30@0.18"))
    }

    @Test func withoutAForegroundStyleTheLevelsAreTheThemes() {
        let plain = dump(Text("a").foregroundStyle(.secondary))
        let theme = dump(Text("a").foregroundColor(.secondary))
        #expect(plain.split(separator: "\n").last == theme.split(separator: "\n").last)
    }

    @Test func aGradientForegroundFillsTextAndShapesAndItsLevelsFadeEveryStop() {
        let dump = dump(VStack {
            Text("a")
            Circle()
            Text("b").foregroundStyle(.secondary)
        }.foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        #expect(dump.contains("gradient=linear(0.5 0 -> 0.5 1)[#FF3B30 0, #007AFF 1]"), "\(dump)")
        #expect(dump.contains("shape circle fill=linear(0.5 0 -> 0.5 1)[#FF3B30 0, #007AFF 1]"))
        #expect(dump.contains("gradient=linear(0.5 0 -> 0.5 1)[#FF3B30@0.6 0, #007AFF@0.6 1]"))
    }

    @Test func aTextWhoseNearestStyleIsAColorIgnoresAGradientAroundIt() {
        let dump = dump(Text("a").foregroundColor(.green).foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        #expect(!dump.contains("gradient=") && dump.contains("color=#34C759"), "\(dump)")
    }

    @Test func anyStyleTakesAnOpacityAndAGradientFadesEveryStop() {
        #expect(dump(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom).opacity(0.5)))
            .contains("[#FF3B30@0.5 0, #007AFF@0.5 1]"))
        #expect(dump(Rectangle().fill(TintShapeStyle().opacity(0.25))).contains("@0.25"))
    }

    @Test func aGradientOfOneStopIsItsColorAndOfNoneIsClear() {
        #expect(dump(Rectangle().fill(LinearGradient(colors: [.green], startPoint: .top, endPoint: .bottom))).contains("fill=#34C759"))
        #expect(dump(Rectangle().fill(LinearGradient(colors: [], startPoint: .top, endPoint: .bottom))).contains("fill=#000000@0"))
    }

    @Test func anglesConvertBetweenDegreesAndRadians() {
        #expect(Angle.degrees(180).radians == .pi)
        #expect((Angle.degrees(90) + .radians(.pi / 2)).degrees == 180)
        #expect(Angle(degrees: 30) < Angle(degrees: 45))
    }
}
