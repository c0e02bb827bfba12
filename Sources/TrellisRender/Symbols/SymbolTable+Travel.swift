/// Travel, delivery and going out: places, routes, vehicles, luggage, the café, the sea (found
/// by the CorpusAppsB sweep and the travel sweep). The same 24-point grid and line weights.
extension SymbolTable {
    private static let suitcaseBody = G.roundedRect(x: 2.5, y: 7, width: 19, height: 13.5, radius: 2.2)
    private static let suitcaseHandle = "M8.5 7V4.8A1.3 1.3 0 0 1 9.8 3.5H14.2A1.3 1.3 0 0 1 15.5 4.8V7"

    static let travel: [Symbol] = [
        Symbol(name: "mappin.and.ellipse", parts: [
            .stroke(path: circlePath(cx: 12, cy: 6.8, r: 4.3), lineWidth: 1.8),
            .stroke(path: "M12 11.1V18.6", lineWidth: 2),
            .stroke(path: "M7.5 16.6C4.8 17.1 3 18 3 19C3 20.5 7 21.6 12 21.6S21 20.5 21 19C21 18 19.2 17.1 16.5 16.6", lineWidth: 1.6),
        ]),
        Symbol(name: "box.truck", width: 30, parts: [
            .stroke(path: G.roundedRect(x: 2, y: 4.5, width: 15.5, height: 12, radius: 1.2), lineWidth: 1.7),
            .stroke(path: "M17.5 8.5H22.8L26.8 12.6V16.5H17.5", lineWidth: 1.7),
            .fill(path: circlePath(cx: 7.2, cy: 18.6, r: 2.6) + circlePath(cx: 7.2, cy: 18.6, r: 1)
                + circlePath(cx: 22.3, cy: 18.6, r: 2.6) + circlePath(cx: 22.3, cy: 18.6, r: 1), evenOdd: true),
        ]),
        Symbol(name: "arrow.triangle.turn.up.right.diamond.fill", parts: [
            .fill(
                path: G.polygon([(10.8, 2.4), (13.2, 2.4), (21.6, 10.8), (21.6, 13.2), (13.2, 21.6), (10.8, 21.6), (2.4, 13.2), (2.4, 10.8)])
                    + G.polygon([(8.4, 16.8), (8.4, 10.4), (13.2, 10.4), (13.2, 7.8), (17.4, 11.5), (13.2, 15.2), (13.2, 12.6), (10.6, 12.6), (10.6, 16.8)]),
                evenOdd: true),
        ]),
        Symbol(name: "safari.fill", parts: [
            .fill(path: circlePath(cx: 12, cy: 12, r: 10) + "M16.8 7.2L13.4 13.4L7.2 16.8L10.6 10.6Z", evenOdd: true),
            .fill(path: "M13.4 13.4L7.2 16.8L10.6 10.6Z", evenOdd: false),
        ]),
        Symbol(name: "icloud", width: 28, parts: [.stroke(path: cloudShape, lineWidth: 1.8)]),
        Symbol(name: "cup.and.saucer.fill", parts: [
            .fill(path: "M3.5 6.5H16.5V12C16.5 15.4 13.9 17.8 10 17.8S3.5 15.4 3.5 12Z", evenOdd: false),
            .stroke(path: "M16.5 8.4H18.2A2.6 2.6 0 0 1 18.2 13.6H16.2", lineWidth: 1.8),
            .fill(path: G.roundedRect(x: 1.8, y: 19, width: 16.4, height: 2.2, radius: 1.1), evenOdd: false),
        ]),
        Symbol(name: "figure.surfing", parts: [
            .fill(path: circlePath(cx: 14.6, cy: 3.6, r: 2), evenOdd: false),
            .stroke(path: "M13.4 7L11.4 11.8L7.8 15.4M11.4 11.8L15.2 13.2L15.4 16.2", lineWidth: 2),
            .stroke(path: "M7.4 7.6L13.4 7L17.6 9.6", lineWidth: 1.8),
            .stroke(path: "M3.2 18.6L21 16.4", lineWidth: 2.2),
            .stroke(path: "M2 21.6C4 20.4 6 20.4 8 21.6S12 22.8 14 21.6S18 20.4 22 21.6", lineWidth: 1.6),
        ]),
        Symbol(name: "suitcase", parts: [
            .stroke(path: suitcaseBody, lineWidth: 1.7),
            .stroke(path: suitcaseHandle + "M7.5 7V20.5M16.5 7V20.5", lineWidth: 1.6),
        ]),
        Symbol(name: "suitcase.fill", parts: [
            .fill(path: suitcaseBody + "M6.9 7H8.1V20.5H6.9Z M15.9 7H17.1V20.5H15.9Z", evenOdd: true),
            .stroke(path: suitcaseHandle, lineWidth: 1.6),
        ]),
    ]
}
