/// Desktop and device symbols, continued: drives, codes, stacked and split windows, radio waves
/// (the macOS-style and iOS 13–15 sweeps' screens named them). The same grid and weights.
extension SymbolTable {
    private static let waves = "M9.5 7.5A6.4 6.4 0 0 0 9.5 16.5M18.5 7.5A6.4 6.4 0 0 1 18.5 16.5M6 4.5A10.6 10.6 0 0 0 6 19.5M22 4.5A10.6 10.6 0 0 1 22 19.5"
    private static func finder(x: Double, y: Double) -> String {
        G.roundedRect(x: x, y: y, width: 7, height: 7, radius: 1.2) + G.roundedRect(x: x + 1.5, y: y + 1.5, width: 4, height: 4, radius: 0.5)
            + G.roundedRect(x: x + 2.3, y: y + 2.3, width: 2.4, height: 2.4, radius: 0.3)
    }

    static let desk: [Symbol] = [
        Symbol(name: "externaldrive", width: 28, parts: [
            .stroke(path: G.roundedRect(x: 2, y: 6.5, width: 24, height: 11, radius: 2.6), lineWidth: 1.7),
            .fill(path: circlePath(cx: 21, cy: 12, r: 1.3), evenOdd: false),
        ]),
        Symbol(name: "qrcode", parts: [
            .fill(
                path: finder(x: 2.5, y: 2.5) + finder(x: 14.5, y: 2.5) + finder(x: 2.5, y: 14.5)
                    + "M14.5 14.5H17V17H14.5Z M17 17H19.5V19.5H17Z M19.5 14.5H21.5V17H19.5Z M14.5 19.5H17V21.5H14.5Z M19.5 19.5H21.5V21.5H19.5Z",
                evenOdd: true),
        ]),
        Symbol(name: "rectangle.stack.fill", parts: [
            .fill(path: G.roundedRect(x: 2.5, y: 8.5, width: 19, height: 13, radius: 2), evenOdd: false),
            .stroke(path: "M4.8 5.6H19.2M7.2 2.8H16.8", lineWidth: 1.6),
        ]),
        Symbol(name: "plus.square.on.square", parts: [
            .stroke(path: G.roundedRect(x: 2.8, y: 7, width: 14.2, height: 14.2, radius: 2.5), lineWidth: 1.7),
            .stroke(path: "M7 4.6A1.8 1.8 0 0 1 8.8 2.8H19.4A1.8 1.8 0 0 1 21.2 4.6V15.2A1.8 1.8 0 0 1 19.4 17", lineWidth: 1.7),
            .stroke(path: "M9.9 10.6V17.6M6.4 14.1H13.4", lineWidth: 1.8),
        ]),
        Symbol(name: "plus.rectangle.fill", width: 28, parts: [
            .fill(path: G.roundedRect(x: 2, y: 4.5, width: 24, height: 15, radius: 3) + G.polygon(G.crossPoints(cx: 14, cy: 12, arm: 4.8, half: 1.05)), evenOdd: true),
        ]),
        Symbol(name: "rectangle.split.2x1", width: 28, parts: [
            .stroke(path: G.roundedRect(x: 2, y: 4, width: 24, height: 16, radius: 2.5) + "M14 4V20", lineWidth: 1.7),
        ]),
        Symbol(name: "dot.radiowaves.left.and.right", width: 28, parts: [
            .fill(path: circlePath(cx: 14, cy: 12, r: 2.3), evenOdd: false),
            .stroke(path: waves, lineWidth: 1.8),
        ]),
        Symbol(name: "iphone.radiowaves.left.and.right", width: 28, parts: [
            .stroke(path: G.roundedRect(x: 11, y: 5, width: 6, height: 14, radius: 1.5), lineWidth: 1.6),
            .stroke(path: waves, lineWidth: 1.8),
        ]),
        Symbol(name: "app.badge", parts: [
            .stroke(path: "M13 3.5H7.5A4 4 0 0 0 3.5 7.5V16.5A4 4 0 0 0 7.5 20.5H16.5A4 4 0 0 0 20.5 16.5V11", lineWidth: 1.7),
            .fill(path: circlePath(cx: 18.8, cy: 5.2, r: 3.4), evenOdd: false),
        ]),
        Symbol(name: "eraser", parts: [
            .stroke(path: "M8.2 20.5L3.8 16.1A1.5 1.5 0 0 1 3.8 14L13.8 4A1.5 1.5 0 0 1 15.9 4L20.5 8.6A1.5 1.5 0 0 1 20.5 10.7L10.7 20.5Z M8.6 9.2L15.3 15.9", lineWidth: 1.7),
            .stroke(path: "M10.7 20.5H20.5", lineWidth: 1.7),
        ]),
        Symbol(name: "doc.plaintext", parts: [
            .stroke(path: docOutline, lineWidth: 1.8),
            .stroke(path: "M13.6 2.8V7.9H18.7", lineWidth: 1.6),
            .stroke(path: "M8.5 11H15.5M8.5 14H15.5M8.5 17H15.5", lineWidth: 1.5),
        ]),
    ]
}
