/// Places and weather, continued: take-off, buildings, a filled map, sunset, snow, a night sky
/// (the travel sweep's screens named them). The same grid and weights.
extension SymbolTable {
    /// An airliner seen from above, nose up, as a polygon (the airplane symbol's silhouette with
    /// straight edges, so it can be turned and scaled).
    private static let planePoints: [(Double, Double)] = [
        (12, 1.8), (13.3, 3.6), (13.3, 9.4), (21.8, 14.4), (21.8, 16.2), (13.3, 13.6), (13.3, 18.5), (15.9, 20.4),
        (15.9, 22), (12, 20.9), (8.1, 22), (8.1, 20.4), (10.7, 18.5), (10.7, 13.6), (2.2, 16.2), (2.2, 14.4), (10.7, 9.4), (10.7, 3.6),
    ]

    private static func plane(scale: Double, degrees: Double, cx: Double, cy: Double) -> String {
        let scaled = planePoints.map { (cx + ($0.0 - 12) * scale, cy + ($0.1 - 12) * scale) }
        return G.polygon(G.rotated(scaled, degrees: degrees, cx: cx, cy: cy))
    }

    /// A six-armed snowflake, each arm with a V near its tip.
    static func snowflake(cx: Double, cy: Double, r: Double) -> String {
        var path = G.rays(cx: cx, cy: cy, inner: 0, outer: r, count: 6, offset: -90)
        for arm in 0..<6 {
            let degrees = -90 + Double(arm) * 60
            let fork = G.point(cx: cx, cy: cy, r: r * 0.62, degrees: degrees)
            for side in [-1.0, 1.0] {
                let tip = G.point(cx: fork.0, cy: fork.1, r: r * 0.32, degrees: degrees + side * 50)
                path += "M\(G.n(fork.0)) \(G.n(fork.1))L\(G.n(tip.0)) \(G.n(tip.1))"
            }
        }
        return path
    }

    static let places: [Symbol] = [
        Symbol(name: "airplane.departure", parts: [
            .fill(path: plane(scale: 0.78, degrees: 62, cx: 12.5, cy: 10), evenOdd: false),
            .stroke(path: "M3 21.5H21", lineWidth: 1.8),
        ]),
        Symbol(name: "airplane.circle.fill", parts: [
            .fill(path: circlePath(cx: 12, cy: 12, r: 10) + plane(scale: 0.62, degrees: 45, cx: 12, cy: 12), evenOdd: true),
        ]),
        Symbol(name: "building.2.fill", parts: [
            .fill(
                path: "M3 21.5V5.2A1 1 0 0 1 3.8 4.2L11.2 2.6A0.8 0.8 0 0 1 12.2 3.4V21.5Z"
                    + G.roundedRect(x: 5.2, y: 7.4, width: 2, height: 2, radius: 0.3) + G.roundedRect(x: 8.4, y: 7.4, width: 2, height: 2, radius: 0.3)
                    + G.roundedRect(x: 5.2, y: 11.4, width: 2, height: 2, radius: 0.3) + G.roundedRect(x: 8.4, y: 11.4, width: 2, height: 2, radius: 0.3)
                    + G.roundedRect(x: 5.2, y: 15.4, width: 2, height: 2, radius: 0.3) + G.roundedRect(x: 8.4, y: 15.4, width: 2, height: 2, radius: 0.3),
                evenOdd: true),
            .fill(
                path: G.roundedRect(x: 13.6, y: 8.5, width: 7.6, height: 13, radius: 1)
                    + G.roundedRect(x: 15.5, y: 11, width: 1.6, height: 1.8, radius: 0.3) + G.roundedRect(x: 17.9, y: 11, width: 1.6, height: 1.8, radius: 0.3)
                    + G.roundedRect(x: 15.5, y: 14.8, width: 1.6, height: 1.8, radius: 0.3) + G.roundedRect(x: 17.9, y: 14.8, width: 1.6, height: 1.8, radius: 0.3),
                evenOdd: true),
        ]),
        Symbol(name: "building.columns", parts: [
            .stroke(path: "M2.8 8.2L12 3L21.2 8.2Z", lineWidth: 1.7),
            .stroke(path: "M5.2 11V17.5M9.7 11V17.5M14.3 11V17.5M18.8 11V17.5", lineWidth: 1.9),
            .stroke(path: "M3 20.5H21", lineWidth: 2),
        ]),
        Symbol(name: "map.fill", parts: [
            .fill(path: "M2.5 6.2L8.4 3.7V18L2.5 20.5Z M9.6 3.7L14.4 6.2V20.5L9.6 18Z M15.6 6.2L21.5 3.7V18L15.6 20.5Z", evenOdd: false),
        ]),
        Symbol(name: "sunset.fill", parts: [
            .fill(path: "M5.8 17A6.2 6.2 0 0 1 18.2 17Z", evenOdd: false),
            .stroke(path: "M2 20H22M3.8 13.4L5.6 14.3M20.2 13.4L18.4 14.3M7.2 9.2L8.4 10.8M16.8 9.2L15.6 10.8", lineWidth: 1.8),
            .stroke(path: "M12 2.5V7.8M9.6 5.6L12 8L14.4 5.6", lineWidth: 1.7),
        ]),
        Symbol(name: "snow", parts: [.stroke(path: snowflake(cx: 12, cy: 12, r: 9.8), lineWidth: 1.7)]),
        Symbol(name: "wind.snow", parts: [
            .stroke(path: "M2.5 10H12.5A2.6 2.6 0 1 0 9.9 7.4M2.5 14H16.5A2.6 2.6 0 1 1 13.9 16.6", lineWidth: 1.8),
            .stroke(path: snowflake(cx: 19, cy: 6.5, r: 3.6), lineWidth: 1.3),
        ]),
        Symbol(name: "globe.europe.africa", parts: [
            .stroke(path: circlePath(cx: 12, cy: 12, r: 9.5), lineWidth: 1.7),
            .fill(path: "M8.6 4.8L12.4 3.6L15 5L14 7.2L11.4 7.4L10.8 9.4H8.2Z M8.6 10.6H13.4L15.8 12.6L14.6 16.2L12.6 19.6H11.2L10.6 16.2L8.2 13.8Z", evenOdd: false),
        ]),
        Symbol(name: "moon.stars.fill", parts: [
            .fill(path: G.crescent(outer: (10, 13.5, 8.5), cut: (15.2, 8.8, 6.8)), evenOdd: false),
            .fill(path: sparkle(cx: 18, cy: 4.8, r: 3) + sparkle(cx: 20.5, cy: 11.5, r: 2), evenOdd: false),
        ]),
    ]
}
