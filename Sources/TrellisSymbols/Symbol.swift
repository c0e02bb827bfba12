/// A drawing that stands in for an SF Symbol of the same name.
///
/// Trellis draws its own simple geometric versions (Apple's symbols cannot ship with it). Each is
/// a list of SVG 1.1 path parts on a design grid, painted with the current color, so the HTML and
/// SVG emitters draw the same shapes. The built-in ones are SVG files (`Drawings/`, read by
/// `SymbolFile`), as a user's own are.
public struct Symbol: Hashable, Sendable {
    /// The SF Symbol name the drawing stands in for (`star.fill`).
    public let name: String
    /// The design grid: `viewBox="0 0 width height"`.
    public let width: Double
    /// The height of the design grid; see ``width``.
    public let height: Double
    /// The paths drawn, in order, each filled or stroked with the current color.
    public let parts: [Part]
    /// The drawing as layers, for the hierarchical, palette and multicolor rendering modes;
    /// empty when the symbol has one layer and every mode draws `parts`.
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

extension Symbol {
    /// One layer of a drawing: a path, its place in the hierarchy (0 primary, 1 secondary,
    /// 2 tertiary), and the system color it takes in the multicolor mode (nil: the image's
    /// color, as SF Symbols' multicolor leaves some layers in the foreground style).
    public struct Layer: Hashable, Sendable {
        /// The path drawn.
        public var part: Part
        /// 0 for the primary layer, 1 secondary, 2 tertiary.
        public var level: Int
        /// The layer's multicolor paint; nil keeps the image's color.
        public var multicolor: SystemPaint?

        /// A layer of `part` at `level`, painted `multicolor` in the multicolor mode.
        public init(_ part: Part, level: Int, multicolor: SystemPaint? = nil) {
            self.part = part
            self.level = level
            self.multicolor = multicolor
        }
    }

    /// The system colors SF Symbols' multicolor layers use; a symbol file names them in its
    /// `multicolor-…` classes by these raw values.
    public enum SystemPaint: String, Hashable, Sendable, CaseIterable {
        /// White in both schemes (a cloud, the check on a green disc).
        case white
        /// iOS's system colors.
        case red, orange, yellow, green, blue
    }
}
