import TrellisCore

/// Weather, places and nature; people and the body; media controls and sound.
extension SymbolTable {
    static let moonShape = G.crescent(outer: (11.5, 12.5, 9), cut: (17, 7.5, 7.2))
    static let cloudShape = "M8 19.5H20.5A4.5 4.5 0 0 0 21.4 10.6A6.5 6.5 0 0 0 9.1 9.1A5.2 5.2 0 0 0 8 19.5Z"
    static let boltShape = "M13.5 2L5 13.5H11.2L10 22L19 10H12.7Z"
    /// The bolt laid on its side, on a grid 28 wide and 14 tall.
    static let boltHorizontalShape = G.polygon([(1.5, 8.2), (13.2, 1.5), (13.2, 5.6), (26.5, 5.8), (14.8, 12.5), (14.8, 8.4)])
    static let locationArrow = "M20.5 3.5L3.5 10.8L11.2 12.8L13.2 20.5Z"
    static let leafShape = "M20.5 3C9.5 3 4 8 5 16.5C5.3 18.5 6.3 19.6 7.5 19.7C15.5 20.8 20.5 14 20.5 3Z"
    static let playShape = "M7 3.8V20.2A0.8 0.8 0 0 0 8.2 20.9L20.3 12.7A0.8 0.8 0 0 0 20.3 11.3L8.2 3.1A0.8 0.8 0 0 0 7 3.8Z"
    static let forwardShape = "M2.5 5.5V18.5L13.5 12Z M13.5 5.5V18.5L24.5 12Z"
    static let backwardShape = "M25.5 5.5V18.5L14.5 12Z M14.5 5.5V18.5L3.5 12Z"
    static let speakerShape = "M3 9H7L12.5 4.5V19.5L7 15H3Z"
    static let eyeShape = "M2 10C5 5 9 3 14 3S23 5 26 10C23 15 19 17 14 17S5 15 2 10Z"

