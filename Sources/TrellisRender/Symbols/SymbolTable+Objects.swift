import TrellisCore

/// Things: the house, tools, documents, time, shopping and communication.
extension SymbolTable {
    static let bellOutline = "M12 3C8.7 3 6.5 5.6 6.5 9V13.4L4.5 16.6V17.6H19.5V16.6L17.5 13.4V9C17.5 5.6 15.3 3 12 3Z"
    static let docOutline = "M6.5 2.5H14L19 7.5V20A1.5 1.5 0 0 1 17.5 21.5H6.5A1.5 1.5 0 0 1 5 20V4A1.5 1.5 0 0 1 6.5 2.5Z"
    static let folderOutline = "M2.5 6.5A1.5 1.5 0 0 1 4 5H10L12 7.5H24A1.5 1.5 0 0 1 25.5 9V19A1.5 1.5 0 0 1 24 20.5H4A1.5 1.5 0 0 1 2.5 19Z"
    static let phoneOutline = "M6.6 3.2L9.3 3.5L10.6 7.6L8.7 9.6C9.6 11.7 12.3 14.4 14.4 15.3L16.4 13.4L20.5 14.7L20.8 17.4C20.8 19 19.5 20.8 17.6 20.8C10 20.4 3.6 14 3.2 6.4C3.2 4.5 5 3.2 6.6 3.2Z"
    static let cameraBody = "M4.5 7.5H8.5L10.3 4.8H17.7L19.5 7.5H23.5A2 2 0 0 1 25.5 9.5V19A2 2 0 0 1 23.5 21H4.5A2 2 0 0 1 2.5 19V9.5A2 2 0 0 1 4.5 7.5Z"
    static let micCapsule = "M12 2.5A3.5 3.5 0 0 1 15.5 6V11.5A3.5 3.5 0 0 1 8.5 11.5V6A3.5 3.5 0 0 1 12 2.5Z"
    static let micStand = "M5.5 11A6.5 6.5 0 0 0 18.5 11M12 17.5V21.5M8.5 21.5H15.5"
    static let lockBody = G.roundedRect(x: 4.5, y: 10.5, width: 15, height: 11, radius: 2)
    static let envelopeBox = G.roundedRect(x: 2.5, y: 5, width: 23, height: 14, radius: 2)
    static let bagBody = "M5 8H19L18.2 20A1.5 1.5 0 0 1 16.7 21.4H7.3A1.5 1.5 0 0 1 5.8 20Z"

