import Foundation

/// Money, charts, security and the signs the finance and banking sweeps' screens name
/// (`banknote`, `chart.pie`, `faceid`, `lock.rotation`, the trend arrows and triangles). The
/// same 24-unit grid and weights as the other families.
extension SymbolTable {
    /// An open arrowhead at the end of a clockwise arc, pointing along it: two strokes of length
    /// `size` meeting at the arc's end.
    static func arcHead(cx: Double, cy: Double, r: Double, degrees: Double, size: Double = 2.8) -> String {
        let end = G.point(cx: cx, cy: cy, r: r, degrees: degrees)
        let radians = degrees * .pi / 180
        let tangent = (-sin(radians), cos(radians)), normal = (cos(radians), sin(radians))
        let a = (end.0 - tangent.0 * size + normal.0 * size, end.1 - tangent.1 * size + normal.1 * size)
        let b = (end.0 - tangent.0 * size - normal.0 * size, end.1 - tangent.1 * size - normal.1 * size)
        return "M\(G.n(a.0)) \(G.n(a.1))L\(G.n(end.0)) \(G.n(end.1))L\(G.n(b.0)) \(G.n(b.1))"
    }

    /// The four rounded corners of a scanning frame (`camera.viewfinder`, `faceid`).
    static let viewfinderCorners = "M3 8.5V5.8A2.8 2.8 0 0 1 5.8 3H8.5M15.5 3H18.2A2.8 2.8 0 0 1 21 5.8V8.5"
        + "M21 15.5V18.2A2.8 2.8 0 0 1 18.2 21H15.5M8.5 21H5.8A2.8 2.8 0 0 1 3 18.2V15.5"
    private static let roundedTriangleUp = "M10.3 4.1A2 2 0 0 1 13.7 4.1L21.6 17.9A2 2 0 0 1 19.9 20.9H4.1A2 2 0 0 1 2.4 17.9Z"

