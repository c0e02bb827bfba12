import TrellisCore

/// Marks: signs in and out of circles, question and exclamation marks, ellipses, chevrons, arrows.
extension SymbolTable {
    typealias G = SymbolGeometry

    /// The outline ring every `*.circle` symbol draws its sign in.
    static let ring = circlePath(cx: 12, cy: 12, r: 9.5)
    static let plusOutline = G.polygon(G.crossPoints(cx: 12, cy: 12, arm: 5.5, half: 1.1))
    static let minusOutline = "M6.5 10.9H17.5V13.1H6.5Z"
    static let xmarkOutline = G.polygon(G.rotated(G.crossPoints(cx: 12, cy: 12, arm: 5.6, half: 1.1), degrees: 45, cx: 12, cy: 12))

    static func inRing(_ name: String, _ sign: [Symbol.Part]) -> Symbol {
        Symbol(name: name, parts: [.stroke(path: ring, lineWidth: 1.8)] + sign)
    }

    static func cutFromDisc(_ name: String, _ holes: String) -> Symbol {
        Symbol(name: name, parts: [.fill(path: circlePath(cx: 12, cy: 12, r: 10) + holes, evenOdd: true)])
    }

    static func dots(_ xs: [Double], y: Double, r: Double) -> String {
        xs.map { circlePath(cx: $0, cy: y, r: r) }.joined()
    }

