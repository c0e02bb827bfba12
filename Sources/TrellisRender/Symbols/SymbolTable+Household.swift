/// The car, the home and the media the wave-6 sweeps' screens name (`car`, `carseat.left.fill`,
/// `film`, `camera.viewfinder`, `tv`, `fan`, `envelope.open`, `doc.on.doc`, …). The same grid
/// and weights as the other families.
extension SymbolTable {
    private static let carBody = "M3.5 17.5V12.8L6.2 6.9A2 2 0 0 1 8 5.8H20A2 2 0 0 1 21.8 6.9L24.5 12.8V17.5Z"
    private static let carWheels = "M4.5 17H8.8V20A1 1 0 0 1 7.8 21H5.5A1 1 0 0 1 4.5 20Z M19.2 17H23.5V20A1 1 0 0 1 22.5 21H20.2A1 1 0 0 1 19.2 20Z"

    /// One fan blade about (12, 12), turned by `degrees`, as a closed curved outline.
    private static func fanBlade(degrees: Double) -> String {
        let points = G.rotated([(12, 10.2), (8.4, 8.4), (7.8, 2.6), (12.6, 2), (17.2, 2.4), (16, 8.4), (13.6, 10.4)], degrees: degrees, cx: 12, cy: 12)
        func p(_ i: Int) -> String { "\(G.n(points[i].0)) \(G.n(points[i].1))" }
        return "M\(p(0))C\(p(1)) \(p(2)) \(p(3))C\(p(4)) \(p(5)) \(p(6))Z"
    }

