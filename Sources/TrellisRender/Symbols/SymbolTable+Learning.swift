import Foundation

/// Lessons and quizzes: numbered steps, a formula, an atom, a brain, and the playful animals and
/// hands of children's apps (the games and education sweep's screens named them).
extension SymbolTable {
    /// The digits 0–9 as strokes in a box 6 wide and 10 tall centred on the grid, for `N.circle`.
    private static let digits = [
        "M12 7C10.2 7 9.2 9 9.2 12S10.2 17 12 17S14.8 15 14.8 12S13.8 7 12 7Z",
        "M10 8.8L12.6 7V17",
        "M9.4 9.2C9.6 7.9 10.6 7 12 7C13.6 7 14.7 8 14.7 9.4C14.7 11.8 9.3 14.2 9.3 17H14.8",
        "M9.4 8.2C10 7.4 10.9 7 12 7C13.6 7 14.6 7.9 14.6 9.3C14.6 10.8 13.4 11.8 11.6 11.8C13.7 11.8 14.9 12.9 14.9 14.5C14.9 16 13.6 17 11.9 17C10.8 17 9.8 16.6 9.2 15.8",
        "M13.6 17V7L9 13.8H15.2",
        "M14.5 7H9.9L9.5 11.7C10.1 11.3 11 11 12 11C13.7 11 14.9 12.2 14.9 14C14.9 15.8 13.6 17 11.9 17C10.8 17 9.9 16.6 9.2 15.8",
        "M14.2 7.6C13.6 7.2 12.9 7 12.1 7C10.3 7 9.2 8.8 9.2 12.2C9.2 15.4 10.3 17 12.1 17C13.7 17 14.9 15.8 14.9 14.1C14.9 12.4 13.7 11.2 12.1 11.2C10.7 11.2 9.6 12 9.2 13.4",
        "M9.2 7H14.8L11 17",
        "M12 11.7C10.5 11.7 9.6 10.8 9.6 9.4S10.5 7 12 7S14.4 8 14.4 9.4S13.5 11.7 12 11.7ZM12 11.7C10.3 11.7 9.2 12.7 9.2 14.3S10.3 17 12 17S14.8 15.9 14.8 14.3S13.7 11.7 12 11.7Z",
        "M9.8 16.4C10.4 16.8 11.1 17 11.9 17C13.7 17 14.8 15.2 14.8 11.8C14.8 8.6 13.7 7 11.9 7C10.3 7 9.1 8.2 9.1 9.9C9.1 11.6 10.3 12.8 11.9 12.8C13.3 12.8 14.4 12 14.8 10.6",
    ]

