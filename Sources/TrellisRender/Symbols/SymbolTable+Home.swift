import Foundation

/// The smart home and the connected car (the home and car companion screens name them through
/// their models: `lock.open.fill`, `thermometer.medium`, `sensor.fill`, `fan.fill`, `sofa.fill`,
/// `bolt.car`, …). The same grid and weights as the other families.
extension SymbolTable {
    /// A filled triangular head at the end of a clockwise arc, pointing along it.
    static func arcTriangle(cx: Double, cy: Double, r: Double, degrees: Double, size: Double = 2.6) -> String {
        let end = G.point(cx: cx, cy: cy, r: r, degrees: degrees)
        let radians = degrees * .pi / 180
        let t = (-sin(radians), cos(radians)), n = (cos(radians), sin(radians))
        return G.polygon([
            (end.0 + t.0 * size, end.1 + t.1 * size),
            (end.0 + n.0 * size - t.0 * 0.4, end.1 + n.1 * size - t.1 * 0.4),
            (end.0 - n.0 * size - t.0 * 0.4, end.1 - n.1 * size - t.1 * 0.4),
        ])
    }

    private static func fanBladeFill(degrees: Double) -> String {
        let points = G.rotated([(12, 10.2), (9.2, 8.2), (8.4, 2.4), (12.6, 1.8), (16.6, 2.2), (15.2, 8), (13.6, 10.4)], degrees: degrees, cx: 12, cy: 12)
        func p(_ i: Int) -> String { "\(G.n(points[i].0)) \(G.n(points[i].1))" }
        return "M\(p(0))C\(p(1)) \(p(2)) \(p(3))C\(p(4)) \(p(5)) \(p(6))Z"
    }

    /// A car seen from the front, its roof at y 9.8, so a badge fits above it (`bolt.car`).
    private static let lowCarBody = "M3.5 18.5V15L5.6 10.8A1.8 1.8 0 0 1 7.2 9.8H20.8A1.8 1.8 0 0 1 22.4 10.8L24.5 15V18.5Z"
    private static let lowCarWheels = "M4.5 18H8.6V20.6A0.9 0.9 0 0 1 7.7 21.5H5.4A0.9 0.9 0 0 1 4.5 20.6Z M19.4 18H23.5V20.6A0.9 0.9 0 0 1 22.6 21.5H20.3A0.9 0.9 0 0 1 19.4 20.6Z"
    private static let smallBolt = G.polygon([(15.4, 1), (11.2, 5.4), (13.7, 5.4), (12.7, 8.8), (16.9, 4.3), (14.4, 4.3)])

    /// A small filled bulb centred on `cx` with its base, for `lightbulb.2.fill`.
    private static func smallBulb(cx: Double) -> String {
        func x(_ d: Double) -> String { G.n(cx + d) }
        return "M\(x(0)) 3C\(x(-3.3)) 3 \(x(-5.6)) 5.4 \(x(-5.6)) 8.4C\(x(-5.6)) 10.4 \(x(-4.7)) 11.8 \(x(-3.5)) 12.9"
            + "C\(x(-2.8)) 13.5 \(x(-2.5)) 14.3 \(x(-2.5)) 15.2V16H\(x(2.5))V15.2C\(x(2.5)) 14.3 \(x(2.8)) 13.5 \(x(3.5)) 12.9"
            + "C\(x(4.7)) 11.8 \(x(5.6)) 10.4 \(x(5.6)) 8.4C\(x(5.6)) 5.4 \(x(3.3)) 3 \(x(0)) 3Z"
            + G.roundedRect(x: cx - 2.4, y: 17.2, width: 4.8, height: 1.7, radius: 0.85) + G.roundedRect(x: cx - 1.7, y: 19.7, width: 3.4, height: 1.6, radius: 0.8)
    }

