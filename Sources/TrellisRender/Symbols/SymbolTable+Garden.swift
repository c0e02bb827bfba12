/// Home and family life: the garden, the kitchen cupboard, the baby's bottle and a birthday (the
/// everyday-life sweep's plant, baby-log, grocery and family screens named them). The same
/// 24-unit grid and weights as the other families.
extension SymbolTable {
    /// A filled arrowhead at `degrees` on the circle, pointing clockwise along it, so two arcs
    /// read as a cycle.
    private static func arrowhead(cx: Double, cy: Double, r: Double, degrees: Double, size: Double) -> String {
        let tip = G.point(cx: cx, cy: cy, r: r, degrees: degrees + 12)
        let outer = G.point(cx: cx, cy: cy, r: r + size, degrees: degrees)
        let inner = G.point(cx: cx, cy: cy, r: r - size, degrees: degrees)
        return G.polygon([tip, outer, inner])
    }

    private static let smallHeart = "M12 17.4C11.2 16.7 6.6 13.5 6.6 10.2C6.6 8.5 7.9 7.2 9.5 7.2C10.6 7.2 11.5 7.8 12 8.8C12.5 7.8 13.4 7.2 14.5 7.2C16.1 7.2 17.4 8.5 17.4 10.2C17.4 13.5 12.8 16.7 12 17.4Z"
    private static let carrotBody = "M3.2 20.8L16.4 12.9C18 11.7 18.1 9.4 16.8 8C15.4 6.6 13.1 6.6 11.7 8.2Z"
    private static let letterL = "M9.2 6.8H11.4V15.2H15.6V17.2H9.2Z"
    private static let letterR = "M8.8 6.8H12.8C14.9 6.8 16.2 8 16.2 9.9C16.2 11.3 15.4 12.4 14.2 12.8L16.6 17.2H14.2L12.1 13.1H11V17.2H8.8Z"
        + "M11 8.7V11.3H12.6C13.5 11.3 14 10.8 14 10C14 9.2 13.5 8.7 12.6 8.7Z"

    static let garden: [Symbol] = [
        Symbol(name: "heart.circle", parts: [
            .stroke(path: circlePath(cx: 12, cy: 12, r: 9.6), lineWidth: 1.7),
            .fill(path: smallHeart, evenOdd: false),
        ]),
        Symbol(name: "carrot", parts: [
            .stroke(path: carrotBody, lineWidth: 1.7),
            .stroke(path: "M16.4 7.4L20 3.2M17.6 8.9L21.8 7.6M14.8 6.6L15.6 2.2M9 14.2L11 16M12.4 10.8L14 12.2", lineWidth: 1.6),
        ]),
        Symbol(name: "cabinet", parts: [
            .stroke(path: G.roundedRect(x: 3.5, y: 3, width: 17, height: 18, radius: 2), lineWidth: 1.7),
            .stroke(path: "M3.5 12H20.5M10 7.5H14M10 16.5H14", lineWidth: 1.7),
        ]),
        Symbol(name: "waterbottle.fill", parts: [
            .fill(path: G.roundedRect(x: 9, y: 2, width: 6, height: 3.2, radius: 0.8), evenOdd: false),
            .fill(path: "M9.5 6H14.5L17 9V20A2 2 0 0 1 15 22H9A2 2 0 0 1 7 20V9Z M8.5 12.5H15.5V14.5H8.5Z", evenOdd: true),
        ]),
        Symbol(name: "birthday.cake", parts: [
            .stroke(path: G.roundedRect(x: 4, y: 12, width: 16, height: 9, radius: 1.5), lineWidth: 1.7),
            .stroke(path: "M4 15.5C6 17 8 17 10 15.5S14 14 16 15.5S19 17 20 15.5M8 12V8.5M12 12V8.5M16 12V8.5", lineWidth: 1.6),
            .fill(path: circlePath(cx: 8, cy: 6, r: 1.2) + circlePath(cx: 12, cy: 6, r: 1.2) + circlePath(cx: 16, cy: 6, r: 1.2), evenOdd: false),
        ]),
        Symbol(name: "l.circle.fill", parts: [.fill(path: circlePath(cx: 12, cy: 12, r: 10) + letterL, evenOdd: true)]),
        Symbol(name: "r.circle.fill", parts: [.fill(path: circlePath(cx: 12, cy: 12, r: 10) + letterR, evenOdd: true)]),
        Symbol(name: "drop.triangle.fill", parts: [
            .fill(path: "M10 2.5C10 2.5 4 9 4 13.3A6 6 0 0 0 10 19.3C10.4 19.3 10.8 19.3 11.2 19.2L14.3 13.8C14.8 12.9 15.4 12.4 16 12.2C15.1 8.8 10 2.5 10 2.5Z", evenOdd: false),
            .fill(path: "M17.5 13.5L23 22.5H12Z M17 16.3H18V19.5H17Z M17 20.3H18V21.3H17Z", evenOdd: true),
        ]),
        Symbol(name: "person.badge.plus", width: 28, parts: [
            .stroke(path: circlePath(cx: 10, cy: 7.5, r: 4), lineWidth: 1.8),
            .stroke(path: "M2.5 21C2.5 16.8 5.9 14 10 14S17.5 16.8 17.5 21Z", lineWidth: 1.8),
            .stroke(path: "M23 5.5V12.5M19.5 9H26.5", lineWidth: 2),
        ]),
        Symbol(name: "leaf.arrow.triangle.circlepath", parts: [
            .stroke(path: G.arc(cx: 12, cy: 12, r: 9, from: 200, to: 330) + G.arc(cx: 12, cy: 12, r: 9, from: 20, to: 150), lineWidth: 1.7),
            .fill(path: arrowhead(cx: 12, cy: 12, r: 9, degrees: 330, size: 2.6) + arrowhead(cx: 12, cy: 12, r: 9, degrees: 150, size: 2.6), evenOdd: false),
            .fill(path: "M15.5 8.5C10.5 8.5 8 11 8.5 15C8.7 15.8 9.2 16.3 9.8 16.3C13.5 16.8 15.5 13.5 15.5 8.5Z", evenOdd: false),
        ]),
    ]
}
