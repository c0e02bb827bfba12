/// Signs the marks table lacks: filled and ringed variants, stop and warning signs, return and
/// undo arrows, a target (the app sweeps' screens named them). The same grid and weights.
extension SymbolTable {
    private static let octagon = G.polygon((0..<8).map { G.point(cx: 12, cy: 12, r: 9.9, degrees: 22.5 + Double($0) * 45) })
    private static let heartOutline =
        "M12 21C10.5 19.7 2.5 14 2.5 8.6C2.5 5.6 4.8 3.5 7.4 3.5C9.4 3.5 11 4.7 12 6.3C13 4.7 14.6 3.5 16.6 3.5C19.2 3.5 21.5 5.6 21.5 8.6C21.5 14 13.5 19.7 12 21Z"

    static let signs: [Symbol] = [
        cutFromDisc("play.circle.fill", G.polygon([(9.6, 7), (17.2, 12), (9.6, 17)])),
        cutFromDisc(
            "lock.circle.fill",
            "M9.2 11V9.2A2.8 2.8 0 0 1 14.8 9.2V11H13.4V9.2A1.4 1.4 0 0 0 10.6 9.2V11Z"
                + G.roundedRect(x: 7.8, y: 11, width: 8.4, height: 6.4, radius: 1)),
        cutFromDisc(
            "magnifyingglass.circle.fill",
            circlePath(cx: 10.6, cy: 10.6, r: 4.1) + circlePath(cx: 10.6, cy: 10.6, r: 2.5)
                + G.polygon([(13.25, 14.45), (16.65, 17.85), (17.85, 16.65), (14.45, 13.25)])),
        inRing("arrow.down.circle", [.stroke(path: "M12 6.8V16.6M8 12.8L12 16.8L16 12.8", lineWidth: 2)]),
        inRing("line.horizontal.3.decrease.circle", [.stroke(path: "M7.2 8.8H16.8M8.8 12.3H15.2M10.4 15.8H13.6", lineWidth: 1.7)]),
        Symbol(name: "xmark.octagon", parts: [
            .stroke(path: octagon, lineWidth: 1.7),
            .stroke(path: "M8.8 8.8L15.2 15.2M15.2 8.8L8.8 15.2", lineWidth: 2),
        ]),
        Symbol(name: "xmark.octagon.fill", parts: [.fill(path: octagon + xmarkOutline, evenOdd: true)]),
        Symbol(name: "exclamationmark.triangle.fill", parts: [
            .fill(
                path: "M10.7 3.3A1.5 1.5 0 0 1 13.3 3.3L22.1 18.9A1.5 1.5 0 0 1 20.8 21.1H3.2A1.5 1.5 0 0 1 1.9 18.9Z"
                    + "M10.9 8.6H13.1L12.8 14.6H11.2Z" + circlePath(cx: 12, cy: 17.4, r: 1.3),
                evenOdd: true),
        ]),
        Symbol(name: "arrow.uturn.backward", parts: [
            .stroke(path: "M8.5 2.5L3 8L8.5 13.5M3 8H14.5A6.5 6.5 0 0 1 14.5 21H9", lineWidth: 2),
        ]),
        Symbol(name: "arrow.uturn.forward", parts: [
            .stroke(path: "M15.5 2.5L21 8L15.5 13.5M21 8H9.5A6.5 6.5 0 0 0 9.5 21H15", lineWidth: 2),
        ]),
        Symbol(name: "arrow.down.to.line", parts: [.stroke(path: "M12 3V15.5M6.5 10L12 15.5L17.5 10M4.5 20.5H19.5", lineWidth: 2)]),
        Symbol(name: "return", parts: [.stroke(path: "M21 3V11A3.5 3.5 0 0 1 17.5 14.5H3.5M9.5 8.5L3.5 14.5L9.5 20.5", lineWidth: 2)]),
        Symbol(name: "delete.left", width: 28, parts: [
            .stroke(path: "M9 4.5H24A2 2 0 0 1 26 6.5V17.5A2 2 0 0 1 24 19.5H9L2 12Z", lineWidth: 1.7),
            .stroke(path: "M13.5 8.5L20.5 15.5M20.5 8.5L13.5 15.5", lineWidth: 1.9),
        ]),
        Symbol(name: "arrowshape.turn.up.left", parts: [
            .stroke(path: "M10 4L2.5 11L10 18V13.5C15 13.5 18.5 15 21.5 19.5C21 13 17 8.8 10 8.5Z", lineWidth: 1.7),
        ]),
        Symbol(name: "arrowshape.turn.up.right", parts: [
            .stroke(path: "M14 4L21.5 11L14 18V13.5C9 13.5 5.5 15 2.5 19.5C3 13 7 8.8 14 8.5Z", lineWidth: 1.7),
        ]),
        Symbol(name: "arrow.triangle.branch", parts: [
            .stroke(path: "M12 21.5V12.5L5 4M12 12.5L19 4M4.8 9.5V3.5H10.8M13.2 3.5H19.2V9.5", lineWidth: 2),
        ]),
        Symbol(name: "clock.arrow.circlepath", parts: [
            .stroke(path: G.arc(cx: 12.5, cy: 12, r: 8.8, from: 200, to: 505), lineWidth: 1.8),
            .stroke(path: "M1.6 6.4L4.2 9.3L7.3 7.1", lineWidth: 1.8),
            .stroke(path: "M12.5 7.3V12.2L15.6 14.2", lineWidth: 1.9),
        ]),
        Symbol(name: "diamond.fill", parts: [.fill(path: G.polygon([(12, 2), (21.5, 12), (12, 22), (2.5, 12)]), evenOdd: false)]),
        Symbol(name: "target", parts: [
            .stroke(path: circlePath(cx: 12, cy: 12, r: 9.5) + circlePath(cx: 12, cy: 12, r: 5.6), lineWidth: 1.7),
            .fill(path: circlePath(cx: 12, cy: 12, r: 2), evenOdd: false),
        ]),
        Symbol(name: "heart.slash", parts: [
            .stroke(path: heartOutline, lineWidth: 1.8),
            .stroke(path: "M3.2 3.2L20.8 20.8", lineWidth: 1.9),
        ]),
        Symbol(name: "person.2.slash", width: 30, parts: [
            .stroke(path: circlePath(cx: 10.5, cy: 8, r: 3.6) + "M3 20.5C3 16.6 6.3 14 10.5 14S18 16.6 18 20.5Z", lineWidth: 1.7),
            .stroke(path: circlePath(cx: 20.5, cy: 7, r: 3) + "M20 12.6C24 12.4 27 14.8 27 18.5H21", lineWidth: 1.7),
            .stroke(path: "M4 2.5L26 21.5", lineWidth: 1.9),
        ]),
        Symbol(name: "number", parts: [.stroke(path: "M10 2.5L8 21.5M16.5 2.5L14.5 21.5M4 8.5H21M3 15.5H20", lineWidth: 2)]),
    ]
}
