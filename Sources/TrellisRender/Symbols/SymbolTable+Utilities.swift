/// Symbols utility and productivity apps use that the other tables lack (found by the
/// CorpusAppsA sweep: a calculator's tab, a budget's categories, a workout log, a journal,
/// sidebars and filters). Drawn on the same 24-point grid in the same line weights as the rest.
extension SymbolTable {
    private static let utilityRing = circlePath(cx: 12, cy: 12, r: 9.6)
    private static let utilitySquare = G.roundedRect(x: 3, y: 3, width: 18, height: 18, radius: 4)
    static let dropShape = "M12 2.8C12 2.8 5.5 10 5.5 14.5A6.5 6.5 0 0 0 18.5 14.5C18.5 10 12 2.8 12 2.8Z"
    private static let squareCheck = "M6.4 12.6L10.2 16.4L17.8 8.2L16.2 6.8L10.1 13.4L7.9 11.1Z"

    static let utilities: [Symbol] = [
        Symbol(name: "plus.forwardslash.minus", parts: [
            .stroke(path: "M3 7.5H11M7 3.5V11.5M13 18H21M18.5 3.5L5.5 20.5", lineWidth: 1.8),
        ]),
        Symbol(name: "list.number", parts: [
            .stroke(path: "M9.5 5.5H21M9.5 12H21M9.5 18.5H21", lineWidth: 1.8),
            .stroke(path: "M3.6 4.3L5 3.5V8M3 14C3.4 9.9 6.8 11 6.2 12.6C5.9 13.4 3.4 14.6 3.3 15.5H6.6M3.3 17.2C4.3 16.2 6.5 16.5 6.2 18C6 19 4.6 18.9 4.6 18.9C4.6 18.9 6.6 19 6.4 20.3C6.2 21.7 3.9 21.7 3.2 20.6", lineWidth: 1.2),
        ]),
        Symbol(name: "dollarsign.circle", parts: [
            .stroke(path: utilityRing, lineWidth: 1.7),
            .stroke(path: "M15.2 8.9C14.6 7.7 13.4 7.2 12 7.2C10.2 7.2 8.9 8.1 8.9 9.5C8.9 12.6 15.3 11.2 15.3 14.4C15.3 15.9 13.9 16.8 12 16.8C10.4 16.8 9.1 16.1 8.6 14.9M12 5.5V18.5", lineWidth: 1.6),
        ]),
        Symbol(name: "circle.lefthalf.filled", parts: [
            .stroke(path: utilityRing, lineWidth: 1.7),
            .fill(path: "M12 2.4A9.6 9.6 0 0 0 12 21.6Z", evenOdd: false),
        ]),
        Symbol(name: "tray.full", parts: [
            .stroke(path: "M2.8 13.5L5.5 4.5H18.5L21.2 13.5V18.5A2 2 0 0 1 19.2 20.5H4.8A2 2 0 0 1 2.8 18.5Z M2.8 13.5H8.3C8.3 15.5 9.8 16.8 12 16.8C14.2 16.8 15.7 15.5 15.7 13.5H21.2", lineWidth: 1.7),
            .stroke(path: "M7.8 8H16.2M7.2 10.8H16.8", lineWidth: 1.5),
        ]),
        Symbol(name: "drop", parts: [.stroke(path: dropShape, lineWidth: 1.8)]),
        Symbol(name: "humidity", parts: [
            .stroke(path: dropShape, lineWidth: 1.7),
            .stroke(path: "M7.5 14.5C9 13.3 10.5 13.3 12 14.5C13.5 15.7 15 15.7 16.5 14.5", lineWidth: 1.5),
        ]),
        Symbol(name: "archivebox", parts: [
            .stroke(path: G.roundedRect(x: 2.5, y: 3.5, width: 19, height: 5, radius: 1.2), lineWidth: 1.7),
            .stroke(path: "M4 8.5V18.5A2 2 0 0 0 6 20.5H18A2 2 0 0 0 20 18.5V8.5M9.5 12.5H14.5", lineWidth: 1.7),
        ]),
        Symbol(name: "checkmark.square.fill", parts: [.fill(path: utilitySquare + squareCheck, evenOdd: true)]),
        Symbol(name: "gamecontroller", width: 28, parts: [
            .stroke(path: "M8.5 6H19.5C23 6 25 9 25.8 13.5L26.4 17C26.8 19.3 24.3 20.6 22.7 19L19.8 16H8.2L5.3 19C3.7 20.6 1.2 19.3 1.6 17L2.2 13.5C3 9 5 6 8.5 6Z", lineWidth: 1.7),
            .stroke(path: "M6.5 11H10.5M8.5 9V13", lineWidth: 1.6),
            .fill(path: circlePath(cx: 19, cy: 10, r: 1.1) + circlePath(cx: 21.3, cy: 12.3, r: 1.1), evenOdd: false),
        ]),
        Symbol(name: "bus", parts: [
            .stroke(path: G.roundedRect(x: 4, y: 2.5, width: 16, height: 16.5, radius: 3), lineWidth: 1.7),
            .stroke(path: "M4 11.5H20M7.5 2.5V6M16.5 2.5V6M6.5 19V21.5M17.5 19V21.5", lineWidth: 1.7),
            .fill(path: circlePath(cx: 7.6, cy: 15.3, r: 1.2) + circlePath(cx: 16.4, cy: 15.3, r: 1.2), evenOdd: false),
        ]),
        Symbol(name: "arrow.up.right.square", parts: [
            .stroke(path: utilitySquare, lineWidth: 1.7),
            .stroke(path: "M8.5 15.5L15.5 8.5M10 8.5H15.5V14", lineWidth: 1.7),
        ]),
        Symbol(name: "dumbbell", width: 28, parts: [
            .stroke(path: "M9 12H19M1.5 12H3.5M24.5 12H26.5", lineWidth: 1.8),
            .stroke(path: G.roundedRect(x: 3.5, y: 7.5, width: 2.5, height: 9, radius: 1) + G.roundedRect(x: 6.5, y: 5, width: 2.5, height: 14, radius: 1)
                + G.roundedRect(x: 19, y: 5, width: 2.5, height: 14, radius: 1) + G.roundedRect(x: 22, y: 7.5, width: 2.5, height: 9, radius: 1), lineWidth: 1.5),
        ]),
        Symbol(name: "figure.run", parts: [
            .fill(path: circlePath(cx: 14.5, cy: 4, r: 2), evenOdd: false),
            .stroke(path: "M12.8 7.6L10 13.2L13.5 16L11.8 21.5M10 13.2L7.8 16.8L4.2 17.5M12.8 7.6L8.4 8.8L6.8 11.8M12.8 7.6L15 11.2L18.6 12", lineWidth: 2),
        ]),
        Symbol(name: "dice", parts: [
            .stroke(path: utilitySquare, lineWidth: 1.7),
            .fill(path: circlePath(cx: 8, cy: 8, r: 1.4) + circlePath(cx: 16, cy: 8, r: 1.4) + circlePath(cx: 12, cy: 12, r: 1.4)
                + circlePath(cx: 8, cy: 16, r: 1.4) + circlePath(cx: 16, cy: 16, r: 1.4), evenOdd: false),
        ]),
        Symbol(name: "arrow.up.arrow.down.circle", parts: [
            .stroke(path: utilityRing, lineWidth: 1.7),
            .stroke(path: "M9.3 16.5V7.5M6.8 10L9.3 7.5L11.8 10M14.7 7.5V16.5M12.2 14L14.7 16.5L17.2 14", lineWidth: 1.5),
        ]),
        Symbol(name: "line.3.horizontal.decrease", parts: [
            .stroke(path: "M3 6.5H21M6.5 12H17.5M10 17.5H14", lineWidth: 1.9),
        ]),
        Symbol(name: "pin.fill", parts: [
            .fill(path: "M8 2.5H16V4L14.5 5.2V10.2C16.8 11.2 18 12.8 18 14.8H6C6 12.8 7.2 11.2 9.5 10.2V5.2L8 4Z", evenOdd: false),
            .stroke(path: "M12 14.8V21.8", lineWidth: 1.6),
        ]),
        Symbol(name: "pause", parts: [
            .fill(path: G.roundedRect(x: 5.5, y: 3.5, width: 4, height: 17, radius: 1) + G.roundedRect(x: 14.5, y: 3.5, width: 4, height: 17, radius: 1), evenOdd: false),
        ]),
        Symbol(name: "note.text", parts: [
            .stroke(path: G.roundedRect(x: 3, y: 4, width: 18, height: 16, radius: 2.5), lineWidth: 1.7),
            .stroke(path: "M7 9H17M7 12.5H17M7 16H13", lineWidth: 1.5),
        ]),
        Symbol(name: "flame", parts: [
            .stroke(path: "M12 21.5C8 21.5 5.2 18.8 5.2 15C5.2 10.5 9.5 8.5 10 2.5C13.5 4.5 15 7.5 14.5 10.5C15.6 9.9 16.3 8.8 16.5 7.5C18.2 9.3 18.8 12 18.8 14.6C18.8 18.7 16 21.5 12 21.5Z", lineWidth: 1.7),
        ]),
        Symbol(name: "safari", parts: [
            .stroke(path: utilityRing, lineWidth: 1.7),
            .fill(path: "M16.8 7.2L13.4 13.4L7.2 16.8L10.6 10.6Z", evenOdd: false),
        ]),
        Symbol(name: "arrow.left.arrow.right", parts: [
            .stroke(path: "M20.5 7.5H3.5M7.5 3.5L3.5 7.5L7.5 11.5M3.5 16.5H20.5M16.5 12.5L20.5 16.5L16.5 20.5", lineWidth: 1.8),
        ]),
        Symbol(name: "bed.double", width: 28, parts: [
            .stroke(path: "M3 19.5V5.5M25 19.5V12.5A2.5 2.5 0 0 0 22.5 10H3M3 15.5H25", lineWidth: 1.8),
            .stroke(path: G.roundedRect(x: 6, y: 6.5, width: 7, height: 3.5, radius: 1.5) + G.roundedRect(x: 15, y: 6.5, width: 7, height: 3.5, radius: 1.5), lineWidth: 1.5),
        ]),
    ]
}
