import TrellisCore

/// A drawing that stands in for an SF Symbol of the same name.
///
/// Trellis draws its own simple geometric versions (Apple's symbols cannot ship with it). Each is
/// a list of SVG 1.1 path parts on a square design grid, painted with the current color, so the
/// HTML emitter and a later SVG emitter draw the same shapes from one table.
public struct Symbol: Hashable, Sendable {
    /// The SF Symbol name the drawing stands in for (`star.fill`).
    public let name: String
    /// The design grid: `viewBox="0 0 width height"`.
    public let width: Double
    /// The height of the design grid; see ``width``.
    public let height: Double
    /// The paths drawn, in order, each filled or stroked with the current color.
    public let parts: [Part]
    /// The drawing as layers, for the hierarchical, palette and multicolor rendering modes
    /// (SymbolLayers.swift); empty when the symbol has one layer and every mode draws `parts`.
    public let layers: [Layer]

    /// One path of a drawing, in SVG 1.1 path data on the design grid.
    public enum Part: Hashable, Sendable {
        /// A filled path; `evenOdd` makes inner subpaths holes (the check cut out of a disc).
        case fill(path: String, evenOdd: Bool)
        /// A stroked path with round caps and joins.
        case stroke(path: String, lineWidth: Double)
    }

    /// Creates a drawing for the symbol `name` from `parts` on a `width` × `height` design grid;
    /// `layers`, if any, draw it in the layered rendering modes.
    public init(name: String, width: Double = 24, height: Double = 24, parts: [Part], layers: [Layer] = []) {
        self.name = name
        self.width = width
        self.height = height
        self.parts = parts
        self.layers = layers
    }

    /// Width over height of the design grid, which the layout engine keeps when it sizes the
    /// symbol to its font.
    public var aspectRatio: Double { width / height }
}

/// Path data for a full circle, written as two arcs because SVG 1.1 paths have no circle command.
func circlePath(cx: Double, cy: Double, r: Double) -> String {
    func n(_ value: Double) -> String { NumberFormatting.string(value) }
    return "M\(n(cx - r)) \(n(cy))A\(n(r)) \(n(r)) 0 1 0 \(n(cx + r)) \(n(cy))A\(n(r)) \(n(r)) 0 1 0 \(n(cx - r)) \(n(cy))Z"
}
