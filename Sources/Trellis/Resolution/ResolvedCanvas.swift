import Foundation

/// A Canvas: what its renderer drew, as operations in the canvas's own coordinates ((0, 0) its
/// frame's top left), once layout has run the renderer for the canvas's size (Canvas.swift).
public struct ResolvedCanvas: Hashable, Sendable {
    public var operations: [CanvasOperation]
    /// The clip paths the operations refer to by position, in canvas coordinates.
    public var clips: [Path]
    /// The size the renderer drew for; nil before layout has run it.
    public var size: CGSize?
    public var source: CanvasContent?

    public init(operations: [CanvasOperation] = [], clips: [Path] = [], size: CGSize? = nil, source: CanvasContent?) {
        self.operations = operations
        self.clips = clips.map(\.sanitized)
        self.size = size
        self.source = source
    }

    public func needsDrawing(for size: CGSize) -> Bool {
        source != nil && self.size != size
    }
}

/// One thing a GraphicsContext drew, with the context's state at the time.
public struct CanvasOperation: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case fill(Path, Color.Resolved, evenOdd: Bool)
        case stroke(Path, ResolvedStroke)
        /// A text placed at `point` by `anchor` (a point of its box), at most `width` wide when
        /// drawn in a rect; its lines are measured by layout.
        case text(ResolvedText, CanvasText)
        case image(ResolvedImage, in: CGRect)
    }

    public var content: Content
    /// From the operation's coordinates to the canvas's.
    public var transform: CGAffineTransform
    public var opacity: Double
    /// Positions in `ResolvedCanvas.clips`, outermost first.
    public var clips: [Int]

    public init(content: Content, transform: CGAffineTransform, opacity: Double, clips: [Int]) {
        self.content = content
        self.transform = transform
        self.opacity = ResolvedLength.fraction(opacity)
        self.clips = clips
    }
}

/// Where a canvas's text goes and, once layout has measured it, its lines.
public struct CanvasText: Hashable, Sendable {
    public var point: CGPoint
    public var anchor: UnitPoint
    /// The width it wraps to (`draw(_:in:)`); nil for one unwrapped line (`draw(_:at:anchor:)`).
    public var width: CGFloat?
    /// Each line's text, start and baseline in the operation's coordinates, and width.
    public var lines: [Line]

    public struct Line: Hashable, Sendable {
        public var text: String
        public var origin: CGPoint
        public var width: CGFloat
        public init(text: String, origin: CGPoint, width: CGFloat) {
            self.text = text
            self.origin = origin
            self.width = width
        }
    }

    public init(point: CGPoint, anchor: UnitPoint, width: CGFloat?, lines: [Line] = []) {
        self.point = point
        self.anchor = anchor
        self.width = width
        self.lines = lines
    }
}

extension ResolvedCanvas {
    /// The tree dump's words: how many operations, and the size they were drawn for.
    var dumpText: String {
        guard let size else { return "canvas deferred" }
        return "canvas \(operations.count) operations size=" + NumberFormatting.string(Double(size.width)) + "x" + NumberFormatting.string(Double(size.height))
    }
}
