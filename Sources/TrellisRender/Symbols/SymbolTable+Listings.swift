import TrellisCore

/// Marketplace and listings symbols (the CorpusAppsL sweep named them): home types and
/// amenities (buildings, a washer, a shower, a pawprint, a ruler), event categories (a stage
/// microphone, a court, theater masks, a ticket), chat and profile marks. The same 24-unit grid and
/// stroke weights as the other families, so a listing card's labels line up with the rest.
extension SymbolTable {
    private static let bellFillOutline = "M12 2.5C8.5 2.5 6 5.2 6 8.8V13.3L4 16.4V17.8H20V16.4L18 13.3V8.8C18 5.2 15.5 2.5 12 2.5Z M9.3 19.2A2.7 2.7 0 0 0 14.7 19.2Z"
    private static let tagOutline = "M2.5 3.7V10.9L12.4 20.8A1.6 1.6 0 0 0 14.7 20.8L20.8 14.7A1.6 1.6 0 0 0 20.8 12.4L10.9 2.5H3.7A1.2 1.2 0 0 0 2.5 3.7Z"
    private static func windows(_ origins: [(Double, Double)], width: Double = 1.7, height: Double = 2) -> String {
        origins.map { G.roundedRect(x: $0.0, y: $0.1, width: width, height: height, radius: 0.3) }.joined()
    }

