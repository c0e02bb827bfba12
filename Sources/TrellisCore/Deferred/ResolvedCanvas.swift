import Foundation

/// A Canvas: what its renderer drew, as operations in the canvas's own coordinates ((0, 0) its
/// frame's top left), once layout has run the renderer for the canvas's size (Canvas.swift).
public struct ResolvedCanvas: Hashable, Sendable {
    /// What the renderer drew, in order.
    public var operations: [CanvasOperation]
    /// The clip paths the operations refer to by position, in canvas coordinates.
    public var clips: [Path]
    /// Positions in `clips` of the paths clipped to by the even-odd rule (`clip(to:style:)`).
    public var evenOddClips: [Int]
    /// The size the renderer drew for; nil before layout has run it.
    public var size: CGSize?
    /// The canvas's renderer, kept so layout can run it for the size it chooses; nil for a canvas
    /// with nothing left to draw.
    public var source: CanvasContent?

    /// Creates a canvas payload; the clip paths' coordinates are brought into range (NaN as 0,
    /// magnitudes at most ``ResolvedLength/limit``).
    public init(
        operations: [CanvasOperation] = [], clips: [Path] = [], evenOddClips: [Int] = [], size: CGSize? = nil, source: CanvasContent?
    ) {
        self.operations = operations
        self.clips = clips.map(\.sanitized)
        self.evenOddClips = evenOddClips
        self.size = size
        self.source = source
    }

    /// Whether layout must run the renderer for `size`: it has one and has not yet drawn for that size.
    public func needsDrawing(for size: CGSize) -> Bool {
        source != nil && self.size != size
    }
}

/// One thing a GraphicsContext drew, with the context's state at the time.
public struct CanvasOperation: Hashable, Sendable {
    /// What was drawn.
    public enum Content: Hashable, Sendable {
        /// A path filled with one color (a gradient's halfway color when the operation has a
        /// `gradient`), by the even-odd rule when `evenOdd` is true, else non-zero.
        case fill(Path, Color.Resolved, evenOdd: Bool)
        /// A path stroked as a shape's stroke is.
        case stroke(Path, ResolvedStroke)
        /// A text placed at `point` by `anchor` (a point of its box), at most `width` wide when
        /// drawn in a rect; its lines are measured by layout.
        case text(ResolvedText, CanvasText)
        /// An image (a symbol or an asset) drawn into a rectangle.
        case image(ResolvedImage, in: CGRect)
    }

    /// The drawing itself.
    public var content: Content
    /// From the operation's coordinates to the canvas's.
    public var transform: CGAffineTransform
    /// The context's opacity when it drew, 0…1.
    public var opacity: Double
    /// Positions in `ResolvedCanvas.clips`, outermost first.
    public var clips: [Int]
    /// The gradient a fill or a stroke paints with; nil paints the content's own color.
    public var gradient: CanvasGradient?

    /// Creates an operation; the opacity is clamped to 0…1.
    public init(content: Content, transform: CGAffineTransform, opacity: Double, clips: [Int], gradient: CanvasGradient? = nil) {
        self.content = content
        self.transform = transform
        self.opacity = ResolvedLength.fraction(opacity)
        self.clips = clips
        self.gradient = gradient
    }
}

/// Where a canvas's text goes and, once layout has measured it, its lines.
public struct CanvasText: Hashable, Sendable {
    /// The point the text is placed at, in the operation's coordinates.
    public var point: CGPoint
    /// Which point of the text's box sits at `point`.
    public var anchor: UnitPoint
    /// The width it wraps to (`draw(_:in:)`); nil for one unwrapped line (`draw(_:at:anchor:)`).
    public var width: CGFloat?
    /// Each line's text, start and baseline in the operation's coordinates, and width.
    public var lines: [Line]

    /// One line of a canvas text, as layout broke and measured it.
    public struct Line: Hashable, Sendable {
        /// The line's characters.
        public var text: String
        /// The line's start and baseline.
        public var origin: CGPoint
        /// The line's measured width.
        public var width: CGFloat
        /// Creates a measured line.
        public init(text: String, origin: CGPoint, width: CGFloat) {
            self.text = text
            self.origin = origin
            self.width = width
        }
    }

    /// Creates a text placement; `lines` stays empty until layout measures the text.
    public init(point: CGPoint, anchor: UnitPoint, width: CGFloat?, lines: [Line] = []) {
        self.point = point
        self.anchor = anchor
        self.width = width
        self.lines = lines
    }
}

extension ResolvedCanvas {
    /// The tree dump's words: how many operations, and the size they were drawn for.
    package var dumpText: String {
        guard let size else { return "canvas deferred" }
        return "canvas \(operations.count) operations size=" + NumberFormatting.string(Double(size.width)) + "x" + NumberFormatting.string(Double(size.height))
    }
}
