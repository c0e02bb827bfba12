/// Everyday life: food and drink, the body, pets, clothes, the bathroom, getting around, and the
/// computer's parts (the health, travel and macOS-style sweeps' screens named them). The same
/// grid and weights.
extension SymbolTable {
    /// A capsule along the segment from `a` to `b` with rounded ends of radius `r`.
    private static func capsule(from a: (Double, Double), to b: (Double, Double), r: Double) -> String {
        let dx = b.0 - a.0, dy = b.1 - a.1
        let length = (dx * dx + dy * dy).squareRoot()
        let nx = dy / length * r, ny = -dx / length * r
        func p(_ x: Double, _ y: Double) -> String { "\(G.n(x)) \(G.n(y))" }
        return "M\(p(a.0 + nx, a.1 + ny))L\(p(b.0 + nx, b.1 + ny))A\(G.n(r)) \(G.n(r)) 0 0 1 \(p(b.0 - nx, b.1 - ny))"
            + "L\(p(a.0 - nx, a.1 - ny))A\(G.n(r)) \(G.n(r)) 0 0 1 \(p(a.0 + nx, a.1 + ny))Z"
    }

    private static let fishOutline = "M21.8 12C19.8 8.3 16.6 6.5 13 6.5C9.8 6.5 7.3 8.3 5.8 10.2L2.2 7V17L5.8 13.8C7.3 15.7 9.8 17.5 13 17.5C16.6 17.5 19.8 15.7 21.8 12Z"
    private static let cupShape = "M3.5 6.5H16.5V12C16.5 15.4 13.9 17.8 10 17.8S3.5 15.4 3.5 12Z"
    private static let waves = "M2 16C4 14.8 6 14.8 8 16S12 17.2 14 16S18 14.8 22 16M2 20.5C4 19.3 6 19.3 8 20.5S12 21.7 14 20.5S18 19.3 22 20.5"