    static let listings: [Symbol] = [
        Symbol(name: "washer", parts: [
            .stroke(path: G.roundedRect(x: 4, y: 2.5, width: 16, height: 19, radius: 2.5), lineWidth: 1.8),
            .stroke(path: "M4 7H20", lineWidth: 1.6),
            .stroke(path: circlePath(cx: 12, cy: 14.2, r: 4.3), lineWidth: 1.8),
            .fill(path: circlePath(cx: 7.2, cy: 4.8, r: 0.9) + circlePath(cx: 10, cy: 4.8, r: 0.9), evenOdd: false),
        ]),
        Symbol(name: "pawprint", parts: [
            .stroke(
                path: "M12 12.5C9 12.5 6.5 15.5 6.5 18C6.5 19.8 8 20.8 9.5 20.5C10.5 20.3 11.2 19.8 12 19.8S13.5 20.3 14.5 20.5C16 20.8 17.5 19.8 17.5 18C17.5 15.5 15 12.5 12 12.5Z"
                    + circlePath(cx: 4.6, cy: 10.6, r: 1.9) + circlePath(cx: 9.1, cy: 5.9, r: 2.1)
                    + circlePath(cx: 14.9, cy: 5.9, r: 2.1) + circlePath(cx: 19.4, cy: 10.6, r: 1.9),
                lineWidth: 1.6),
        ]),
        Symbol(name: "house.and.flag", width: 28, parts: [
            .stroke(path: "M2 12L10.5 4.5L19 12", lineWidth: 1.8),
            .stroke(path: "M4.5 10V20.5H8.5V15.5H12.5V20.5H16.5V10", lineWidth: 1.8),
            .stroke(path: "M22.5 21V3.5", lineWidth: 1.6),
            .fill(path: "M22.5 3.5H26.8L25.6 5.8L26.8 8.1H22.5Z", evenOdd: false),
        ]),
        Symbol(name: "building.2", parts: [
            .stroke(path: G.roundedRect(x: 3, y: 3, width: 10, height: 18.5, radius: 1) + "M13 9H20A1 1 0 0 1 21 10V21.5H13", lineWidth: 1.7),
            .stroke(path: "M1.5 21.5H22.5", lineWidth: 1.7),
            .fill(path: windows([(5.4, 6), (8.9, 6), (5.4, 10), (8.9, 10), (5.4, 14), (8.9, 14), (15.4, 12), (17.9, 12), (15.4, 16), (17.9, 16)]), evenOdd: false),
        ]),
        Symbol(name: "building", parts: [
            .stroke(path: G.roundedRect(x: 5, y: 2.5, width: 14, height: 19, radius: 1.2), lineWidth: 1.8),
            .fill(path: windows([(7.8, 5.5), (11.15, 5.5), (14.5, 5.5), (7.8, 9.5), (11.15, 9.5), (14.5, 9.5), (7.8, 13.5), (14.5, 13.5)]), evenOdd: false),
            .fill(path: G.roundedRect(x: 10.6, y: 16.5, width: 2.8, height: 5, radius: 0.3), evenOdd: false),
        ]),
        Symbol(name: "shower", parts: [
            .stroke(path: "M4.5 21.5V7A4 4 0 0 1 12.5 7V8", lineWidth: 1.8),
            .fill(path: "M8 12.2A4.5 4.5 0 0 1 17 12.2Z", evenOdd: false),
            .fill(path: circlePath(cx: 9.6, cy: 15.3, r: 0.9) + circlePath(cx: 12.5, cy: 15.8, r: 0.9) + circlePath(cx: 15.4, cy: 15.3, r: 0.9)
                + circlePath(cx: 10.2, cy: 18.8, r: 0.9) + circlePath(cx: 14.8, cy: 18.8, r: 0.9) + circlePath(cx: 12.5, cy: 21, r: 0.9), evenOdd: false),
        ]),
        Symbol(name: "ruler", parts: [
            .stroke(path: G.roundedRect(x: 2, y: 7.5, width: 20, height: 9, radius: 1.2), lineWidth: 1.7),
            .stroke(path: "M6 7.5V10.8M10 7.5V12.3M14 7.5V10.8M18 7.5V12.3", lineWidth: 1.4),
        ]),
        Symbol(name: "square.dashed", parts: [
            .stroke(
                path: "M2.5 5.5V3.5A1 1 0 0 1 3.5 2.5H5.5M9.3 2.5H14.7M18.5 2.5H20.5A1 1 0 0 1 21.5 3.5V5.5M21.5 9.3V14.7"
                    + "M21.5 18.5V20.5A1 1 0 0 1 20.5 21.5H18.5M14.7 21.5H9.3M5.5 21.5H3.5A1 1 0 0 1 2.5 20.5V18.5M2.5 14.7V9.3",
                lineWidth: 1.8),
        ]),
        Symbol(name: "message.fill", parts: [.fill(path: bubbleOutline, evenOdd: false)]),
        Symbol(name: "music.mic", parts: [
            .stroke(path: circlePath(cx: 15.2, cy: 7.8, r: 4.6), lineWidth: 1.8),
            .stroke(path: "M12 4.6L18.4 11", lineWidth: 1.4),
            .fill(path: G.polygon([(11.6, 9.6), (13.4, 11.4), (5.2, 21.2), (2.8, 18.8)]), evenOdd: false),
        ]),
        Symbol(name: "sportscourt", parts: [
            .stroke(path: G.roundedRect(x: 2, y: 5, width: 20, height: 14, radius: 1.2), lineWidth: 1.6),
            .stroke(path: "M12 5V19M2 9H5V15H2M22 9H19V15H22" + circlePath(cx: 12, cy: 12, r: 2.6), lineWidth: 1.4),
        ]),
        Symbol(name: "theatermasks", parts: [
            .stroke(path: "M2.5 4.5C5.5 5.5 8.5 5.5 11.5 4.5V11C11.5 14.5 9.5 16.5 7 16.5S2.5 14.5 2.5 11Z", lineWidth: 1.6),
            .stroke(path: "M12.5 9C15.5 10 18.5 10 21.5 9V15.5C21.5 19 19.5 21 17 21S12.5 19 12.5 15.5Z", lineWidth: 1.6),
            .fill(path: circlePath(cx: 5.3, cy: 8.6, r: 0.9) + circlePath(cx: 8.7, cy: 8.6, r: 0.9) + circlePath(cx: 15.3, cy: 13.1, r: 0.9) + circlePath(cx: 18.7, cy: 13.1, r: 0.9), evenOdd: false),
            .stroke(path: "M5 12.3Q7 14.1 9 12.3M15 18.2Q17 16.5 19 18.2", lineWidth: 1.3),
        ]),
        inRing("face.smiling", [
            .fill(path: circlePath(cx: 9, cy: 9.8, r: 1.1) + circlePath(cx: 15, cy: 9.8, r: 1.1), evenOdd: false),
            .stroke(path: "M8 14A4.6 4.6 0 0 0 16 14", lineWidth: 1.7),
        ]),
        Symbol(name: "ticket", parts: [
            .stroke(path: "M3 6.5H21V10A2 2 0 0 0 21 14V17.5H3V14A2 2 0 0 0 3 10Z", lineWidth: 1.7),
            .stroke(path: "M15 7.8V9.2M15 11.3V12.7M15 14.8V16.2", lineWidth: 1.4),
        ]),
        Symbol(name: "figure.roll", parts: [
            .fill(path: circlePath(cx: 10.5, cy: 3.8, r: 2.2), evenOdd: false),
            .stroke(path: "M10.5 7.5V13.5H16L18.2 19.8H20.5M10.5 10.2H15", lineWidth: 2),
            .stroke(path: G.arc(cx: 10, cy: 16, r: 5.2, from: 200, to: 470), lineWidth: 1.8),
        ]),
        Symbol(name: "briefcase.fill", parts: [
            .stroke(path: "M8.5 7V5A1.5 1.5 0 0 1 10 3.5H14A1.5 1.5 0 0 1 15.5 5V7", lineWidth: 1.8),
            .fill(path: G.roundedRect(x: 2.5, y: 7, width: 19, height: 13.5, radius: 2) + "M2.5 12.2H21.5V13.4H2.5Z", evenOdd: true),
        ]),
        Symbol(name: "photo.badge.plus", width: 28, parts: [
            .stroke(path: "M16.5 6H4A2 2 0 0 0 2 8V18A2 2 0 0 0 4 20H19A2 2 0 0 0 21 18V12.5", lineWidth: 1.8),
            .stroke(path: "M2.5 17.5L8 12.3L12.5 16.5L15 14.2L20.5 19.2", lineWidth: 1.8),
            .fill(path: circlePath(cx: 22.5, cy: 6, r: 5) + G.polygon(G.crossPoints(cx: 22.5, cy: 6, arm: 3, half: 0.9)), evenOdd: true),
        ]),
        cutFromDisc(
            "pin.circle.fill",
            "M9.5 5.6H14.5V6.6L13.6 7.4V10.4C15 11 15.8 12 15.8 13.2H8.2C8.2 12 9 11 10.4 10.4V7.4L9.5 6.6Z" + "M11.4 13.2H12.6V18.4H11.4Z"),
        Symbol(name: "bell.slash.fill", parts: [
            .fill(path: bellFillOutline, evenOdd: false),
            .stroke(path: "M2.6 2.2L21.4 21.8", lineWidth: 1.9),
        ]),
        Symbol(name: "tag.fill", parts: [.fill(path: tagOutline + circlePath(cx: 7, cy: 7, r: 1.6), evenOdd: true)]),
        Symbol(name: "bubble.left.and.bubble.right", width: 28, parts: [
            .stroke(path: "M10 3C14.4 3 18 5.8 18 9.3S14.4 15.5 10 15.5C9.2 15.5 8.4 15.4 7.6 15.2L3.5 17.2L4.6 13.6C3.4 12.5 2 11 2 9.3C2 5.8 5.6 3 10 3Z", lineWidth: 1.6),
            .stroke(path: "M19.8 8.6C23.4 9.4 26 11.9 26 14.8C26 16.4 25.2 17.8 24 18.8L25 22L21.4 20.3C20.7 20.5 19.9 20.6 19 20.6C15.8 20.6 13 19.1 11.8 16.9", lineWidth: 1.6),
        ]),
    ]
}
