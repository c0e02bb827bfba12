import Trellis

/// A drawing that stands in for an SF Symbol of the same name.
///
/// Trellis draws its own simple geometric versions (Apple's symbols cannot ship with it). Each is
/// a list of SVG 1.1 path parts on a square design grid, painted with the current color, so the
/// HTML emitter and a later SVG emitter draw the same shapes from one table.
public struct Symbol: Hashable, Sendable {
    public let name: String
    /// The design grid: `viewBox="0 0 width height"`.
    public let width: Double
    public let height: Double
    public let parts: [Part]

    public enum Part: Hashable, Sendable {
        /// A filled path; `evenOdd` makes inner subpaths holes (the check cut out of a disc).
        case fill(path: String, evenOdd: Bool)
        /// A stroked path with round caps and joins.
        case stroke(path: String, lineWidth: Double)
    }

    public init(name: String, width: Double = 24, height: Double = 24, parts: [Part]) {
        self.name = name
        self.width = width
        self.height = height
        self.parts = parts
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
