/// Filled and framed forms of symbols the catalog had only one form of (`photo.fill`,
/// `film.fill`, `pencil.circle.fill`, `checkmark.shield.fill`, …), which the sweeps' models name.
/// Marks are cut out of the fill, as SF Symbols draws them.
extension SymbolTable {
    private static let shieldShape = "M12 2.3L20 5.4V11.5C20 16.3 16.6 20 12 21.8C7.4 20 4 16.3 4 11.5V5.4Z"

    static let fills: [Symbol] = [
        cutFromDisc("line.3.horizontal.decrease.circle.fill",
                    G.roundedRect(x: 6.5, y: 7.9, width: 11, height: 1.8, radius: 0.9) + G.roundedRect(x: 8.3, y: 11.4, width: 7.4, height: 1.8, radius: 0.9)
                        + G.roundedRect(x: 10, y: 14.9, width: 4, height: 1.8, radius: 0.9)),
        cutFromDisc("pencil.circle.fill", "M14.3 6.8L17.2 9.7L10.4 16.5L6.8 17.2L7.5 13.6Z"),
        cutFromDisc("heart.circle.fill",
                    "M12 17C11.2 16.3 6.8 13.3 6.8 10.3C6.8 8.6 8.1 7.5 9.5 7.5C10.6 7.5 11.5 8.2 12 9C12.5 8.2 13.4 7.5 14.5 7.5C15.9 7.5 17.2 8.6 17.2 10.3C17.2 13.3 12.8 16.3 12 17Z"),
        Symbol(name: "photo.fill", width: 28, parts: [
            .fill(
                path: G.roundedRect(x: 2.5, y: 3.5, width: 23, height: 17, radius: 2.2) + circlePath(cx: 19, cy: 8.5, r: 2)
                    + G.polygon([(4.6, 18.4), (10, 12.8), (14.4, 17.2), (18.4, 13.4), (23.4, 18.4)]),
                evenOdd: true),
        ]),
        Symbol(name: "film.fill", parts: [
            .fill(
                path: G.roundedRect(x: 3, y: 2.5, width: 18, height: 19, radius: 2.2)
                    + G.roundedRect(x: 8.2, y: 4.2, width: 7.6, height: 6.8, radius: 0.8) + G.roundedRect(x: 8.2, y: 13, width: 7.6, height: 6.8, radius: 0.8)
                    + [4.4, 8.6, 12.8, 17].map { G.roundedRect(x: 4.6, y: $0, width: 1.8, height: 2.2, radius: 0.4) + G.roundedRect(x: 17.6, y: $0, width: 1.8, height: 2.2, radius: 0.4) }.joined(),
                evenOdd: true),
        ]),
        Symbol(name: "checkmark.shield.fill", parts: [
            .fill(path: shieldShape + "M7.6 11.9L10.9 15.2L16.6 9L15.1 7.6L10.8 12.3L9.1 10.5Z", evenOdd: true),
        ]),
        Symbol(name: "shield.slash", parts: [
            .stroke(path: shieldShape, lineWidth: 1.8),
            .stroke(path: "M3 2.5L21 21.5", lineWidth: 1.8),
        ]),
        Symbol(name: "text.alignleft", parts: [.stroke(path: "M3 5H21M3 9.7H15M3 14.3H21M3 19H13", lineWidth: 2)]),
        Symbol(name: "rectangle.grid.1x2", parts: [
            .stroke(path: G.roundedRect(x: 3, y: 3, width: 18, height: 8, radius: 2) + G.roundedRect(x: 3, y: 13, width: 18, height: 8, radius: 2), lineWidth: 1.7),
        ]),
        Symbol(name: "qrcode.viewfinder", parts: [
            .stroke(path: viewfinderCorners, lineWidth: 1.8),
            .fill(
                path: [(6.5, 6.5), (13, 6.5), (6.5, 13)].map { x, y in
                    G.roundedRect(x: x, y: y, width: 4.5, height: 4.5, radius: 0.6) + G.roundedRect(x: x + 1.4, y: y + 1.4, width: 1.7, height: 1.7, radius: 0.3)
                }.joined() + "M13 13H15V15H13Z M15.5 15.5H17.5V17.5H15.5Z M13 16H14.6V17.5H13Z M16 13H17.5V14.6H16Z",
                evenOdd: true),
        ]),
        Symbol(name: "cloud.bolt.rain", width: 28, parts: [
            .stroke(path: highCloud, lineWidth: 1.8),
            .fill(path: G.polygon([(15, 15.8), (11.8, 19.6), (13.9, 19.6), (12.9, 23), (16.6, 18.4), (14.5, 18.4)]), evenOdd: false),
            .stroke(path: "M8.6 17.8L7.4 20.8M21 17.8L19.8 20.8", lineWidth: 1.7),
        ]),
        Symbol(name: "pin.slash", parts: [
            .stroke(path: "M8 2.5H16V4L14.5 5.2V10.2C16.8 11.2 18 12.8 18 14.8H6C6 12.8 7.2 11.2 9.5 10.2V5.2L8 4Z M12 14.8V21.8", lineWidth: 1.6),
            .stroke(path: "M3 2.5L21 21.5", lineWidth: 1.8),
        ]),
        Symbol(name: "switch.2", parts: [
            .stroke(path: G.roundedRect(x: 2.5, y: 3, width: 19, height: 7.5, radius: 3.75) + G.roundedRect(x: 2.5, y: 13.5, width: 19, height: 7.5, radius: 3.75), lineWidth: 1.6),
            .fill(path: circlePath(cx: 17.75, cy: 6.75, r: 2.3), evenOdd: false),
            .stroke(path: circlePath(cx: 6.25, cy: 17.25, r: 2), lineWidth: 1.5),
        ]),
        Symbol(name: "bubble.left.and.bubble.right.fill", width: 28, parts: [
            .fill(path: "M17.5 7.6C22.4 7.9 26 10.8 26 14.3C26 15.9 25.3 17.3 24 18.4L25 21.6L21 19.8C20.2 20 19.4 20.1 18.5 20.1C15.6 20.1 13.1 19 11.7 17.4C15.4 16.6 18 14 18 10.9C18 9.7 17.8 8.6 17.5 7.6Z", evenOdd: false),
            .fill(path: "M9.8 2.5C14.2 2.5 17.5 5.4 17.5 9S14.2 15.5 9.8 15.5C9 15.5 8.2 15.4 7.5 15.2L3.4 17.2L4.4 13.7C3 12.5 2 10.8 2 9C2 5.4 5.4 2.5 9.8 2.5Z", evenOdd: false),
        ]),
        Symbol(name: "syringe.fill", parts: [
            .fill(
                path: G.polygon(G.rotated([(7.5, 9.6), (16.5, 9.6), (16.5, 14.4), (7.5, 14.4)], degrees: -45, cx: 12, cy: 12))
                    + G.polygon(G.rotated([(16.5, 11.3), (19.8, 11.3), (19.8, 12.7), (16.5, 12.7)], degrees: -45, cx: 12, cy: 12))
                    + G.polygon(G.rotated([(19.8, 8.6), (21.5, 8.6), (21.5, 15.4), (19.8, 15.4)], degrees: -45, cx: 12, cy: 12)),
                evenOdd: false),
            .stroke(path: "M8.8 15.2L3 21", lineWidth: 1.5),
        ]),
    ]
}