    static let marks: [Symbol] = [
        inRing("plus.circle", [.stroke(path: "M12 7.5V16.5M7.5 12H16.5", lineWidth: 2)]),
        cutFromDisc("plus.circle.fill", plusOutline),
        inRing("minus.circle", [.stroke(path: "M7.5 12H16.5", lineWidth: 2)]),
        cutFromDisc("minus.circle.fill", minusOutline),
        inRing("xmark.circle", [.stroke(path: "M8.8 8.8L15.2 15.2M15.2 8.8L8.8 15.2", lineWidth: 2)]),
        cutFromDisc("xmark.circle.fill", xmarkOutline),
        Symbol(name: "questionmark", parts: [
            .stroke(path: "M8 8.4C8 6 9.8 4.2 12.1 4.2S16 5.8 16 8C16 10.8 12.2 11.4 12.2 14.8", lineWidth: 2.4),
            .fill(path: circlePath(cx: 12.2, cy: 19.2, r: 1.6), evenOdd: false),
        ]),
        inRing("questionmark.circle", [
            .stroke(path: "M9.3 9.6C9.3 8 10.5 6.9 12 6.9S14.7 7.9 14.7 9.4C14.7 11.3 12 11.6 12 13.8", lineWidth: 2),
            .fill(path: circlePath(cx: 12, cy: 16.9, r: 1.25), evenOdd: false),
        ]),
        inRing("exclamationmark.circle", [
            .stroke(path: "M12 6.8V13", lineWidth: 2.2),
            .fill(path: circlePath(cx: 12, cy: 16.6, r: 1.3), evenOdd: false),
        ]),
        Symbol(name: "exclamationmark.triangle", parts: [
            .stroke(path: "M12 3.2L21.8 20.3H2.2Z", lineWidth: 1.8),
            .stroke(path: "M12 9.3V14.3", lineWidth: 2.1),
            .fill(path: circlePath(cx: 12, cy: 17.2, r: 1.2), evenOdd: false),
        ]),
        Symbol(name: "ellipsis", parts: [.fill(path: dots([4.5, 12, 19.5], y: 12, r: 2), evenOdd: false)]),
        inRing("ellipsis.circle", [.fill(path: dots([7.5, 12, 16.5], y: 12, r: 1.35), evenOdd: false)]),
        Symbol(name: "chevron.forward", parts: [.stroke(path: "M8.5 3.5L17 12L8.5 20.5", lineWidth: 2.6)]),
        Symbol(name: "chevron.backward", parts: [.stroke(path: "M15.5 3.5L7 12L15.5 20.5", lineWidth: 2.6)]),
        // Narrower than tall, as SF Symbols draws it beside a menu picker's value.
        Symbol(name: "chevron.up.chevron.down", width: 14, parts: [
            .stroke(path: "M2 9L7 4L12 9M2 15L7 20L12 15", lineWidth: 2.3),
        ]),
        inRing("chevron.right.circle", [.stroke(path: "M10.3 7.3L15 12L10.3 16.7", lineWidth: 2)]),
        inRing("chevron.left.circle", [.stroke(path: "M13.7 7.3L9 12L13.7 16.7", lineWidth: 2)]),
        inRing("chevron.up.circle", [.stroke(path: "M7.3 13.7L12 9L16.7 13.7", lineWidth: 2)]),
        inRing("chevron.down.circle", [.stroke(path: "M7.3 10.3L12 15L16.7 10.3", lineWidth: 2)]),
        Symbol(name: "arrow.right", parts: [.stroke(path: "M3.5 12H20M13.5 5.5L20 12L13.5 18.5", lineWidth: 2.2)]),
        Symbol(name: "arrow.left", parts: [.stroke(path: "M20.5 12H4M10.5 5.5L4 12L10.5 18.5", lineWidth: 2.2)]),
        Symbol(name: "arrow.up", parts: [.stroke(path: "M12 20.5V4M5.5 10.5L12 4L18.5 10.5", lineWidth: 2.2)]),
        Symbol(name: "arrow.down", parts: [.stroke(path: "M12 3.5V20M5.5 13.5L12 20L18.5 13.5", lineWidth: 2.2)]),
        Symbol(name: "arrow.clockwise", parts: [
            .stroke(path: G.arc(cx: 12, cy: 13, r: 7.5, from: -40, to: 270), lineWidth: 2),
            .fill(path: "M11 1.6L15.6 5.5L11 9.4Z", evenOdd: false),
        ]),
        Symbol(name: "arrow.counterclockwise", parts: [
            .stroke(path: G.arc(cx: 12, cy: 13, r: 7.5, from: 270, to: 580), lineWidth: 2),
            .fill(path: "M13 1.6L8.4 5.5L13 9.4Z", evenOdd: false),
        ]),
        Symbol(name: "list.bullet", parts: [
            .fill(path: circlePath(cx: 4.5, cy: 6, r: 1.6) + circlePath(cx: 4.5, cy: 12, r: 1.6) + circlePath(cx: 4.5, cy: 18, r: 1.6), evenOdd: false),
            .stroke(path: "M9 6H20.5M9 12H20.5M9 18H20.5", lineWidth: 2),
        ]),
        Symbol(name: "line.3.horizontal", parts: [.stroke(path: "M4 6.5H20M4 12H20M4 17.5H20", lineWidth: 2.2)]),
        Symbol(name: "slider.horizontal.3", parts: [
            .stroke(path: "M3 6H21M3 12H21M3 18H21", lineWidth: 1.8),
            .fill(path: circlePath(cx: 15, cy: 6, r: 2.6) + circlePath(cx: 8, cy: 12, r: 2.6) + circlePath(cx: 16.5, cy: 18, r: 2.6), evenOdd: false),
        ]),
        Symbol(name: "square", parts: [.stroke(path: G.roundedRect(x: 3.5, y: 3.5, width: 17, height: 17, radius: 3), lineWidth: 1.8)]),
        Symbol(name: "square.fill", parts: [.fill(path: G.roundedRect(x: 3, y: 3, width: 18, height: 18, radius: 3.2), evenOdd: false)]),
        Symbol(name: "square.grid.2x2", parts: [
            .stroke(
                path: G.roundedRect(x: 3.5, y: 3.5, width: 7, height: 7, radius: 1.5) + G.roundedRect(x: 13.5, y: 3.5, width: 7, height: 7, radius: 1.5)
                    + G.roundedRect(x: 3.5, y: 13.5, width: 7, height: 7, radius: 1.5) + G.roundedRect(x: 13.5, y: 13.5, width: 7, height: 7, radius: 1.5),
                lineWidth: 1.8),
        ]),
        Symbol(name: "checkmark.square", parts: [
            .stroke(path: G.roundedRect(x: 3.5, y: 3.5, width: 17, height: 17, radius: 3), lineWidth: 1.8),
            .stroke(path: "M7.5 12.3L10.6 15.4L16.5 8.6", lineWidth: 2),
        ]),
    ]
}
