/// Symbols the corpus's app screens use (Scrumdinger's theme row and empty history, a settings
/// screen's row icons, a slider's value labels), drawn on the same 24-point grid as the rest.
extension SymbolTable {
    private static let airplaneShape =
        "M12 1.8C12.9 1.8 13.4 2.9 13.4 4.2V9.3L21.8 14.2V16.3L13.4 13.6V18.5L15.9 20.4V22L12 20.9L8.1 22V20.4L10.6 18.5V13.6L2.2 16.3V14.2L10.6 9.3V4.2C10.6 2.9 11.1 1.8 12 1.8Z"

    static let corpusScreens: [Symbol] = [
        Symbol(name: "speaker.wave.3.fill", width: 30, parts: [
            .fill(path: speakerShape, evenOdd: false),
            .stroke(path: "M16 9A4.2 4.2 0 0 1 16 15M19.5 5.8A8.8 8.8 0 0 1 19.5 18.2M23 2.8A13 13 0 0 1 23 21.2", lineWidth: 1.9),
        ]),
        Symbol(name: "airplane", parts: [.fill(path: airplaneShape, evenOdd: false)]),
        Symbol(name: "bell.badge.fill", parts: [
            .fill(path: "M11 2.5C7.8 2.6 5.5 5.3 5.5 8.8V13.3L3.5 16.4V17.8H19.5V16.4L17.5 13.3V11.6A5.2 5.2 0 0 1 13.1 3.1C12.5 2.7 11.8 2.5 11 2.5Z M8.8 19.2A2.7 2.7 0 0 0 14.2 19.2Z", evenOdd: false),
            .fill(path: circlePath(cx: 18.5, cy: 5.8, r: 3.6), evenOdd: false),
        ]),
        Symbol(name: "antenna.radiowaves.left.and.right", width: 28, parts: [
            .fill(path: circlePath(cx: 14, cy: 10, r: 2.2), evenOdd: false),
            .stroke(path: "M14 12V21.5", lineWidth: 2),
            .stroke(path: "M9.5 5.5A6.4 6.4 0 0 0 9.5 14.5M18.5 5.5A6.4 6.4 0 0 1 18.5 14.5M6 2.5A10.6 10.6 0 0 0 6 17.5M22 2.5A10.6 10.6 0 0 1 22 17.5", lineWidth: 1.8),
        ]),
        Symbol(name: "textformat.size.smaller", parts: [
            .stroke(path: "M7 19L12 6L17 19M8.9 14.2H15.1", lineWidth: 1.8),
        ]),
        Symbol(name: "textformat.size.larger", parts: [
            .stroke(path: "M4 21L12 2.5L20 21M7.1 14H16.9", lineWidth: 2.2),
        ]),
    ]
}
