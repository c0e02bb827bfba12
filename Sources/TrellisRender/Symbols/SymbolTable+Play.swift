/// Games and lessons, continued: awards, boards, news and hands (the games and education sweep's
/// screens named them). The same grid and weights.
extension SymbolTable {
    /// A five-pointed star of outer radius `r`, as one closed subpath (the medal's).
    static func star(cx: Double, cy: Double, r: Double) -> String {
        G.polygon((0..<10).map { G.point(cx: cx, cy: cy, r: $0 % 2 == 0 ? r : r * 0.42, degrees: -90 + Double($0) * 36) })
    }

    private static func cells(columns: [Double], rows: [Double], size: Double, radius: Double) -> String {
        rows.flatMap { y in columns.map { x in G.roundedRect(x: x, y: y, width: size, height: size, radius: radius) } }.joined()
    }

    private static let newspaperSheet = "M6 3.5H20A1.5 1.5 0 0 1 21.5 5V18A2.5 2.5 0 0 1 19 20.5H5A2.5 2.5 0 0 1 2.5 18V8.5H4.5"
    private static let handShape =
        "M7 13V6.3A1.3 1.3 0 0 1 9.6 6.3V11.5H9.9V4.3A1.3 1.3 0 0 1 12.5 4.3V11.5H12.8V5.3A1.3 1.3 0 0 1 15.4 5.3V12H15.7V8.3A1.3 1.3 0 0 1 18.3 8.3V15C18.3 19 16 21.5 12.4 21.5C9.6 21.5 8.2 20.2 6.8 18L4.2 14C3.6 13.1 3.9 12.1 4.6 11.7C5.3 11.3 6.2 11.6 6.6 12.3Z"

    static let play: [Symbol] = [
        Symbol(name: "rosette", parts: [
            .stroke(path: circlePath(cx: 12, cy: 9, r: 6.3), lineWidth: 1.7),
            .stroke(path: "M8.4 14.2L6.5 21.5L9.6 20L12 22L14.4 20L17.5 21.5L15.6 14.2", lineWidth: 1.6),
            .fill(path: circlePath(cx: 12, cy: 9, r: 2.6), evenOdd: false),
        ]),
        Symbol(name: "medal.fill", parts: [
            .stroke(path: "M7.5 2.5L10.5 9.4M16.5 2.5L13.5 9.4", lineWidth: 2.2),
            .fill(path: circlePath(cx: 12, cy: 15, r: 6.8) + star(cx: 12, cy: 15.3, r: 3.7), evenOdd: true),
        ]),
        Symbol(name: "shield.fill", parts: [
            .fill(path: "M12 2.3L20 5.4V11.5C20 16.3 16.6 20 12 21.8C7.4 20 4 16.3 4 11.5V5.4Z", evenOdd: false),
        ]),
        Symbol(name: "square.grid.2x2.fill", parts: [
            .fill(path: cells(columns: [3, 13], rows: [3, 13], size: 8, radius: 2), evenOdd: false),
        ]),
        Symbol(name: "square.grid.3x3.fill", parts: [
            .fill(path: cells(columns: [2.5, 9.5, 16.5], rows: [2.5, 9.5, 16.5], size: 5.5, radius: 1.3), evenOdd: false),
        ]),
        Symbol(name: "square.grid.4x3.fill", width: 28, parts: [
            .fill(path: cells(columns: [1.8, 8.4, 15, 21.6], rows: [3.6, 10.2, 16.8], size: 4.6, radius: 1.1), evenOdd: false),
        ]),
        Symbol(name: "newspaper", parts: [
            .stroke(path: newspaperSheet + "M4.5 8.5V18", lineWidth: 1.7),
            .fill(path: G.roundedRect(x: 7.5, y: 6.8, width: 4.6, height: 4.4, radius: 0.6), evenOdd: false),
            .stroke(path: "M14.5 7.5H18M14.5 10.5H18M7.5 14H18M7.5 17H18", lineWidth: 1.5),
        ]),
        Symbol(name: "newspaper.fill", parts: [
            .fill(
                path: "M6 3.5H20A1.5 1.5 0 0 1 21.5 5V18A2.5 2.5 0 0 1 19 20.5H6Z" + G.roundedRect(x: 8.3, y: 6.6, width: 4.4, height: 4.2, radius: 0.6)
                    + "M14.5 7H18V8.3H14.5Z M14.5 10H18V11.3H14.5Z M8.3 13.5H18V14.8H8.3Z M8.3 16.5H18V17.8H8.3Z",
                evenOdd: true),
            .fill(path: "M2.5 8.5H5V20.5A2.5 2.5 0 0 1 2.5 18Z", evenOdd: false),
        ]),
        Symbol(name: "book.closed.fill", parts: [
            .fill(path: "M6.5 2.5H19.5V16.8H6.5A2.6 2.6 0 0 0 4.5 17.6V4.5A2 2 0 0 1 6.5 2.5Z", evenOdd: false),
            .fill(path: "M6.5 18.4H19.5V21.5H6.5A1.55 1.55 0 0 1 6.5 18.4Z", evenOdd: false),
        ]),
        Symbol(name: "hand.raised.fill", parts: [.fill(path: handShape, evenOdd: false)]),
    ]
}
