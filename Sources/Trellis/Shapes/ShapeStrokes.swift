import Foundation

// Strokes with a whole StrokeStyle (caps, joins, dashes), as SwiftUI spells them. A plain
// `strokeBorder` of a built-in shape keeps the shape's own kind and the inside ring both outputs
// draw for it; otherwise, as SwiftUI defines it, a border is the stroke of the shape inset by half
// the line width, which resolves to a path.

extension Shape {
    /// Traces the outline of this shape with a shape style and a full stroke style.
    ///
    /// - Parameters:
    ///   - content: The style to stroke with.
    ///   - style: The line's width, caps, joins, miter limit and dashes, drawn in both outputs.
    ///   - antialiased: Whether SwiftUI would smooth the edges; both outputs always do.
    /// - Returns: A view that draws the stroked outline.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self> {
        _StrokedShapeView(shape: self, content: AnyShapeStyle(content), style: style, border: nil)
    }

    /// Traces the outline of this shape in the foreground style with a full stroke style.
    ///
    /// - Parameters:
    ///   - style: The line's width, caps, joins, miter limit and dashes.
    ///   - antialiased: Whether SwiftUI would smooth the edges; both outputs always do.
    /// - Returns: A view that draws the stroked outline.
    public func stroke(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self> {
        _StrokedShapeView(shape: self, content: nil, style: style, border: nil)
    }
}

extension InsettableShape {
    /// Traces the inside edge of this shape with a shape style and a full stroke style.
    ///
    /// A plain line (no dashes, default caps and joins) on a built-in shape keeps the shape's own
    /// drawing; otherwise the shape inset by half the line width is stroked, as a path.
    ///
    /// - Parameters:
    ///   - content: The style to stroke with.
    ///   - style: The line's width, caps, joins, miter limit and dashes.
    ///   - antialiased: Whether SwiftUI would smooth the edges; both outputs always do.
    /// - Returns: A view that draws the border.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self> {
        _StrokedShapeView(shape: self, content: AnyShapeStyle(content), style: style, border: inset(by: style.lineWidth / 2))
    }

    /// Traces the inside edge of this shape in the foreground style with a full stroke style.
    ///
    /// - Parameters:
    ///   - style: The line's width, caps, joins, miter limit and dashes.
    ///   - antialiased: Whether SwiftUI would smooth the edges; both outputs always do.
    /// - Returns: A view that draws the border.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShapeView<Self> {
        _StrokedShapeView(shape: self, content: nil, style: style, border: inset(by: style.lineWidth / 2))
    }
}

/// A shape stroked with a StrokeStyle; nil `content` strokes with the foreground style.
public struct _StrokedShapeView<S: Shape>: View {
    public typealias Body = Never
    let shape: S
    let content: AnyShapeStyle?
    let style: StrokeStyle
    /// For `strokeBorder`: the shape inset by half the line width.
    let border: (any Shape)?

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        let paint = view.content?._resolvePaint(in: environment) ?? environment.resolvedForegroundPaint
        let kind = view.shape._shapeKind
        var stroke = ResolvedStroke(color: paint.color, style: view.style, isInset: false)
        stroke.paint = paint
        var strokedKind = kind
        if let border = view.border {
            if stroke.isPlain, !kind.isPath {
                stroke.isInset = true
            } else {
                strokedKind = border._shapeKind
            }
        }
        return [ResolvedNode(.shape(ResolvedShape(kind: strokedKind, fill: nil, stroke: stroke)))]
    }
}

extension ShapeKind {
    /// Whether the outline is a path rather than one of the built-in kinds.
    public var isPath: Bool {
        if case .path = self { return true }
        return false
    }
}
