/// Health and fitness: a heart record, a stopwatch, a full drop, the heart rate's bolt (the
/// health sweep's screens, and what such public apps name most). The same grid and weights.
extension SymbolTable {
    static let health: [Symbol] = [
        Symbol(name: "heart.text.square", parts: [
            .stroke(path: G.roundedRect(x: 3, y: 3, width: 18, height: 18, radius: 4), lineWidth: 1.7),
            .fill(path: "M9.4 13.2C8.7 12.6 5.7 10.6 5.7 8.4C5.7 7.2 6.6 6.4 7.6 6.4C8.4 6.4 9 6.9 9.4 7.5C9.8 6.9 10.4 6.4 11.2 6.4C12.2 6.4 13.1 7.2 13.1 8.4C13.1 10.6 10.1 12.6 9.4 13.2Z", evenOdd: false),
            .stroke(path: "M15 8.5H17.5M15 11.5H17.5M6.5 16H17.5", lineWidth: 1.6),
        ]),
        Symbol(name: "stopwatch", parts: [
            .stroke(path: circlePath(cx: 12, cy: 13.5, r: 8), lineWidth: 1.8),
            .stroke(path: "M9.8 2.5H14.2M12 2.5V5.5M18.4 6.8L19.9 5.3", lineWidth: 1.8),
            .stroke(path: "M12 13.5V8.6", lineWidth: 2),
            .fill(path: circlePath(cx: 12, cy: 13.5, r: 1.4), evenOdd: false),
        ]),
        Symbol(name: "drop.fill", parts: [.fill(path: dropShape, evenOdd: false)]),
    ]
}