    static let finance: [Symbol] = [
        Symbol(name: "arrow.up.right", parts: [.stroke(path: "M3 21L21 3M7.5 3H21V16.5", lineWidth: 2.2)]),
        Symbol(name: "arrow.down.right", parts: [.stroke(path: "M3 3L21 21M21 7.5V21H7.5", lineWidth: 2.2)]),
        Symbol(name: "arrowtriangle.up.fill", parts: [.fill(path: G.polygon([(12, 3.5), (21.5, 20), (2.5, 20)]), evenOdd: false)]),
        Symbol(name: "arrowtriangle.down.fill", parts: [.fill(path: G.polygon([(2.5, 4), (21.5, 4), (12, 20.5)]), evenOdd: false)]),
        Symbol(name: "triangle.fill", parts: [.fill(path: roundedTriangleUp, evenOdd: false)]),
        Symbol(name: "banknote", width: 30, parts: [
            .stroke(path: G.roundedRect(x: 2, y: 5.5, width: 26, height: 13, radius: 1.8), lineWidth: 1.8),
            .stroke(path: circlePath(cx: 15, cy: 12, r: 3.3), lineWidth: 1.7),
            .fill(path: circlePath(cx: 6.8, cy: 12, r: 1.15) + circlePath(cx: 23.2, cy: 12, r: 1.15), evenOdd: false),
        ]),
        Symbol(name: "building.columns.circle.fill", parts: [
            .fill(
                path: circlePath(cx: 12, cy: 12, r: 10) + G.polygon([(12, 5.3), (18.2, 9), (5.8, 9)])
                    + [7.2, 9.9, 12.7, 15.4].map { G.roundedRect(x: $0, y: 10, width: 1.4, height: 5.2, radius: 0.3) }.joined()
                    + G.roundedRect(x: 6, y: 16, width: 12, height: 1.6, radius: 0.4),
                evenOdd: true),
        ]),
        Symbol(name: "chart.line.uptrend.xyaxis", parts: [
            .stroke(path: "M3 3V21H21", lineWidth: 1.8),
            .stroke(path: "M6.5 16.5L10.5 11.5L13.8 14.5L20 6.5", lineWidth: 2),
        ]),
        Symbol(name: "chart.pie", parts: [
            .stroke(path: "M11 4.5A8.5 8.5 0 1 0 19.5 13H11Z", lineWidth: 1.7),
            .stroke(path: "M13 2.5A8.5 8.5 0 0 1 21.5 11H13Z", lineWidth: 1.7),
        ]),
        Symbol(name: "clock.badge.exclamationmark", parts: [
            .stroke(path: G.arc(cx: 10.5, cy: 13.5, r: 8.3, from: -8, to: 278), lineWidth: 1.8),
            .stroke(path: "M10.5 8.6V13.5L13.7 15.4", lineWidth: 1.8),
            .fill(
                path: circlePath(cx: 18.6, cy: 5.4, r: 4.6) + G.roundedRect(x: 17.9, y: 2.6, width: 1.4, height: 3.8, radius: 0.5)
                    + circlePath(cx: 18.6, cy: 8.1, r: 0.8),
                evenOdd: true),
        ]),
        Symbol(name: "faceid", parts: [
            .stroke(path: viewfinderCorners, lineWidth: 1.8),
            .stroke(path: "M8.6 8.6V10.6M15.4 8.6V10.6", lineWidth: 1.9),
            .stroke(path: "M12.2 8.6V13.4H11.2", lineWidth: 1.6),
            .stroke(path: "M8.4 15.6C10.4 17.6 13.6 17.6 15.6 15.6", lineWidth: 1.8),
        ]),
        Symbol(name: "info", width: 12, parts: [
            .fill(path: circlePath(cx: 6.6, cy: 4.2, r: 1.9), evenOdd: false),
            .stroke(path: "M3.4 9.6H6.8V20.4M3 20.4H10.5", lineWidth: 2.3),
        ]),
        Symbol(name: "lock.rotation", parts: [
            .stroke(path: G.arc(cx: 12, cy: 12, r: 9.3, from: -60, to: 250), lineWidth: 1.8),
            .stroke(path: arcHead(cx: 12, cy: 12, r: 9.3, degrees: 250), lineWidth: 1.8),
            .fill(path: G.roundedRect(x: 8.4, y: 11, width: 7.2, height: 5.6, radius: 1), evenOdd: false),
            .stroke(path: "M10 11V9.6A2 2 0 0 1 14 9.6V11", lineWidth: 1.5),
        ]),
        Symbol(name: "person.text.rectangle", width: 28, parts: [
            .stroke(path: G.roundedRect(x: 2, y: 4, width: 24, height: 16, radius: 2.5), lineWidth: 1.8),
            .fill(path: circlePath(cx: 9, cy: 10, r: 2.3) + "M5.2 16.4C5.5 14.4 7.1 13.3 9 13.3S12.5 14.4 12.8 16.4Z", evenOdd: false),
            .stroke(path: "M15.8 9.5H22.3M15.8 12.5H22.3M15.8 15.5H20", lineWidth: 1.6),
        ]),
        Symbol(name: "power", parts: [
            .stroke(path: G.arc(cx: 12, cy: 13, r: 8.5, from: -52, to: 232), lineWidth: 2.2),
            .stroke(path: "M12 2.5V12", lineWidth: 2.2),
        ]),
        Symbol(name: "clock.fill", parts: [
            .fill(path: circlePath(cx: 12, cy: 12, r: 10) + G.polygon([(11.1, 6), (12.9, 6), (12.9, 11.5), (16.4, 13.5), (15.5, 15.1), (11.1, 12.6)]), evenOdd: true),
        ]),
        Symbol(name: "clock.arrow.2.circlepath", parts: [
            .stroke(path: G.arc(cx: 12, cy: 12, r: 9.3, from: 195, to: 335) + G.arc(cx: 12, cy: 12, r: 9.3, from: 15, to: 155), lineWidth: 1.8),
            .stroke(path: arcHead(cx: 12, cy: 12, r: 9.3, degrees: 335, size: 2.5) + arcHead(cx: 12, cy: 12, r: 9.3, degrees: 155, size: 2.5), lineWidth: 1.8),
            .stroke(path: "M12 7.8V12.2L14.8 13.9", lineWidth: 1.8),
        ]),
        Symbol(name: "calendar.badge.clock", parts: [
            .stroke(path: "M21 12.5V6.7A2.2 2.2 0 0 0 18.8 4.5H5.2A2.2 2.2 0 0 0 3 6.7V18.8A2.2 2.2 0 0 0 5.2 21H12.5M3 9.5H21", lineWidth: 1.8),
            .stroke(path: "M8 2.5V6M16 2.5V6", lineWidth: 1.8),
            .stroke(path: circlePath(cx: 18, cy: 18, r: 4.3), lineWidth: 1.6),
            .stroke(path: "M18 15.9V18.2L19.5 19.1", lineWidth: 1.5),
        ]),
        Symbol(name: "number.circle", parts: [
            .stroke(path: ring, lineWidth: 1.8),
            .stroke(path: "M10.5 7.3L9.3 16.7M14.7 7.3L13.5 16.7M7.7 10.3H16.6M7.4 13.7H16.3", lineWidth: 1.6),
        ]),
        Symbol(name: "star.slash", parts: [
            .stroke(path: "M12 2.3L14.59 9.24L21.99 9.56L16.18 14.16L18.17 21.29L12 17.2L5.83 21.29L7.82 14.16L2.01 9.56L9.41 9.24Z", lineWidth: 1.6),
            .stroke(path: "M3 2.5L21 21.5", lineWidth: 1.8),
        ]),
    ]
}
