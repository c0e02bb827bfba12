/// Games and learning: controllers, trophies, dice and puzzles; books, bulbs and caps (the games
/// and education sweep's screens, and what such public apps name most). The same grid and weights.
extension SymbolTable {
    private static let controllerShape = "M8.5 6H19.5C23 6 25 9 25.8 13.5L26.4 17C26.8 19.3 24.3 20.6 22.7 19L19.8 16H8.2L5.3 19C3.7 20.6 1.2 19.3 1.6 17L2.2 13.5C3 9 5 6 8.5 6Z"
    private static let trophyCup = "M7 3.5H17V9C17 12 14.8 14.3 12 14.3S7 12 7 9Z"
    private static let trophyHandles = "M7 5.5H4.5V7C4.5 9 5.8 10.3 7.3 10.5M17 5.5H19.5V7C19.5 9 18.2 10.3 16.7 10.5"
    private static let flameShape = "M12 21.5C8 21.5 5.2 18.8 5.2 15C5.2 10.5 9.5 8.5 10 2.5C13.5 4.5 15 7.5 14.5 10.5C15.6 9.9 16.3 8.8 16.5 7.5C18.2 9.3 18.8 12 18.8 14.6C18.8 18.7 16 21.5 12 21.5Z"
    /// A square piece with a knob on its top and on its right side.
    private static let puzzleShape = "M2.5 6.5H7.8A2.9 2.9 0 1 1 12.2 6.5H17.5V11.8A2.9 2.9 0 1 1 17.5 16.2V21.5H2.5Z"
    private static let bulbShape = "M12 2.5C8.4 2.5 5.5 5.3 5.5 8.9C5.5 11.2 6.6 12.8 7.9 14.1C8.7 14.9 9.2 15.8 9.2 16.8V17.3H14.8V16.8C14.8 15.8 15.3 14.9 16.1 14.1C17.4 12.8 18.5 11.2 18.5 8.9C18.5 5.3 15.6 2.5 12 2.5Z"
    private static let capBoard = G.polygon([(14, 3.5), (26.5, 9.5), (14, 15.5), (1.5, 9.5)])
    private static let pips = circlePath(cx: 8, cy: 8, r: 1.5) + circlePath(cx: 16, cy: 8, r: 1.5) + circlePath(cx: 12, cy: 12, r: 1.5)
        + circlePath(cx: 8, cy: 16, r: 1.5) + circlePath(cx: 16, cy: 16, r: 1.5)

    static let games: [Symbol] = [
        Symbol(name: "gamecontroller.fill", width: 28, parts: [
            .fill(
                path: controllerShape + G.polygon(G.crossPoints(cx: 8.5, cy: 11, arm: 2.6, half: 0.85))
                    + circlePath(cx: 19.2, cy: 9.6, r: 1.2) + circlePath(cx: 21.6, cy: 12.2, r: 1.2),
                evenOdd: true),
        ]),
        Symbol(name: "trophy", parts: [
            .stroke(path: trophyCup, lineWidth: 1.7),
            .stroke(path: trophyHandles + "M12 14.3V17.8", lineWidth: 1.6),
            .stroke(path: G.roundedRect(x: 8, y: 17.8, width: 8, height: 3.2, radius: 0.8), lineWidth: 1.6),
        ]),
        Symbol(name: "trophy.fill", parts: [
            .fill(path: trophyCup + "M11 14H13V18H11Z" + G.roundedRect(x: 7.5, y: 17.6, width: 9, height: 3.8, radius: 1), evenOdd: false),
            .stroke(path: trophyHandles, lineWidth: 1.7),
        ]),
        Symbol(name: "flame.fill", parts: [.fill(path: flameShape, evenOdd: false)]),
        Symbol(name: "dice.fill", parts: [
            .fill(path: G.roundedRect(x: 3, y: 3, width: 18, height: 18, radius: 4) + pips, evenOdd: true),
        ]),
        Symbol(name: "puzzlepiece", parts: [.stroke(path: puzzleShape, lineWidth: 1.7)]),
        Symbol(name: "puzzlepiece.fill", parts: [.fill(path: puzzleShape, evenOdd: false)]),
        Symbol(name: "lightbulb", parts: [
            .stroke(path: bulbShape, lineWidth: 1.7),
            .stroke(path: "M9.3 19.6H14.7M10.4 22H13.6", lineWidth: 1.7),
        ]),
        Symbol(name: "lightbulb.fill", parts: [
            .fill(path: bulbShape, evenOdd: false),
            .stroke(path: "M9.3 19.6H14.7M10.4 22H13.6", lineWidth: 1.7),
        ]),
        Symbol(name: "graduationcap", width: 28, parts: [
            .stroke(path: capBoard, lineWidth: 1.7),
            .stroke(path: "M6.5 12V17.3C8.5 19.3 11 20.3 14 20.3S19.5 19.3 21.5 17.3V12M24 10.7V17", lineWidth: 1.6),
        ]),
        Symbol(name: "graduationcap.fill", width: 28, parts: [
            .fill(path: capBoard + "M6.5 13.3L14 16.9L21.5 13.3V17.3C19.5 19.3 17 20.3 14 20.3S8.5 19.3 6.5 17.3Z", evenOdd: false),
            .stroke(path: "M24 10.2V17", lineWidth: 1.6),
        ]),
        Symbol(name: "book.fill", parts: [
            .fill(path: "M11.2 5.5C8.8 4 5.6 3.7 2.5 4.2V19C5.6 18.6 8.8 18.9 11.2 20.4Z M12.8 5.5C15.2 4 18.4 3.7 21.5 4.2V19C18.4 18.6 15.2 18.9 12.8 20.4Z", evenOdd: false),
        ]),
        Symbol(name: "pencil.and.outline", parts: [
            .stroke(path: "M17 2.8L20.2 6L10 16.2L5.8 17.2L6.8 13Z M14.8 5L18 8.2", lineWidth: 1.7),
            .stroke(path: "M3 20.8C6 19.8 8 21.8 11 20.8S16 19.8 21 20.8", lineWidth: 1.6),
        ]),
    ]
}