    /// An ellipse turned by `degrees`, as a polygon fine enough to read as a curve.
    private static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, degrees: Double) -> String {
        let points = (0..<48).map { index -> (Double, Double) in
            let t = Double(index) * .pi / 24
            return (cx + rx * cos(t), cy + ry * sin(t))
        }
        return G.polygon(G.rotated(points, degrees: degrees, cx: cx, cy: cy))
    }

    private static let brainLeft = "M12 4.5C11 3.3 9.6 3 8.4 3.4C7 3.8 6.2 5 6.2 6.2C4.6 6.5 3.4 8 3.5 9.7C2.6 10.5 2.2 11.7 2.5 13C2.8 14.3 3.8 15.2 5 15.5C5.1 17.5 6.8 19 8.8 18.8C9.7 20 11 20.4 12 19.8"
    private static let brainRight = "M12 4.5C13 3.3 14.4 3 15.6 3.4C17 3.8 17.8 5 17.8 6.2C19.4 6.5 20.6 8 20.5 9.7C21.4 10.5 21.8 11.7 21.5 13C21.2 14.3 20.2 15.2 19 15.5C18.9 17.5 17.2 19 15.2 18.8C14.3 20 13 20.4 12 19.8"
    private static let handShapeWaving =
        "M7 13V6.3A1.3 1.3 0 0 1 9.6 6.3V11.5H9.9V4.3A1.3 1.3 0 0 1 12.5 4.3V11.5H12.8V5.3A1.3 1.3 0 0 1 15.4 5.3V12H15.7V8.3A1.3 1.3 0 0 1 18.3 8.3V15C18.3 19 16 21.5 12.4 21.5C9.6 21.5 8.2 20.2 6.8 18L4.2 14C3.6 13.1 3.9 12.1 4.6 11.7C5.3 11.3 6.2 11.6 6.6 12.3Z"

    static let learning: [Symbol] = (0...9).map { inRing("\($0).circle", [.stroke(path: digits[$0], lineWidth: 2)]) } + [
        inRing("pencil.circle", [.stroke(path: "M14.3 7.2L16.8 9.7L10.2 16.3L7.2 16.8L7.7 13.8Z", lineWidth: 1.6)]),
        Symbol(name: "function", parts: [
            .stroke(path: "M10.8 4.4C9.8 3.7 8.2 3.9 7.8 5.5L5.6 18.8C5.2 20.4 3.7 20.6 2.6 19.9M4.6 9.8H9.8", lineWidth: 1.8),
            .stroke(path: "M14.5 8C13 10.5 13 14 14.5 16.5M20.5 8C22 10.5 22 14 20.5 16.5M15.9 9.6L19.1 14.9M19.1 9.6L15.9 14.9", lineWidth: 1.6),
        ]),
        Symbol(name: "atom", parts: [
            .stroke(path: ellipse(cx: 12, cy: 12, rx: 10, ry: 3.8, degrees: 0) + ellipse(cx: 12, cy: 12, rx: 10, ry: 3.8, degrees: 60)
                + ellipse(cx: 12, cy: 12, rx: 10, ry: 3.8, degrees: -60), lineWidth: 1.4),
            .fill(path: circlePath(cx: 12, cy: 12, r: 1.9), evenOdd: false),
        ]),
        Symbol(name: "brain", parts: [
            .stroke(path: brainLeft + brainRight + "M12 4.5V19.8", lineWidth: 1.7),
            .stroke(path: "M6.2 6.2C7.3 6.5 8.1 7.3 8.3 8.3M5 15.5C5.4 13.9 6.6 13 8 13M17.8 6.2C16.7 6.5 15.9 7.3 15.7 8.3M19 15.5C18.6 13.9 17.4 13 16 13", lineWidth: 1.5),
        ]),
        Symbol(name: "brain.head.profile", parts: [
            .stroke(path: "M8 21.5V17.5C5.5 16 4 13.3 4 10.4C4 5.8 7.7 2.5 12.3 2.5C16.6 2.5 19.6 5.5 19.8 9.3L21.5 13H19.8V16.2A1.8 1.8 0 0 1 18 18H15.5V21.5", lineWidth: 1.7),
            .stroke(path: "M9.2 7.5A2 2 0 0 1 12.5 6.3A2 2 0 0 1 15.5 8.2A1.9 1.9 0 0 1 15.1 11.8A2 2 0 0 1 12 13A2 2 0 0 1 8.8 11.5A1.9 1.9 0 0 1 9.2 7.5Z", lineWidth: 1.4),
        ]),
        Symbol(name: "hand.wave.fill", parts: [
            .fill(path: handShapeWaving, evenOdd: false),
            .stroke(path: "M19.6 2.6C21 3.5 21.8 5 21.9 6.6M2.9 19.2C2.1 18.4 1.7 17.3 1.8 16.2", lineWidth: 1.6),
        ]),
        Symbol(name: "hare.fill", parts: [
            .fill(path: "M4 18.5C3 16 4 12.5 7.5 11.5C10 10.8 12.5 11.3 14.5 12.3L15.6 11.2C14.4 9 13.6 6 14.3 3.5C15.8 4.3 16.8 6.8 17 9.2C17.6 6.8 18.8 4.8 20.2 4.5C20.6 6.8 19.7 9.4 18.3 11C19.8 11.5 21 12.8 21 14.3C21 15.3 20.3 15.9 19.3 16L17.5 16.2C17 17.8 15.8 19 14 19.5H15.5V20.5H4.8C4.3 20 4 19.3 4 18.5Z", evenOdd: false),
        ]),
    ]
}
