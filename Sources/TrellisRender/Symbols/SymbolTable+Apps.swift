import TrellisCore

/// Symbols everyday app screens use that the other tables lack (found by the CorpusApps corpus:
/// Scrumdinger's clock and hourglasses, a recipe app's fork and knife, weather, books, charts).
/// Drawn on the same 24-point grid in the same line weights as the rest.
extension SymbolTable {
    static let highCloud = "M8 15.5H20.5A4.5 4.5 0 0 0 21.4 6.6A6.5 6.5 0 0 0 9.1 5.1A5.2 5.2 0 0 0 8 15.5Z"
    static let smallStar = "M12 5.8L13.59 9.82L17.9 10.08L14.57 12.83L15.64 17.02L12 14.7L8.36 17.02L9.43 12.83L6.1 10.08L10.41 9.82Z"
    static let seal = "M12 1.8L14.23 3.69L17.1 3.17L18.08 5.92L20.83 6.9L20.31 9.77L22.2 12L20.31 14.23L20.83 17.1L18.08 18.08L17.1 20.83L14.23 20.31L12 22.2L9.77 20.31L6.9 20.83L5.92 18.08L3.17 17.1L3.69 14.23L1.8 12L3.69 9.77L3.17 6.9L5.92 5.92L6.9 3.17L9.77 3.69Z"
    static let hourglassFrame = "M7.5 3V6.5C7.5 9 12 10.5 12 12C12 13.5 7.5 15 7.5 17.5V21M16.5 3V6.5C16.5 9 12 10.5 12 12C12 13.5 16.5 15 16.5 17.5V21"
    static let upArrowHole = G.polygon([(12, 6.3), (17.2, 11.5), (15.8, 12.9), (13, 10.1), (13, 17.6), (11, 17.6), (11, 10.1), (8.2, 12.9), (6.8, 11.5)])

