/// Sport and the outdoors, continued: weights, workouts, a bicycle, a fish, a gauge (the health
/// and fitness sweep's screens named them). The figures share figure.walk's head and limbs.
extension SymbolTable {
    static let sport: [Symbol] = [
        Symbol(name: "dumbbell.fill", width: 28, parts: [
            .stroke(path: "M9 12H19M1.5 12H3.5M24.5 12H26.5", lineWidth: 2),
            .fill(path: G.roundedRect(x: 3, y: 7.2, width: 3.2, height: 9.6, radius: 1) + G.roundedRect(x: 6.6, y: 4.5, width: 3.2, height: 15, radius: 1)
                + G.roundedRect(x: 18.2, y: 4.5, width: 3.2, height: 15, radius: 1) + G.roundedRect(x: 21.8, y: 7.2, width: 3.2, height: 9.6, radius: 1), evenOdd: false),
        ]),
        Symbol(name: "figure.strengthtraining.traditional", parts: [
            .fill(path: circlePath(cx: 12, cy: 7, r: 2.2), evenOdd: false),
            .stroke(path: "M2.5 3.5H21.5", lineWidth: 1.8),
            .stroke(path: "M4.5 1.3V5.7M19.5 1.3V5.7", lineWidth: 2.2),
            .stroke(path: "M7.5 3.5L8.5 9.5L12 10.6L15.5 9.5L16.5 3.5M12 10.6V15.2L8.8 21.5M12 15.2L15.2 21.5", lineWidth: 2.1),
        ]),
        Symbol(name: "figure.arms.open", parts: [
            .fill(path: circlePath(cx: 12, cy: 4, r: 2.2), evenOdd: false),
            .stroke(path: "M3.5 7.8L8.5 9.2H15.5L20.5 7.8M12 9.2V14.5L9.2 21.5M12 14.5L14.8 21.5", lineWidth: 2.1),
        ]),
        Symbol(name: "figure.core.training", parts: [
            .fill(path: circlePath(cx: 6, cy: 9, r: 2.2), evenOdd: false),
            .stroke(path: "M8 12L14 15.5L20.5 19.5M14 15.5L10.5 19.5H6.5M9.5 12.8L7.5 18", lineWidth: 2.1),
            .stroke(path: "M2.5 21.5H21.5", lineWidth: 1.6),
        ]),
        Symbol(name: "figure.rower", width: 28, parts: [
            .fill(path: circlePath(cx: 11, cy: 5.5, r: 2.2), evenOdd: false),
            .stroke(path: "M10.2 8.5L8.5 14.5H14L17.5 18M10 10.5L15 12.5L21 10.5", lineWidth: 2.1),
            .stroke(path: "M22.5 4.5L17.5 21.5M2 18.5H26", lineWidth: 1.7),
        ]),
        Symbol(name: "bicycle", width: 30, parts: [
            .stroke(path: circlePath(cx: 7, cy: 15.5, r: 5) + circlePath(cx: 23, cy: 15.5, r: 5), lineWidth: 1.7),
            .stroke(path: "M7 15.5L12 8L15 15.5Z M12 8H19.5M15 15.5L19.5 8L23 15.5M10.5 5.5H13.5M19.5 8L18.6 5.4H21.5", lineWidth: 1.6),
        ]),
        Symbol(name: "fish.fill", parts: [
            .fill(
                path: "M21.8 12C19.8 8.3 16.6 6.5 13 6.5C9.8 6.5 7.3 8.3 5.8 10.2L2.2 7V17L5.8 13.8C7.3 15.7 9.8 17.5 13 17.5C16.6 17.5 19.8 15.7 21.8 12Z"
                    + circlePath(cx: 17, cy: 10.8, r: 1.1),
                evenOdd: true),
        ]),
        Symbol(name: "gauge.medium", parts: [
            .stroke(path: G.arc(cx: 12, cy: 13.5, r: 9.2, from: 145, to: 395), lineWidth: 1.8),
            .stroke(path: "M12 13.5V6.8", lineWidth: 2),
            .fill(path: circlePath(cx: 12, cy: 13.5, r: 1.8), evenOdd: false),
        ]),
    ]
}