    static let household: [Symbol] = [
        Symbol(name: "car", width: 28, parts: [
            .stroke(path: carBody + "M5.4 12.6H22.6", lineWidth: 1.8),
            .fill(path: carWheels + circlePath(cx: 7.6, cy: 15, r: 1.2) + circlePath(cx: 20.4, cy: 15, r: 1.2), evenOdd: false),
        ]),
        Symbol(name: "car.side.fill", width: 30, parts: [
            .fill(
                path: "M2 16V13.4C2 12.4 2.7 11.6 3.7 11.4L8 10.5L11.3 7.1C11.9 6.5 12.7 6.2 13.5 6.2H19C19.9 6.2 20.7 6.6 21.2 7.3L23.7 10.5L26.4 11.1C27.3 11.3 28 12.1 28 13V16H25.4A3.4 3.4 0 0 0 18.6 16H11.4A3.4 3.4 0 0 0 4.6 16Z"
                    + "M11.2 10.4L13.2 8.2H16.2V10.4Z M17.8 10.4V8.2H19.2L20.9 10.4Z",
                evenOdd: true),
            .fill(path: circlePath(cx: 8, cy: 16.6, r: 2.5) + circlePath(cx: 22, cy: 16.6, r: 2.5), evenOdd: false),
        ]),
        Symbol(name: "carseat.left.fill", parts: [
            .fill(path: G.roundedRect(x: 14.2, y: 1.8, width: 5.2, height: 3.4, radius: 1.4), evenOdd: false),
            .fill(path: "M13.9 7.6A1.3 1.3 0 0 1 15.2 6.3H18.1A1.3 1.3 0 0 1 19.4 7.4L20.7 16.5A1.5 1.5 0 0 1 19.2 18.2H15.7A1.5 1.5 0 0 1 14.2 16.9Z", evenOdd: false),
            .fill(path: G.roundedRect(x: 3.8, y: 15.4, width: 17.2, height: 5.6, radius: 2.3), evenOdd: false),
        ]),
        Symbol(name: "camera.viewfinder", parts: [
            .stroke(path: viewfinderCorners, lineWidth: 1.8),
            .fill(
                path: "M6.5 10.3A1.3 1.3 0 0 1 7.8 9H9.4L10.4 7.6H13.6L14.6 9H16.2A1.3 1.3 0 0 1 17.5 10.3V15.2A1.3 1.3 0 0 1 16.2 16.5H7.8A1.3 1.3 0 0 1 6.5 15.2Z"
                    + circlePath(cx: 12, cy: 12.7, r: 2.1),
                evenOdd: true),
        ]),
        Symbol(name: "film", parts: [
            .stroke(path: G.roundedRect(x: 3, y: 2.5, width: 18, height: 19, radius: 2.2) + "M7 2.5V21.5M17 2.5V21.5M7 12H17", lineWidth: 1.7),
            .stroke(path: "M3 7.2H7M3 16.8H7M17 7.2H21M17 16.8H21", lineWidth: 1.5),
        ]),
        Symbol(name: "tv", width: 28, parts: [
            .stroke(path: G.roundedRect(x: 2, y: 3.5, width: 24, height: 15, radius: 2), lineWidth: 1.8),
            .stroke(path: "M9 21.5H19", lineWidth: 1.9),
        ]),
        Symbol(name: "fan", parts: [
            .stroke(path: fanBlade(degrees: 0) + fanBlade(degrees: 120) + fanBlade(degrees: 240), lineWidth: 1.6),
            .fill(path: circlePath(cx: 12, cy: 12, r: 1.6), evenOdd: false),
        ]),
        Symbol(name: "sun.min", parts: [
            .stroke(path: circlePath(cx: 12, cy: 12, r: 4), lineWidth: 1.8),
            .stroke(path: G.rays(cx: 12, cy: 12, inner: 7.2, outer: 8.8, count: 8), lineWidth: 2),
        ]),
        Symbol(name: "snowflake", parts: [.stroke(path: snowflake(cx: 12, cy: 12, r: 10), lineWidth: 1.8)]),
        Symbol(name: "humidity.fill", parts: [
            .fill(
                path: dropShape + circlePath(cx: 9.8, cy: 12.6, r: 1.2) + circlePath(cx: 14.2, cy: 17.2, r: 1.2)
                    + G.polygon([(13.7, 11.3), (14.9, 12.1), (10.3, 18.5), (9.1, 17.7)]),
                evenOdd: true),
        ]),
        Symbol(name: "lightbulb.max", parts: [
            .stroke(
                path: "M12 6.2C9.5 6.2 7.7 8 7.7 10.3C7.7 11.8 8.4 12.9 9.3 13.7C9.8 14.2 10.1 14.8 10.1 15.5V16.2H13.9V15.5C13.9 14.8 14.2 14.2 14.7 13.7C15.6 12.9 16.3 11.8 16.3 10.3C16.3 8 14.5 6.2 12 6.2Z",
                lineWidth: 1.6),
            .stroke(path: "M10.2 18.6H13.8M10.9 21H13.1", lineWidth: 1.6),
            .stroke(path: "M12 1.8V3.6M4.7 4.5L6 5.8M19.3 4.5L18 5.8M2.2 10.6H4M20 10.6H21.8", lineWidth: 1.6),
        ]),
        Symbol(name: "house.circle", parts: [
            .stroke(path: ring, lineWidth: 1.8),
            .stroke(path: "M7.2 11.8L12 7.5L16.8 11.8M8.8 10.6V16.5H15.2V10.6", lineWidth: 1.7),
        ]),
        Symbol(name: "poweroutlet.type.f.fill", parts: [
            .fill(
                path: circlePath(cx: 12, cy: 12, r: 10) + circlePath(cx: 8, cy: 12, r: 1.6) + circlePath(cx: 16, cy: 12, r: 1.6)
                    + G.roundedRect(x: 10.9, y: 3.6, width: 2.2, height: 2.2, radius: 0.4) + G.roundedRect(x: 10.9, y: 18.2, width: 2.2, height: 2.2, radius: 0.4),
                evenOdd: true),
        ]),
        Symbol(name: "exclamationmark.bubble", parts: [
            .stroke(path: bubbleOutline, lineWidth: 1.8),
            .stroke(path: "M12 7V11.6", lineWidth: 2),
            .fill(path: circlePath(cx: 12, cy: 14.6, r: 1.2), evenOdd: false),
        ]),
        Symbol(name: "envelope.open", width: 28, parts: [
            .stroke(path: "M3 10.5L14 3L25 10.5V19.8A1.7 1.7 0 0 1 23.3 21.5H4.7A1.7 1.7 0 0 1 3 19.8Z", lineWidth: 1.8),
            .stroke(path: "M3.6 11.2L14 18L24.4 11.2", lineWidth: 1.8),
        ]),
        Symbol(name: "doc.on.doc", parts: [
            .stroke(path: G.roundedRect(x: 3.5, y: 6.5, width: 12.5, height: 15, radius: 1.8), lineWidth: 1.7),
            .stroke(path: "M8 6.5V4.3A1.8 1.8 0 0 1 9.8 2.5H18.7A1.8 1.8 0 0 1 20.5 4.3V15.7A1.8 1.8 0 0 1 18.7 17.5H16", lineWidth: 1.7),
        ]),
        Symbol(name: "rectangle.on.rectangle.slash", parts: [
            .stroke(path: G.roundedRect(x: 2.5, y: 8, width: 14, height: 11.5, radius: 2), lineWidth: 1.7),
            .stroke(path: "M7 8V6.5A2 2 0 0 1 9 4.5H19.5A2 2 0 0 1 21.5 6.5V14A2 2 0 0 1 19.5 16H16.5", lineWidth: 1.7),
            .stroke(path: "M2.5 2.5L21.5 21.5", lineWidth: 1.8),
        ]),
    ]
}