    static let apps: [Symbol] = [
        Symbol(name: "paintpalette", parts: [
            .stroke(path: "M12 2.5C6.5 2.5 2.5 6.6 2.5 11.8C2.5 17 6.6 21.5 11.6 21.5C13.2 21.5 13.8 20.4 13.3 19.2C12.7 17.8 13.5 16.5 15 16.5H17.2C19.7 16.5 21.5 14.6 21.5 12C21.5 6.6 17.3 2.5 12 2.5Z", lineWidth: 1.8),
            .fill(path: circlePath(cx: 7.2, cy: 11.5, r: 1.5) + circlePath(cx: 9.6, cy: 7, r: 1.5) + circlePath(cx: 14.6, cy: 7, r: 1.5) + circlePath(cx: 17.3, cy: 11, r: 1.5), evenOdd: false),
        ]),
        Symbol(name: "calendar.badge.exclamationmark", parts: [
            .stroke(path: "M21 12.5V6.7A2.2 2.2 0 0 0 18.8 4.5H5.2A2.2 2.2 0 0 0 3 6.7V18.8A2.2 2.2 0 0 0 5.2 21H13.5M3 9.5H21", lineWidth: 1.8),
            .stroke(path: "M8 2.5V6M16 2.5V6M19 14.5V18.3", lineWidth: 1.8),
            .fill(path: circlePath(cx: 19, cy: 21.3, r: 1.2), evenOdd: false),
        ]),
        Symbol(name: "hourglass.tophalf.fill", parts: [
            .stroke(path: "M6 2.8H18M6 21.2H18", lineWidth: 2),
            .stroke(path: hourglassFrame, lineWidth: 1.8),
            .fill(path: "M8.3 4H15.7V6.4C15.7 8 13 9.5 12 10.7C11 9.5 8.3 8 8.3 6.4Z", evenOdd: false),
        ]),
        Symbol(name: "hourglass.bottomhalf.fill", parts: [
            .stroke(path: "M6 2.8H18M6 21.2H18", lineWidth: 2),
            .stroke(path: hourglassFrame, lineWidth: 1.8),
            .fill(path: "M12 14.3C13 15.6 15.7 16.8 15.7 18.4V20.2H8.3V18.4C8.3 16.8 11 15.6 12 14.3Z", evenOdd: false),
        ]),
        Symbol(name: "exclamationmark", width: 12, parts: [
            .stroke(path: "M6 3.5V15", lineWidth: 2.8),
            .fill(path: circlePath(cx: 6, cy: 20, r: 1.7), evenOdd: false),
        ]),
        Symbol(name: "fork.knife", parts: [
            .stroke(path: "M5 2.5V8A2.5 2.5 0 0 0 10 8V2.5M7.5 2.5V21.5", lineWidth: 1.8),
            .stroke(path: "M18 21.5V2.5C15.8 3.5 14.5 7.5 14.5 12H18", lineWidth: 1.8),
        ]),
        Symbol(name: "textformat", width: 28, parts: [
            .stroke(path: "M2 19L8 4.5L14 19M4.3 13.5H11.7", lineWidth: 1.9),
            .stroke(path: circlePath(cx: 20.5, cy: 15.5, r: 3.5) + "M24 11.5V19", lineWidth: 1.8),
        ]),
        Symbol(name: "arrow.up.arrow.down", parts: [
            .stroke(path: "M7.5 20.5V3.5M3.5 7.5L7.5 3.5L11.5 7.5", lineWidth: 1.8),
            .stroke(path: "M16.5 3.5V20.5M12.5 16.5L16.5 20.5L20.5 16.5", lineWidth: 1.8),
        ]),
        Symbol(name: "bell.badge", parts: [
            .stroke(path: bellOutline, lineWidth: 1.8),
            .stroke(path: "M9.8 20.3A2.3 2.3 0 0 0 14.2 20.3", lineWidth: 1.8),
            .fill(path: circlePath(cx: 19, cy: 5, r: 3.3), evenOdd: false),
        ]),
        Symbol(name: "checkmark.seal", parts: [
            .stroke(path: seal, lineWidth: 1.6),
            .stroke(path: "M8 12.3L10.8 15L16.2 9.3", lineWidth: 1.9),
        ]),
        Symbol(name: "checkmark.seal.fill", parts: [
            .fill(path: seal + "M7.3 12.9L8.7 11.5L10.8 13.6L15.5 8.6L16.9 10L10.8 16.4Z", evenOdd: true),
        ]),
        Symbol(name: "chart.bar.xaxis", parts: [
            .stroke(path: "M2.5 20.5H21.5", lineWidth: 1.8),
            .stroke(path: "M6 17V12M10.5 17V5.5M15 17V9M19.5 17V13.5", lineWidth: 2.6),
        ]),
        Symbol(name: "chart.xyaxis.line", parts: [
            .stroke(path: "M3.5 3V20.5H21", lineWidth: 1.8),
            .stroke(path: "M6.5 16L10.5 10.5L14 13.5L20 6", lineWidth: 1.8),
        ]),
        Symbol(name: "cloud.sun", width: 28, parts: [
            .stroke(path: "M9 8.6A4 4 0 0 1 16.2 6.8", lineWidth: 1.8),
            .stroke(path: "M12.5 1V2.5M5.8 3.8L6.9 4.9M3.5 10.5H5", lineWidth: 1.8),
            .stroke(path: cloudShape, lineWidth: 1.8),
        ]),
        Symbol(name: "cloud.sun.fill", width: 28, parts: [
            .fill(path: circlePath(cx: 12.5, cy: 8.5, r: 4), evenOdd: false),
            .stroke(path: "M12.5 1V2.5M5.8 3.8L6.9 4.9M3.5 10.5H5", lineWidth: 1.8),
            .fill(path: cloudShape, evenOdd: false),
        ]),
        Symbol(name: "cloud.rain", width: 28, parts: [
            .stroke(path: highCloud, lineWidth: 1.8),
            .stroke(path: "M10 18.5L8.8 22M14.5 18.5L13.3 22M19 18.5L17.8 22", lineWidth: 1.8),
        ]),
        Symbol(name: "cloud.rain.fill", width: 28, parts: [
            .fill(path: highCloud, evenOdd: false),
            .stroke(path: "M10 18.5L8.8 22M14.5 18.5L13.3 22M19 18.5L17.8 22", lineWidth: 1.8),
        ]),
        Symbol(name: "cloud.bolt.rain.fill", width: 28, parts: [
            .fill(path: highCloud, evenOdd: false),
            .fill(path: "M15.5 16.5L12.2 20.3H14.6L13.4 23.5L17.2 19.2H14.8Z", evenOdd: false),
            .stroke(path: "M9.5 18.5L8.3 22M20.5 18.5L19.3 22", lineWidth: 1.8),
        ]),
        Symbol(name: "star.circle.fill", parts: [
            .fill(path: circlePath(cx: 12, cy: 12, r: 10) + smallStar, evenOdd: true),
        ]),
        Symbol(name: "mountain.2.fill", width: 28, parts: [
            .fill(path: "M1 20.5L9.5 6.5L14.2 14.2L17.5 9L27 20.5Z", evenOdd: false),
        ]),
        Symbol(name: "arrow.up.circle.fill", parts: [
            .fill(path: circlePath(cx: 12, cy: 12, r: 10) + upArrowHole, evenOdd: true),
        ]),
        Symbol(name: "stairs", parts: [
            .stroke(path: "M2.5 20.5H8V15.5H13V10.5H18V5.5H21.5", lineWidth: 1.9),
        ]),
        Symbol(name: "checklist", parts: [
            .stroke(path: "M2.5 6.2L4.5 8.2L8 4.5M2.5 14.2L4.5 16.2L8 12.5", lineWidth: 1.8),
            .stroke(path: "M11.5 6.5H21.5M11.5 14.5H21.5M11.5 20H21.5", lineWidth: 1.8),
        ]),
        Symbol(name: "book", parts: [
            .stroke(path: "M12 6C9.5 4.3 6 4 2.5 4.5V19C6 18.5 9.5 18.8 12 20.5C14.5 18.8 18 18.5 21.5 19V4.5C18 4 14.5 4.3 12 6ZM12 6V20.5", lineWidth: 1.7),
        ]),
        Symbol(name: "book.closed", parts: [
            .stroke(path: "M6.5 2.5H19.5V21.5H6.5A2 2 0 0 1 4.5 19.5V4.5A2 2 0 0 1 6.5 2.5ZM4.5 19.5A2 2 0 0 1 6.5 17.5H19.5", lineWidth: 1.7),
            .stroke(path: "M9.5 2.5V9.5L11.5 8L13.5 9.5V2.5", lineWidth: 1.5),
        ]),
        Symbol(name: "books.vertical", parts: [
            .stroke(path: "M2.5 3.5H6.5V20.5H2.5ZM8.5 3.5H12.5V20.5H8.5ZM14.2 5L18 4L21.7 19.6L17.9 20.6Z", lineWidth: 1.6),
        ]),
        Symbol(name: "headphones", parts: [
            .stroke(path: "M3.5 17V12A8.5 8.5 0 0 1 20.5 12V17", lineWidth: 1.8),
            .fill(path: G.roundedRect(x: 3, y: 13, width: 4.5, height: 8, radius: 1.8) + G.roundedRect(x: 16.5, y: 13, width: 4.5, height: 8, radius: 1.8), evenOdd: false),
        ]),
        Symbol(name: "line.3.horizontal.decrease.circle", parts: [
            .stroke(path: circlePath(cx: 12, cy: 12, r: 9.5), lineWidth: 1.7),
            .stroke(path: "M7.2 8.8H16.8M8.8 12.3H15.2M10.4 15.8H13.6", lineWidth: 1.7),
        ]),
    ]
}