    static let objects: [Symbol] = [
        Symbol(name: "house", parts: [
            .stroke(path: "M2.8 11.2L12 3.4L21.2 11.2", lineWidth: 1.8),
            .stroke(path: "M5.5 9V20.5H10V15H14V20.5H18.5V9", lineWidth: 1.8),
        ]),
        Symbol(name: "gearshape", parts: [
            .stroke(path: gearshapeOutline, lineWidth: 1.5),
            .stroke(path: circlePath(cx: 12, cy: 12, r: 3.2), lineWidth: 1.6),
        ]),
        Symbol(name: "gear", parts: [
            .stroke(path: G.gearWheel(cx: 12, cy: 12, inner: 7.6, outer: 10.2, teeth: 10), lineWidth: 1.5),
            .stroke(path: circlePath(cx: 12, cy: 12, r: 3.2), lineWidth: 1.6),
        ]),
        Symbol(name: "bell", parts: [
            .stroke(path: bellOutline, lineWidth: 1.8),
            .stroke(path: "M9.8 20.3A2.3 2.3 0 0 0 14.2 20.3", lineWidth: 1.8),
        ]),
        Symbol(name: "trash", parts: [
            .stroke(path: "M3.5 6H20.5M9 6V4A1 1 0 0 1 10 3H14A1 1 0 0 1 15 4V6", lineWidth: 1.8),
            .stroke(path: "M5.5 6L6.6 19.7A1.5 1.5 0 0 0 8.1 21.1H15.9A1.5 1.5 0 0 0 17.4 19.7L18.5 6", lineWidth: 1.8),
            .stroke(path: "M10 10V17M14 10V17", lineWidth: 1.6),
        ]),
        Symbol(name: "trash.fill", parts: [
            .fill(
                path: "M5.3 7.5H18.7L17.5 19.8A1.6 1.6 0 0 1 15.9 21.2H8.1A1.6 1.6 0 0 1 6.5 19.8Z"
                    + "M9.4 10.5h1.4v7h-1.4Z M13.2 10.5h1.4v7h-1.4Z",
                evenOdd: true),
            .stroke(path: "M3.5 5H20.5M9 5V3.9A0.9 0.9 0 0 1 9.9 3H14.1A0.9 0.9 0 0 1 15 3.9V5", lineWidth: 1.9),
        ]),
        Symbol(name: "pencil", parts: [
            .stroke(path: "M16.2 3.8L20.2 7.8L8.5 19.5L3.5 20.5L4.5 15.5Z", lineWidth: 1.8),
            .stroke(path: "M14 6L18 10", lineWidth: 1.8),
        ]),
        Symbol(name: "square.and.pencil", parts: [
            .stroke(path: "M19.5 13.5V19A1.5 1.5 0 0 1 18 20.5H5A1.5 1.5 0 0 1 3.5 19V6A1.5 1.5 0 0 1 5 4.5H11", lineWidth: 1.8),
            .stroke(path: "M18.5 3.2L20.8 5.5L12.3 14L9.3 14.7L10 11.7Z", lineWidth: 1.6),
        ]),
        Symbol(name: "square.and.arrow.up", parts: [
            .stroke(path: "M8.5 9.5H6.5A1.5 1.5 0 0 0 5 11V19.5A1.5 1.5 0 0 0 6.5 21H17.5A1.5 1.5 0 0 0 19 19.5V11A1.5 1.5 0 0 0 17.5 9.5H15.5", lineWidth: 1.8),
            .stroke(path: "M12 2.8V14.5M8.4 6.3L12 2.7L15.6 6.3", lineWidth: 1.8),
        ]),
        Symbol(name: "doc", parts: [
            .stroke(path: docOutline, lineWidth: 1.8),
            .stroke(path: "M13.6 2.8V7.9H18.7", lineWidth: 1.6),
        ]),
        Symbol(name: "doc.text", parts: [
            .stroke(path: docOutline, lineWidth: 1.8),
            .stroke(path: "M13.6 2.8V7.9H18.7", lineWidth: 1.6),
            .stroke(path: "M8.5 12H15.5M8.5 15H15.5M8.5 18H13", lineWidth: 1.6),
        ]),
        Symbol(name: "folder", width: 28, parts: [
            .stroke(path: folderOutline, lineWidth: 1.8),
            .stroke(path: "M2.5 10.5H25.5", lineWidth: 1.8),
        ]),
        Symbol(name: "folder.fill", width: 28, parts: [.fill(path: folderOutline, evenOdd: false)]),
        Symbol(name: "tray", parts: [
            .stroke(path: "M3 13.5H8.5L10 16H14L15.5 13.5H21V19.5A1.5 1.5 0 0 1 19.5 21H4.5A1.5 1.5 0 0 1 3 19.5Z", lineWidth: 1.7),
            .stroke(path: "M3 13.5L5.8 5H18.2L21 13.5", lineWidth: 1.7),
        ]),
        Symbol(name: "bookmark", parts: [
            .stroke(path: "M7 3H17A1 1 0 0 1 18 4V21L12 16.8L6 21V4A1 1 0 0 1 7 3Z", lineWidth: 1.8),
        ]),
        Symbol(name: "tag", parts: [
            .stroke(path: "M3.5 4.5V11L12.5 20A1.5 1.5 0 0 0 14.6 20L20 14.6A1.5 1.5 0 0 0 20 12.5L11 3.5H4.5A1 1 0 0 0 3.5 4.5Z", lineWidth: 1.8),
            .fill(path: circlePath(cx: 7.8, cy: 7.8, r: 1.5), evenOdd: false),
        ]),
        Symbol(name: "flag", parts: [
            .stroke(path: "M5 21.5V3", lineWidth: 2),
            .stroke(path: "M5 4C9 2 12 6 18.5 4V13C12 15 9 11 5 13", lineWidth: 1.8),
        ]),
        Symbol(name: "flag.fill", parts: [
            .stroke(path: "M5 21.5V3", lineWidth: 2),
            .fill(path: "M5 3.6C9 1.6 12 5.6 19 3.6V13.4C12 15.4 9 11.4 5 13.4Z", evenOdd: false),
        ]),
        Symbol(name: "lock", parts: [
            .stroke(path: lockBody, lineWidth: 1.8),
            .stroke(path: "M8 10.5V7.5A4 4 0 0 1 16 7.5V10.5", lineWidth: 1.8),
        ]),
        Symbol(name: "lock.fill", parts: [
            .fill(path: lockBody, evenOdd: false),
            .stroke(path: "M8 10.5V7.5A4 4 0 0 1 16 7.5V10.5", lineWidth: 2),
        ]),
        Symbol(name: "lock.open", parts: [
            .stroke(path: G.roundedRect(x: 2.5, y: 10.5, width: 15, height: 11, radius: 2), lineWidth: 1.8),
            .stroke(path: "M14 10.5V6.5A3.75 3.75 0 0 1 21.5 6.5V8", lineWidth: 1.8),
        ]),
        Symbol(name: "paperclip", parts: [
            .stroke(path: "M16.5 7.5L9 15A2 2 0 0 0 11.8 17.8L19.5 10.1A4 4 0 0 0 13.8 4.4L5.9 12.3A6 6 0 0 0 14.4 20.8L20 15.2", lineWidth: 1.8),
        ]),
        Symbol(name: "link", parts: [
            .stroke(path: "M10.3 13.7A4 4 0 0 0 15.9 13.7L19.2 10.4A4 4 0 0 0 13.6 4.8L12 6.4", lineWidth: 2),
            .stroke(path: "M13.7 10.3A4 4 0 0 0 8.1 10.3L4.8 13.6A4 4 0 0 0 10.4 19.2L12 17.6", lineWidth: 2),
        ]),
        Symbol(name: "calendar", parts: [
            .stroke(path: G.roundedRect(x: 3, y: 4.5, width: 18, height: 16.5, radius: 2.2) + "M3 9.5H21", lineWidth: 1.8),
            .stroke(path: "M8 2.5V6M16 2.5V6", lineWidth: 1.8),
            .fill(path: dots([8, 12, 16], y: 13.5, r: 1.1) + dots([8, 12], y: 17, r: 1.1), evenOdd: false),
        ]),
        Symbol(name: "calendar.badge.plus", parts: [
            .stroke(path: "M21 12.5V6.7A2.2 2.2 0 0 0 18.8 4.5H5.2A2.2 2.2 0 0 0 3 6.7V18.8A2.2 2.2 0 0 0 5.2 21H12.5M3 9.5H21", lineWidth: 1.8),
            .stroke(path: "M8 2.5V6M16 2.5V6", lineWidth: 1.8),
            .stroke(path: "M18.5 14.5V21.5M15 18H22", lineWidth: 2),
        ]),
        inRing("clock", [.stroke(path: "M12 6.5V12L15.8 14.3", lineWidth: 1.9)]),
        Symbol(name: "timer", parts: [
            .stroke(path: circlePath(cx: 12, cy: 13.5, r: 8), lineWidth: 1.8),
            .stroke(path: "M10 2.5H14M12 2.5V5.5M18.4 6.8L19.9 5.3", lineWidth: 1.8),
            .stroke(path: "M12 13.5L15.4 10.1", lineWidth: 2),
        ]),
        Symbol(name: "hourglass", parts: [
            .stroke(path: "M6 2.8H18M6 21.2H18", lineWidth: 2),
            .stroke(path: "M7.5 3V6.5C7.5 9 12 10.5 12 12C12 13.5 7.5 15 7.5 17.5V21M16.5 3V6.5C16.5 9 12 10.5 12 12C12 13.5 16.5 15 16.5 17.5V21", lineWidth: 1.8),
        ]),
        Symbol(name: "cart", parts: [
            .stroke(path: "M2 3.5H5L7.6 15.5H18.5L20.8 7H6.2", lineWidth: 1.8),
            .fill(path: circlePath(cx: 9, cy: 19.6, r: 1.7) + circlePath(cx: 17, cy: 19.6, r: 1.7), evenOdd: false),
        ]),
        Symbol(name: "cart.fill", parts: [
            .stroke(path: "M2 3.5H5L7.6 15.5H18.5", lineWidth: 1.8),
            .fill(path: "M5.8 6.3H21.6L19.2 15.5H7.8Z", evenOdd: false),
            .fill(path: circlePath(cx: 9, cy: 19.6, r: 1.7) + circlePath(cx: 17, cy: 19.6, r: 1.7), evenOdd: false),
        ]),
        Symbol(name: "bag", parts: [
            .stroke(path: bagBody, lineWidth: 1.8),
            .stroke(path: "M9 10.5V6.5A3 3 0 0 1 15 6.5V10.5", lineWidth: 1.8),
        ]),
        Symbol(name: "bag.fill", parts: [
            .fill(path: bagBody, evenOdd: false),
            .stroke(path: "M9 10.5V6.5A3 3 0 0 1 15 6.5V8", lineWidth: 1.8),
        ]),
        Symbol(name: "gift", parts: [
            .stroke(path: "M4.5 11.5V20.5H19.5V11.5M3 7.5H21V11.5H3ZM12 7.5V20.5", lineWidth: 1.6),
            .stroke(path: "M12 7.5C10.5 4 7 3.5 7 5.7C7 7 9 7.5 12 7.5C15 7.5 17 7 17 5.7C17 3.5 13.5 4 12 7.5", lineWidth: 1.6),
        ]),
        Symbol(name: "creditcard", width: 30, parts: [
            .stroke(path: G.roundedRect(x: 2, y: 5, width: 26, height: 14, radius: 2.2), lineWidth: 1.8),
            .fill(path: "M2.9 8.6H27.1V11.4H2.9Z", evenOdd: false),
            .stroke(path: "M6 15.2H11", lineWidth: 1.8),
        ]),
        Symbol(name: "envelope", width: 28, parts: [
            .stroke(path: envelopeBox, lineWidth: 1.8),
            .stroke(path: "M3.4 6.2L14 13.5L24.6 6.2", lineWidth: 1.8),
        ]),
        Symbol(name: "envelope.fill", width: 28, parts: [
            .fill(path: G.roundedRect(x: 2, y: 4.5, width: 24, height: 15, radius: 2.2) + "M3.6 6.6L14 13.9L24.4 6.6V8.8L14 16.1L3.6 8.8Z", evenOdd: true),
        ]),
        Symbol(name: "phone", parts: [.stroke(path: phoneOutline, lineWidth: 1.7)]),
        Symbol(name: "phone.fill", parts: [.fill(path: phoneOutline, evenOdd: false)]),
        Symbol(name: "camera", width: 28, parts: [
            .stroke(path: cameraBody, lineWidth: 1.8),
            .stroke(path: circlePath(cx: 14, cy: 14, r: 4.2), lineWidth: 1.8),
        ]),
        Symbol(name: "camera.fill", width: 28, parts: [
            .fill(path: cameraBody + circlePath(cx: 14, cy: 14, r: 5) + circlePath(cx: 14, cy: 14, r: 3.3), evenOdd: true),
        ]),
        Symbol(name: "photo", width: 28, parts: [
            .stroke(path: G.roundedRect(x: 2.5, y: 3.5, width: 23, height: 17, radius: 2.2), lineWidth: 1.8),
            .stroke(path: "M3 18.2L10 11.4L15.5 16.8L18.5 13.9L25 19.9", lineWidth: 1.8),
            .fill(path: circlePath(cx: 19, cy: 8.5, r: 2), evenOdd: false),
        ]),
        Symbol(name: "video", width: 30, parts: [
            .stroke(path: G.roundedRect(x: 2, y: 6, width: 18, height: 12, radius: 2.5), lineWidth: 1.8),
            .stroke(path: "M20 10.5L27.5 6.5V17.5L20 13.5", lineWidth: 1.8),
        ]),
        Symbol(name: "video.fill", width: 30, parts: [
            .fill(path: G.roundedRect(x: 1.5, y: 5.5, width: 19, height: 13, radius: 2.6) + "M21.5 10.2L28.5 6V18L21.5 13.8Z", evenOdd: false),
        ]),
        Symbol(name: "mic", parts: [
            .stroke(path: micCapsule, lineWidth: 1.8),
            .stroke(path: micStand, lineWidth: 1.8),
        ]),
        Symbol(name: "mic.fill", parts: [
            .fill(path: micCapsule, evenOdd: false),
            .stroke(path: micStand, lineWidth: 1.8),
        ]),
        Symbol(name: "bubble.left", parts: [
            .stroke(path: bubbleOutline, lineWidth: 1.8),
        ]),
        Symbol(name: "bubble.left.fill", parts: [.fill(path: bubbleOutline, evenOdd: false)]),
        Symbol(name: "paperplane", parts: [
            .stroke(path: "M21.5 2.5L2.5 10.3L9.6 13.2L13.7 21.5Z", lineWidth: 1.7),
            .stroke(path: "M21.5 2.5L9.6 13.2", lineWidth: 1.7),
        ]),
    ]

    static let bubbleOutline = "M12 3.5C17 3.5 21 6.8 21 11S17 18.5 12 18.5C11 18.5 10 18.4 9.1 18.1L4 20.5L5.3 16.1C3.9 14.7 3 12.9 3 11C3 6.8 7 3.5 12 3.5Z"
}
