import TrellisCore

/// The layers of the drawings that SF Symbols gives a multicolor look, and the battery family
/// they need. Each layer is a path of the monochrome drawing (or, where the monochrome drawing
/// cuts one shape out of another, the two shapes apart: the check and its disc), its hierarchy
/// level, and its multicolor paint, following SF Symbols' own annotation: a yellow sun and white
/// cloud, blue rain, an orange flame, a red heart, a green battery level, a white check on a
/// green disc, a white mark on a yellow triangle.
extension SymbolTable {
    private typealias Paint = Symbol.SystemPaint

    /// `symbol` with its layers, when this table has them.
    static func addingLayers(_ symbol: Symbol) -> Symbol {
        guard let layers = layers(of: symbol), !layers.isEmpty else { return symbol }
        return Symbol(name: symbol.name, width: symbol.width, height: symbol.height, parts: symbol.parts, layers: layers)
    }

    /// Each part of `symbol`'s drawing as a layer: `(level, paint)` per part, in order.
    private static func painted(_ symbol: Symbol, _ paints: [(Int, Paint?)]) -> [Symbol.Layer]? {
        guard paints.count == symbol.parts.count else { return nil }
        return zip(symbol.parts, paints).map { Symbol.Layer($0, level: $1.0, multicolor: $1.1) }
    }

    /// A filled part whose first closed subpath is the outer shape and the rest a mark cut out
    /// of it, as two layers: the shape whole (secondary) and the mark (primary) drawn over it.
    private static func shapeAndMark(_ symbol: Symbol, shape: Paint, mark: Paint) -> [Symbol.Layer]? {
        guard symbol.parts.count == 1, case .fill(let path, true) = symbol.parts[0], let end = path.firstIndex(of: "Z") else { return nil }
        let outer = String(path[...end]), inner = String(path[path.index(after: end)...])
        guard !inner.isEmpty else { return nil }
        return [
            Symbol.Layer(.fill(path: outer, evenOdd: false), level: 1, multicolor: shape),
            Symbol.Layer(.fill(path: inner, evenOdd: false), level: 0, multicolor: mark),
        ]
    }

    private static func layers(of symbol: Symbol) -> [Symbol.Layer]? {
        switch symbol.name {
        case "cloud.sun.fill": painted(symbol, [(1, .yellow), (1, .yellow), (0, .white)])
        case "cloud.rain.fill": painted(symbol, [(0, .white), (1, .blue)])
        case "cloud.bolt.rain.fill": painted(symbol, [(0, .white), (1, .yellow), (1, .blue)])
        case "cloud.sun": painted(symbol, [(1, .yellow), (1, .yellow), (0, nil)])
        case "sun.max.fill", "sun.max": painted(symbol, symbol.parts.map { _ in (0, .yellow) })
        case "flame.fill", "flame": painted(symbol, symbol.parts.map { _ in (0, .orange) })
        case "heart.fill", "heart": painted(symbol, symbol.parts.map { _ in (0, .red) })
        case "checkmark.circle.fill": shapeAndMark(symbol, shape: .green, mark: .white)
        case "exclamationmark.triangle.fill": shapeAndMark(symbol, shape: .yellow, mark: .white)
        case "battery.100", "battery.75", "battery.50": painted(symbol, [(1, nil), (1, nil), (0, .green)])
        case "battery.25": painted(symbol, [(1, nil), (1, nil), (0, nil)])
        default: nil
        }
    }

    /// `battery.100` … `battery.0`: the body, its cap, and the charge level (none at 0).
    static let batteries: [Symbol] = [(100, 1.0), (75, 0.75), (50, 0.5), (25, 0.25), (0, 0.0)].map { name, fraction in
        var parts: [Symbol.Part] = [
            .stroke(path: G.roundedRect(x: 1.5, y: 6.5, width: 21, height: 11, radius: 3), lineWidth: 1.6),
            .fill(path: G.roundedRect(x: 23.6, y: 10, width: 1.9, height: 4, radius: 0.95), evenOdd: false),
        ]
        if fraction > 0 {
            parts.append(.fill(path: G.roundedRect(x: 3.7, y: 8.7, width: 16.6 * fraction, height: 6.6, radius: 1.5), evenOdd: false))
        }
        return Symbol(name: "battery.\(name)", width: 27, parts: parts)
    }
}
