/// Developer tools and desktop apps: a terminal, a hammer, a bug, two gears, a sidebar (the
/// macOS-style sweep's screens, and what such public apps name most). The same grid and weights.
extension SymbolTable {
    /// The hammer's head: a bar across the handle's end, turned to lie across it.
    private static let hammerHead = G.polygon(G.rotated([(8.6, 6.4), (21.4, 6.4), (21.4, 11.2), (8.6, 11.2)], degrees: 45, cx: 15, cy: 8.8))

    static let tools: [Symbol] = [
        Symbol(name: "terminal", parts: [
            .stroke(path: G.roundedRect(x: 2.5, y: 4, width: 19, height: 16, radius: 2.5), lineWidth: 1.7),
            .stroke(path: "M6.5 9L9.5 12L6.5 15M11.5 15.5H16.5", lineWidth: 1.8),
        ]),
        Symbol(name: "hammer", parts: [
            .stroke(path: hammerHead, lineWidth: 1.6),
            .stroke(path: "M2.8 21.2L12.4 11.6", lineWidth: 2.4),
        ]),
        Symbol(name: "hammer.fill", parts: [
            .fill(path: hammerHead, evenOdd: false),
            .stroke(path: "M2.8 21.2L12.4 11.6", lineWidth: 2.6),
        ]),
        Symbol(name: "ladybug", parts: [
            .stroke(path: circlePath(cx: 12, cy: 13.8, r: 7.2) + "M8.9 7.6A3.4 3.4 0 0 1 15.1 7.6M12 6.6V21", lineWidth: 1.7),
            .fill(path: circlePath(cx: 9, cy: 12, r: 1.2) + circlePath(cx: 15, cy: 12, r: 1.2) + circlePath(cx: 9, cy: 16.6, r: 1.1) + circlePath(cx: 15, cy: 16.6, r: 1.1), evenOdd: false),
            .stroke(path: "M10.3 5L9 2.8M13.7 5L15 2.8M4.9 11L2.8 10M4.7 15.3H2.5M5.8 19.3L4 20.8M19.1 11L21.2 10M19.3 15.3H21.5M18.2 19.3L20 20.8", lineWidth: 1.5),
        ]),
        Symbol(name: "gearshape.2", parts: [
            .stroke(path: G.gearWheel(cx: 9.5, cy: 14, inner: 5.4, outer: 7.6, teeth: 8) + circlePath(cx: 9.5, cy: 14, r: 2.3), lineWidth: 1.5),
            .stroke(path: G.gearWheel(cx: 18.4, cy: 5.8, inner: 3.1, outer: 4.7, teeth: 6) + circlePath(cx: 18.4, cy: 5.8, r: 1.3), lineWidth: 1.4),
        ]),
        Symbol(name: "sidebar.left", width: 28, parts: [
            .stroke(path: G.roundedRect(x: 2, y: 4, width: 24, height: 16, radius: 2.5) + "M10 4V20", lineWidth: 1.7),
            .stroke(path: "M4.8 8H7.4M4.8 11H7.4M4.8 14H7.4", lineWidth: 1.5),
        ]),
    ]
}