    static let world: [Symbol] = [
        Symbol(name: "sun.max", parts: [
            .stroke(path: circlePath(cx: 12, cy: 12, r: 4.3), lineWidth: 1.8),
            .stroke(path: G.rays(cx: 12, cy: 12, inner: 7.3, outer: 10.2, count: 8), lineWidth: 1.8),
        ]),
        Symbol(name: "sun.max.fill", parts: [
            .fill(path: circlePath(cx: 12, cy: 12, r: 5), evenOdd: false),
            .stroke(path: G.rays(cx: 12, cy: 12, inner: 7.5, outer: 10.3, count: 8), lineWidth: 2),
        ]),
        Symbol(name: "moon", parts: [.stroke(path: moonShape, lineWidth: 1.8)]),
        Symbol(name: "moon.fill", parts: [.fill(path: moonShape, evenOdd: false)]),
        Symbol(name: "cloud", width: 28, parts: [.stroke(path: cloudShape, lineWidth: 1.8)]),
        Symbol(name: "cloud.fill", width: 28, parts: [.fill(path: cloudShape, evenOdd: false)]),
        Symbol(name: "bolt", parts: [.stroke(path: boltShape, lineWidth: 1.6)]),
        Symbol(name: "bolt.fill", parts: [.fill(path: boltShape, evenOdd: false)]),
        Symbol(name: "bolt.horizontal", width: 28, height: 14, parts: [.stroke(path: boltHorizontalShape, lineWidth: 1.5)]),
        Symbol(name: "bolt.horizontal.fill", width: 28, height: 14, parts: [.fill(path: boltHorizontalShape, evenOdd: false)]),
        Symbol(name: "leaf", parts: [
            .stroke(path: leafShape, lineWidth: 1.7),
            .stroke(path: "M3.5 21L14 10.5", lineWidth: 1.6),
        ]),
        Symbol(name: "star", parts: [
            .stroke(path: "M12 2.3L14.59 9.24L21.99 9.56L16.18 14.16L18.17 21.29L12 17.2L5.83 21.29L7.82 14.16L2.01 9.56L9.41 9.24Z", lineWidth: 1.6),
        ]),
        Symbol(name: "heart", parts: [
            .stroke(path: "M12 21C10.5 19.7 2.5 14 2.5 8.6C2.5 5.6 4.8 3.5 7.4 3.5C9.4 3.5 11 4.7 12 6.3C13 4.7 14.6 3.5 16.6 3.5C19.2 3.5 21.5 5.6 21.5 8.6C21.5 14 13.5 19.7 12 21Z", lineWidth: 1.8),
        ]),
        Symbol(name: "globe", parts: [
            .stroke(path: ring, lineWidth: 1.6),
            .stroke(path: "M12 2.5C9.3 5 8 8.5 8 12S9.3 19 12 21.5C14.7 19 16 15.5 16 12S14.7 5 12 2.5Z", lineWidth: 1.5),
            .stroke(path: "M2.5 12H21.5M4 7.5H20M4 16.5H20", lineWidth: 1.5),
        ]),
        Symbol(name: "map", parts: [
            .stroke(path: "M3 6L9 3.5L15 6L21 3.5V18L15 20.5L9 18L3 20.5Z", lineWidth: 1.7),
            .stroke(path: "M9 3.5V18M15 6V20.5", lineWidth: 1.7),
        ]),
        Symbol(name: "location", parts: [.stroke(path: locationArrow, lineWidth: 1.8)]),
        Symbol(name: "location.fill", parts: [.fill(path: locationArrow, evenOdd: false)]),
        Symbol(name: "mappin", parts: [
            .stroke(path: circlePath(cx: 12, cy: 7, r: 4.5), lineWidth: 1.8),
            .stroke(path: "M12 11.5V21.5", lineWidth: 2),
        ]),
        Symbol(name: "wifi", height: 18, parts: [
            .stroke(path: G.arc(cx: 12, cy: 15.5, r: 10.5, from: 225, to: 315), lineWidth: 2.2),
            .stroke(path: G.arc(cx: 12, cy: 15.5, r: 6, from: 225, to: 315), lineWidth: 2.2),
            .fill(path: circlePath(cx: 12, cy: 15.3, r: 1.9), evenOdd: false),
        ]),
        Symbol(name: "person", parts: [
            .stroke(path: circlePath(cx: 12, cy: 7.5, r: 4), lineWidth: 1.8),
            .stroke(path: "M4 21C4 16.8 7.6 14 12 14S20 16.8 20 21Z", lineWidth: 1.8),
        ]),
        Symbol(name: "person.crop.circle", parts: personInCircle),
        Symbol(name: "person.crop.circle.fill", parts: [
            .fill(path: circlePath(cx: 12, cy: 12, r: 10) + circlePath(cx: 12, cy: 9.6, r: 3.6) + personCircleShoulders, evenOdd: true),
        ]),
        Symbol(name: "person.2", width: 30, parts: [
            .stroke(path: circlePath(cx: 10.5, cy: 8, r: 3.6) + "M3 20.5C3 16.6 6.3 14 10.5 14S18 16.6 18 20.5Z", lineWidth: 1.7),
            .stroke(path: circlePath(cx: 20.5, cy: 7, r: 3) + "M20 12.6C24 12.4 27 14.8 27 18.5H21", lineWidth: 1.7),
        ]),
        Symbol(name: "person.3", width: 36, parts: [
            .stroke(path: circlePath(cx: 18, cy: 8.5, r: 3.5) + "M10.5 21C10.5 17 13.8 14.5 18 14.5S25.5 17 25.5 21Z", lineWidth: 1.7),
            .stroke(path: circlePath(cx: 8, cy: 7, r: 2.8) + "M10 12.4C9.4 12.3 8.7 12.2 8 12.2C4.5 12.2 2 14.4 2 18H8.3", lineWidth: 1.6),
            .stroke(path: circlePath(cx: 28, cy: 7, r: 2.8) + "M26 12.4C26.6 12.3 27.3 12.2 28 12.2C31.5 12.2 34 14.4 34 18H27.7", lineWidth: 1.6),
        ]),
        Symbol(name: "figure.walk", parts: [
            .fill(path: circlePath(cx: 13.2, cy: 3.8, r: 2.2), evenOdd: false),
            .stroke(path: "M12.4 7.8L10.8 14L8 21.5M10.8 14L14 17L15 21.5", lineWidth: 2.2),
            .stroke(path: "M12.4 7.8L8.6 10.2L7.6 13.4M12.4 7.8L14.6 11.6L17.6 12.8", lineWidth: 2),
        ]),
        Symbol(name: "bed.double.fill", width: 30, parts: [
            .fill(
                path: G.roundedRect(x: 4, y: 4, width: 22, height: 9, radius: 2)
                    + G.roundedRect(x: 6.5, y: 7.5, width: 7.5, height: 4, radius: 1.5)
                    + G.roundedRect(x: 16, y: 7.5, width: 7.5, height: 4, radius: 1.5),
                evenOdd: true),
            .fill(path: G.roundedRect(x: 2.5, y: 13.5, width: 25, height: 5.5, radius: 1.5), evenOdd: false),
            .stroke(path: "M4.5 19V21M25.5 19V21", lineWidth: 2),
        ]),
        Symbol(name: "eye", width: 28, height: 20, parts: [
            .stroke(path: eyeShape, lineWidth: 1.8),
            .fill(path: circlePath(cx: 14, cy: 10, r: 3.4), evenOdd: false),
        ]),
        Symbol(name: "eye.slash", width: 28, height: 20, parts: [
            .stroke(path: eyeShape, lineWidth: 1.8),
            .fill(path: circlePath(cx: 14, cy: 10, r: 3.4), evenOdd: false),
            .stroke(path: "M5 1.5L23 18.5", lineWidth: 1.9),
        ]),
        Symbol(name: "play", parts: [.stroke(path: playShape, lineWidth: 1.8)]),
        Symbol(name: "play.fill", parts: [.fill(path: playShape, evenOdd: false)]),
        Symbol(name: "pause.fill", parts: [
            .fill(path: G.roundedRect(x: 5.5, y: 3.5, width: 4.5, height: 17, radius: 1) + G.roundedRect(x: 14, y: 3.5, width: 4.5, height: 17, radius: 1), evenOdd: false),
        ]),
        Symbol(name: "stop.fill", parts: [.fill(path: G.roundedRect(x: 4.5, y: 4.5, width: 15, height: 15, radius: 2), evenOdd: false)]),
        Symbol(name: "forward", width: 28, parts: [.stroke(path: forwardShape, lineWidth: 1.6)]),
        Symbol(name: "forward.fill", width: 28, parts: [.fill(path: forwardShape, evenOdd: false)]),
        Symbol(name: "backward", width: 28, parts: [.stroke(path: backwardShape, lineWidth: 1.6)]),
        Symbol(name: "backward.fill", width: 28, parts: [.fill(path: backwardShape, evenOdd: false)]),
        Symbol(name: "speaker.fill", parts: [.fill(path: speakerShape, evenOdd: false)]),
        Symbol(name: "speaker.wave.2.fill", width: 28, parts: [
            .fill(path: speakerShape, evenOdd: false),
            .stroke(path: "M16 9A4.2 4.2 0 0 1 16 15M19.5 5.8A8.8 8.8 0 0 1 19.5 18.2", lineWidth: 1.9),
        ]),
        Symbol(name: "speaker.slash.fill", parts: [
            .fill(path: speakerShape, evenOdd: false),
            .stroke(path: "M15.5 9L21.5 15M21.5 9L15.5 15", lineWidth: 1.9),
        ]),
        Symbol(name: "music.note", parts: [
            .stroke(path: "M15 3.5V16.5", lineWidth: 2),
            .fill(path: "M14 2.8L20 4.6V8.6L14 6.8Z", evenOdd: false),
            .fill(path: circlePath(cx: 11.8, cy: 17, r: 3.4), evenOdd: false),
        ]),
    ]
}
