/// People, messages and reactions: what feeds, chats, profiles and ratings name (found by the
/// CorpusAppsB sweep). The same 24-point grid and line weights as the other tables.
extension SymbolTable {
    private static let starPoints: [(Double, Double)] = [
        (12, 2.3), (14.59, 9.24), (21.99, 9.56), (16.18, 14.16), (18.17, 21.29),
        (12, 17.2), (5.83, 21.29), (7.82, 14.16), (2.01, 9.56), (9.41, 9.24),
    ]
    private static let heartShape =
        "M12 21C10.5 19.7 2.5 14 2.5 8.6C2.5 5.6 4.8 3.5 7.4 3.5C9.4 3.5 11 4.7 12 6.3C13 4.7 14.6 3.5 16.6 3.5C19.2 3.5 21.5 5.6 21.5 8.6C21.5 14 13.5 19.7 12 21Z"

    /// A four-pointed sparkle whose sides curve in towards the centre, as one closed subpath.
    static func sparkle(cx: Double, cy: Double, r: Double) -> String {
        let k = r * 0.14
        return "M\(G.n(cx)) \(G.n(cy - r))Q\(G.n(cx + k)) \(G.n(cy - k)) \(G.n(cx + r)) \(G.n(cy))"
            + "Q\(G.n(cx + k)) \(G.n(cy + k)) \(G.n(cx)) \(G.n(cy + r))"
            + "Q\(G.n(cx - k)) \(G.n(cy + k)) \(G.n(cx - r)) \(G.n(cy))"
            + "Q\(G.n(cx - k)) \(G.n(cy - k)) \(G.n(cx)) \(G.n(cy - r))Z"
    }

    static let social: [Symbol] = [
        Symbol(name: "sparkles", parts: [
            .fill(path: sparkle(cx: 9.5, cy: 13.5, r: 8) + sparkle(cx: 18.5, cy: 5.5, r: 4) + sparkle(cx: 19, cy: 18, r: 2.8), evenOdd: false),
        ]),
        Symbol(name: "at", parts: [
            .stroke(path: circlePath(cx: 12, cy: 12, r: 3.9), lineWidth: 1.9),
            .stroke(path: "M15.9 8.2V13.4C15.9 15.1 17 16.3 18.5 16.3C20.3 16.3 21.2 14.6 21.2 12.2C21.2 6.9 17.1 2.8 12 2.8C6.9 2.8 2.8 6.9 2.8 12C2.8 17.1 6.9 21.2 12 21.2C13.9 21.2 15.6 20.7 17 19.8", lineWidth: 1.9),
        ]),
        Symbol(name: "bubble.right", parts: [
            .stroke(path: "M12 3.5C7 3.5 3 6.8 3 11S7 18.5 12 18.5C13 18.5 14 18.4 14.9 18.1L20 20.5L18.7 16.1C20.1 14.7 21 12.9 21 11C21 6.8 17 3.5 12 3.5Z", lineWidth: 1.8),
        ]),
        Symbol(name: "person.2.fill", width: 30, parts: [
            .fill(path: circlePath(cx: 10.5, cy: 7.8, r: 3.9) + "M2.5 21C2.5 16.6 6.1 13.8 10.5 13.8S18.5 16.6 18.5 21Z", evenOdd: false),
            .fill(path: circlePath(cx: 20.8, cy: 6.8, r: 3.2) + "M18.2 12.9C19 12.7 19.9 12.6 20.8 12.6C24.6 12.6 27.5 15 27.5 18.6H20C19.8 16.3 19.3 14.4 18.2 12.9Z", evenOdd: false),
        ]),
        Symbol(name: "person.fill.badge.plus", width: 28, parts: [
            .fill(path: circlePath(cx: 10, cy: 7.5, r: 4.5) + "M1.5 21.5C1.5 16.6 5.3 13.5 10 13.5S18.5 16.6 18.5 21.5Z", evenOdd: false),
            .stroke(path: "M23 5.5V12.5M19.5 9H26.5", lineWidth: 2.2),
        ]),
        Symbol(name: "star.leadinghalf.filled", parts: [
            .stroke(path: G.polygon(starPoints), lineWidth: 1.6),
            .fill(path: G.polygon([starPoints[0]] + starPoints[5...]), evenOdd: false),
        ]),
        Symbol(name: "wave.3.right", parts: [
            .stroke(path: G.arc(cx: 2.5, cy: 12, r: 5, from: -50, to: 50) + G.arc(cx: 2.5, cy: 12, r: 10, from: -50, to: 50)
                + G.arc(cx: 2.5, cy: 12, r: 15, from: -45, to: 45), lineWidth: 2),
        ]),
        Symbol(name: "nosign", parts: [
            .stroke(path: circlePath(cx: 12, cy: 12, r: 9.4), lineWidth: 2),
            .stroke(path: "M5.4 5.4L18.6 18.6", lineWidth: 2),
        ]),
        Symbol(name: "plus.app", parts: [
            .stroke(path: G.roundedRect(x: 3, y: 3, width: 18, height: 18, radius: 5), lineWidth: 1.7),
            .stroke(path: "M12 7.5V16.5M7.5 12H16.5", lineWidth: 2),
        ]),
        Symbol(name: "bolt.heart.fill", parts: [
            .fill(path: heartShape + G.polygon([(13.3, 6.4), (8.4, 12.7), (11.5, 12.7), (10.5, 17.8), (15.6, 11.1), (12.4, 11.1)]), evenOdd: true),
        ]),
    ]
}