    static let home: [Symbol] = [
        Symbol(name: "lock.open.fill", parts: [
            .fill(path: G.roundedRect(x: 2.5, y: 10.5, width: 15, height: 11, radius: 2), evenOdd: false),
            .stroke(path: "M14 10.5V6.5A3.75 3.75 0 0 1 21.5 6.5V8", lineWidth: 2),
        ]),
        Symbol(name: "thermometer.medium", parts: [
            .stroke(path: "M9.6 14.4V5A2.4 2.4 0 0 1 14.4 5V14.4A4.4 4.4 0 1 1 9.6 14.4Z", lineWidth: 1.7),
            .fill(path: circlePath(cx: 12, cy: 17.9, r: 2.3) + G.roundedRect(x: 11.2, y: 10.2, width: 1.6, height: 7, radius: 0.8), evenOdd: false),
        ]),
        Symbol(name: "sensor.fill", parts: [
            .fill(path: G.roundedRect(x: 5.5, y: 10, width: 13, height: 11.5, radius: 3.2) + circlePath(cx: 12, cy: 15.8, r: 2.1), evenOdd: true),
            .stroke(path: G.arc(cx: 12, cy: 11, r: 4.4, from: 225, to: 315) + G.arc(cx: 12, cy: 11, r: 8, from: 232, to: 308), lineWidth: 1.7),
        ]),
        Symbol(name: "fan.fill", parts: [
            .fill(path: fanBladeFill(degrees: 0) + fanBladeFill(degrees: 120) + fanBladeFill(degrees: 240) + circlePath(cx: 12, cy: 12, r: 2.2), evenOdd: false),
        ]),
        Symbol(name: "arrow.triangle.2.circlepath", parts: [
            .stroke(path: G.arc(cx: 12, cy: 12, r: 9, from: 200, to: 322) + G.arc(cx: 12, cy: 12, r: 9, from: 20, to: 142), lineWidth: 1.9),
            .fill(path: arcTriangle(cx: 12, cy: 12, r: 9, degrees: 322) + arcTriangle(cx: 12, cy: 12, r: 9, degrees: 142), evenOdd: false),
        ]),
        Symbol(name: "sofa.fill", parts: [
            .fill(
                path: "M5 6.5A2.5 2.5 0 0 1 7.5 4H16.5A2.5 2.5 0 0 1 19 6.5V12.4H5Z"
                    + "M2 11.5A2 2 0 0 1 6 11.5V13.5H18V11.5A2 2 0 0 1 22 11.5V17.5A1.5 1.5 0 0 1 20.5 19H3.5A1.5 1.5 0 0 1 2 17.5Z"
                    + "M3.8 18.5H6.2V21H3.8Z M17.8 18.5H20.2V21H17.8Z",
                evenOdd: false),
        ]),
        Symbol(name: "refrigerator.fill", parts: [
            .fill(
                path: G.roundedRect(x: 5.5, y: 2, width: 13, height: 20, radius: 2.5) + "M5.5 8.6H18.5V9.7H5.5Z"
                    + G.roundedRect(x: 7.6, y: 4.3, width: 1.4, height: 2.8, radius: 0.7) + G.roundedRect(x: 7.6, y: 11.5, width: 1.4, height: 4.2, radius: 0.7),
                evenOdd: true),
        ]),
        Symbol(name: "door.left.hand.closed", parts: [
            .stroke(path: G.roundedRect(x: 6, y: 2.5, width: 12, height: 18.5, radius: 1.2) + "M3 21.2H21", lineWidth: 1.8),
            .fill(path: circlePath(cx: 15.2, cy: 12.3, r: 1.2), evenOdd: false),
        ]),
        Symbol(name: "blinds.horizontal.closed", parts: [
            .stroke(path: "M2.5 3H21.5", lineWidth: 2),
            .fill(path: [5.2, 9, 12.8, 16.6].map { G.roundedRect(x: 4, y: $0, width: 16, height: 2.8, radius: 0.8) }.joined(), evenOdd: false),
            .stroke(path: "M18.5 3V21.5", lineWidth: 1.3),
        ]),
        Symbol(name: "heat.waves", parts: [
            .stroke(
                path: [6.5, 12, 17.5].map { x in
                    "M\(G.n(x)) 2.5C\(G.n(x - 2.8)) 5.7 \(G.n(x + 2.8)) 8.8 \(G.n(x)) 12C\(G.n(x - 2.8)) 15.2 \(G.n(x + 2.8)) 18.3 \(G.n(x)) 21.5"
                }.joined(),
                lineWidth: 1.8),
        ]),
        Symbol(name: "hifispeaker.fill", parts: [
            .fill(
                path: G.roundedRect(x: 5.5, y: 2, width: 13, height: 20, radius: 2.5) + circlePath(cx: 12, cy: 7, r: 1.8)
                    + circlePath(cx: 12, cy: 15.2, r: 3.8) + circlePath(cx: 12, cy: 15.2, r: 1.5),
                evenOdd: true),
        ]),
        Symbol(name: "ev.charger.fill", parts: [
            .fill(
                path: G.roundedRect(x: 3.5, y: 2.5, width: 11, height: 19, radius: 2)
                    + G.polygon([(10.4, 5.5), (6.6, 12.2), (9, 12.2), (8, 17.5), (11.8, 10.6), (9.4, 10.6)]),
                evenOdd: true),
            .stroke(path: "M14.5 9H16.5A1.5 1.5 0 0 1 18 10.5V17A1.6 1.6 0 0 0 21.2 17V8", lineWidth: 1.6),
            .fill(path: G.roundedRect(x: 19.6, y: 3.6, width: 3.2, height: 4.6, radius: 0.8), evenOdd: false),
        ]),
        Symbol(name: "bolt.car", width: 28, parts: [
            .stroke(path: lowCarBody + "M5.6 14.6H22.4", lineWidth: 1.7),
            .fill(path: lowCarWheels + circlePath(cx: 7.6, cy: 16.6, r: 1.1) + circlePath(cx: 20.4, cy: 16.6, r: 1.1) + smallBolt, evenOdd: false),
        ]),
        Symbol(name: "bolt.car.fill", width: 28, parts: [
            .fill(
                path: lowCarBody + "M7.8 11.6H20.2L21.6 14.6H6.4Z" + circlePath(cx: 7.4, cy: 16.6, r: 1.1) + circlePath(cx: 20.6, cy: 16.6, r: 1.1),
                evenOdd: true),
            .fill(path: lowCarWheels + smallBolt, evenOdd: false),
        ]),
        Symbol(name: "headlight.high.beam.fill", parts: [
            .fill(path: "M14.2 5C18.6 5 22 8.1 22 12S18.6 19 14.2 19C13.2 19 12.6 18.3 12.6 17.3V6.7C12.6 5.7 13.2 5 14.2 5Z", evenOdd: false),
            .stroke(path: "M2.5 7H10M2.5 12H10M2.5 17H10", lineWidth: 2),
        ]),
        Symbol(name: "dishwasher.fill", parts: [
            .fill(
                path: G.roundedRect(x: 3.5, y: 2, width: 17, height: 20, radius: 2.5) + "M3.5 6.4H20.5V7.5H3.5Z"
                    + circlePath(cx: 7, cy: 4.3, r: 0.9) + circlePath(cx: 10, cy: 4.3, r: 0.9) + G.roundedRect(x: 9, y: 9.4, width: 6, height: 1.4, radius: 0.7),
                evenOdd: true),
        ]),
        Symbol(name: "poweroutlet.type.b.fill", parts: [
            .fill(
                path: G.roundedRect(x: 3, y: 3, width: 18, height: 18, radius: 4.5) + G.roundedRect(x: 7.8, y: 6.8, width: 1.7, height: 5.2, radius: 0.6)
                    + G.roundedRect(x: 14.5, y: 6.8, width: 1.7, height: 5.2, radius: 0.6) + "M10.6 17.4V15.8A1.4 1.4 0 0 1 13.4 15.8V17.4Z",
                evenOdd: true),
        ]),
        Symbol(name: "lightbulb.2.fill", width: 28, parts: [.fill(path: smallBulb(cx: 7.8) + smallBulb(cx: 20.2), evenOdd: false)]),
        Symbol(name: "shippingbox.fill", parts: [
            .fill(
                path: "M12 2.8L20.5 7.2V16.8L12 21.2L3.5 16.8V7.2Z"
                    + G.polygon([(4.2, 7.9), (12, 11.9), (19.8, 7.9), (19.8, 9.1), (12.6, 12.8), (12.6, 20.3), (11.4, 20.3), (11.4, 12.8), (4.2, 9.1)]),
                evenOdd: true),
        ]),
        Symbol(name: "light.beacon.max.fill", parts: [
            .fill(path: "M7 18V12.5A5 5 0 0 1 17 12.5V18Z" + G.roundedRect(x: 4.5, y: 18.6, width: 15, height: 3, radius: 1), evenOdd: false),
            .stroke(path: "M12 2V4.6M4.6 5.2L6.4 7M19.4 5.2L17.6 7M2 12H4.4M19.6 12H22", lineWidth: 1.7),
        ]),
    ]
}