    static let everyday: [Symbol] = [
        Symbol(name: "bell.slash", parts: [
            .stroke(path: bellOutline, lineWidth: 1.8),
            .stroke(path: "M9.8 20.3A2.3 2.3 0 0 0 14.2 20.3M3.2 2.8L20.8 21.2", lineWidth: 1.8),
        ]),
        Symbol(name: "capsule.fill", width: 28, parts: [.fill(path: G.roundedRect(x: 2, y: 6.5, width: 24, height: 11, radius: 5.5), evenOdd: false)]),
        Symbol(name: "car.fill", width: 28, parts: [
            .fill(
                path: "M3.5 17.5V12.8L6.2 6.9A2 2 0 0 1 8 5.8H20A2 2 0 0 1 21.8 6.9L24.5 12.8V17.5Z M8.4 8H19.6L21.4 12H6.6Z"
                    + circlePath(cx: 7.4, cy: 14.8, r: 1.3) + circlePath(cx: 20.6, cy: 14.8, r: 1.3),
                evenOdd: true),
            .fill(path: "M4.5 17H8.8V20A1 1 0 0 1 7.8 21H5.5A1 1 0 0 1 4.5 20Z M19.2 17H23.5V20A1 1 0 0 1 22.5 21H20.2A1 1 0 0 1 19.2 20Z", evenOdd: false),
        ]),
        Symbol(name: "carrot.fill", parts: [
            .fill(path: "M3.2 20.8L16.4 12.9C18 11.7 18.1 9.4 16.8 8C15.4 6.6 13.1 6.6 11.7 8.2Z", evenOdd: false),
            .stroke(path: "M16.4 7.4L20 3.2M17.6 8.9L21.8 7.6M14.8 6.6L15.6 2.2", lineWidth: 1.8),
        ]),
        Symbol(name: "cup.and.saucer", parts: [
            .stroke(path: cupShape, lineWidth: 1.7),
            .stroke(path: "M16.5 8.4H18.2A2.6 2.6 0 0 1 18.2 13.6H16.2M2.5 20.5H17.5", lineWidth: 1.8),
        ]),
        Symbol(name: "doc.text.fill", parts: [
            .fill(path: docOutline + "M8.5 11.3H15.5V12.7H8.5Z M8.5 14.3H15.5V15.7H8.5Z M8.5 17.3H13V18.7H8.5Z", evenOdd: true),
        ]),
        Symbol(name: "figure.hiking", parts: [
            .fill(path: circlePath(cx: 12.2, cy: 3.8, r: 2.2), evenOdd: false),
            .stroke(path: "M11.4 7.8L9.8 14L7 21.5M9.8 14L13 17L14 21.5", lineWidth: 2.2),
            .stroke(path: "M11.4 7.8L7.8 10L7 13.4M11.4 7.8L13.6 11.6L16.8 12.6", lineWidth: 2),
            .stroke(path: "M17.4 10.5L19.2 21.5", lineWidth: 1.7),
        ]),
        Symbol(name: "figure.pool.swim", parts: [
            .fill(path: circlePath(cx: 17, cy: 6.5, r: 2.3), evenOdd: false),
            .stroke(path: "M3.5 12.5L9.5 8.5L14 12", lineWidth: 2.1),
            .stroke(path: waves, lineWidth: 1.7),
        ]),
        Symbol(name: "fish", parts: [
            .stroke(path: fishOutline, lineWidth: 1.7),
            .fill(path: circlePath(cx: 17, cy: 10.8, r: 1.1), evenOdd: false),
        ]),
        Symbol(name: "lungs.fill", parts: [
            .fill(
                path: "M10.8 8.8C9.5 6.3 7.5 6.5 6.2 8.1C4.3 10.5 3 14.6 3 18C3 20 4.3 20.8 6 20.3L9.5 19.2C10.4 18.9 10.8 18.2 10.8 17.3Z"
                    + "M13.2 8.8C14.5 6.3 16.5 6.5 17.8 8.1C19.7 10.5 21 14.6 21 18C21 20 19.7 20.8 18 20.3L14.5 19.2C13.6 18.9 13.2 18.2 13.2 17.3Z",
                evenOdd: false),
            .stroke(path: "M12 2.5V10.5M12 10.5L9.8 12.8M12 10.5L14.2 12.8", lineWidth: 1.8),
        ]),
        Symbol(name: "pawprint.fill", parts: [
            .fill(
                path: "M12 11.8C9 11.8 6 15.4 6 18.2C6 20 7.2 21 8.8 21C10 21 10.8 20.3 12 20.3S14 21 15.2 21C16.8 21 18 20 18 18.2C18 15.4 15 11.8 12 11.8Z"
                    + circlePath(cx: 4.8, cy: 10.6, r: 2.1) + circlePath(cx: 9, cy: 5.6, r: 2.3) + circlePath(cx: 15, cy: 5.6, r: 2.3) + circlePath(cx: 19.2, cy: 10.6, r: 2.1),
                evenOdd: false),
        ]),
        Symbol(name: "pills.fill", parts: [
            .fill(path: capsule(from: (13.2, 15.2), to: (18.8, 9.6), r: 3.3), evenOdd: false),
            .fill(path: circlePath(cx: 7.4, cy: 15.6, r: 5) + "M3.3 15H11.5V16.2H3.3Z", evenOdd: true),
        ]),
        Symbol(name: "powerplug.fill", parts: [
            .fill(path: "M6.5 9H17.5V13C17.5 16.2 15.1 18.4 12 18.4S6.5 16.2 6.5 13Z", evenOdd: false),
            .stroke(path: "M9.4 3V9M14.6 3V9M12 18.4V22", lineWidth: 2),
        ]),
        Symbol(name: "shower.fill", parts: [
            .stroke(path: "M4 21.5V7.5A4.5 4.5 0 0 1 8.5 3H9.5A3.5 3.5 0 0 1 13 6.5V7", lineWidth: 1.8),
            .fill(path: "M7.6 11.4A5.4 5.4 0 0 1 18.4 11.4Z", evenOdd: false),
            .fill(path: [(9.4, 14.4), (13, 14.4), (16.6, 14.4), (11.2, 17.8), (14.8, 17.8), (9.4, 21.2), (13, 21.2), (16.6, 21.2)]
                .map { circlePath(cx: $0.0, cy: $0.1, r: 0.95) }.joined(), evenOdd: false),
        ]),
        Symbol(name: "sunrise.fill", parts: [
            .fill(path: "M5.8 17A6.2 6.2 0 0 1 18.2 17Z", evenOdd: false),
            .stroke(path: "M2 20H22M3.8 13.4L5.6 14.3M20.2 13.4L18.4 14.3M7.2 9.2L8.4 10.8M16.8 9.2L15.6 10.8", lineWidth: 1.8),
            .stroke(path: "M12 8V2.6M9.6 5L12 2.6L14.4 5", lineWidth: 1.7),
        ]),
        Symbol(name: "takeoutbag.and.cup.and.straw", width: 28, parts: [
            .stroke(path: "M2.5 9.5H14.5L13.5 21H3.5Z M5.5 9.5V7.5A3 3 0 0 1 11.5 7.5V9.5", lineWidth: 1.7),
            .stroke(path: "M17.2 10H24.8L23.7 21H18.3Z M16.5 10H25.5M21 10L22.4 3.2L25 2.6", lineWidth: 1.7),
        ]),
        Symbol(name: "tram.fill", parts: [
            .fill(
                path: G.roundedRect(x: 5, y: 4.5, width: 14, height: 14, radius: 3) + G.roundedRect(x: 7, y: 7, width: 10, height: 5, radius: 1)
                    + circlePath(cx: 8.6, cy: 15.3, r: 1.15) + circlePath(cx: 15.4, cy: 15.3, r: 1.15),
                evenOdd: true),
            .stroke(path: "M9 4.5L12 2.2L15 4.5M8.2 18.5L6.2 21.8M15.8 18.5L17.8 21.8", lineWidth: 1.7),
        ]),
        Symbol(name: "tshirt.fill", parts: [
            .fill(path: "M8.5 3.5L2.8 6.3L4.6 11.2L7 10.3V20.5H17V10.3L19.4 11.2L21.2 6.3L15.5 3.5C15 5 13.7 6 12 6S9 5 8.5 3.5Z", evenOdd: false),
        ]),
        Symbol(name: "app", parts: [.stroke(path: G.roundedRect(x: 3, y: 3, width: 18, height: 18, radius: 5), lineWidth: 1.7)]),
        Symbol(name: "arrow.triangle.merge", parts: [.stroke(path: "M5 21.5L12 12.5V3M19 21.5L12 12.5M7.8 7.2L12 3L16.2 7.2", lineWidth: 2)]),
        Symbol(name: "cpu", parts: [
            .stroke(path: G.roundedRect(x: 5.5, y: 5.5, width: 13, height: 13, radius: 2), lineWidth: 1.7),
            .fill(path: G.roundedRect(x: 9, y: 9, width: 6, height: 6, radius: 1), evenOdd: false),
            .stroke(path: "M9 2.3V5.5M12 2.3V5.5M15 2.3V5.5M9 18.5V21.7M12 18.5V21.7M15 18.5V21.7M2.3 9H5.5M2.3 12H5.5M2.3 15H5.5M18.5 9H21.7M18.5 12H21.7M18.5 15H21.7", lineWidth: 1.5),
        ]),
        Symbol(name: "internaldrive", width: 28, parts: [
            .stroke(path: G.roundedRect(x: 2, y: 5.5, width: 24, height: 13, radius: 2.6) + "M2.4 12.8H25.6", lineWidth: 1.7),
            .fill(path: circlePath(cx: 21.5, cy: 15.6, r: 1.1), evenOdd: false),
        ]),
        Symbol(name: "memorychip", width: 28, parts: [
            .stroke(path: G.roundedRect(x: 2, y: 5.5, width: 24, height: 10.5, radius: 1.5), lineWidth: 1.7),
            .fill(path: G.roundedRect(x: 5, y: 8.3, width: 4.4, height: 4.8, radius: 0.6) + G.roundedRect(x: 11.8, y: 8.3, width: 4.4, height: 4.8, radius: 0.6)
                + G.roundedRect(x: 18.6, y: 8.3, width: 4.4, height: 4.8, radius: 0.6), evenOdd: false),
            .stroke(path: "M5 16V19.5M8.6 16V19.5M12.2 16V19.5M15.8 16V19.5M19.4 16V19.5M23 16V19.5", lineWidth: 1.5),
        ]),
    ]
}
