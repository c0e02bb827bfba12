/// An outline that can be drawn as a view: filled, stroked, or used to clip or back another.
///
/// Used alone a shape fills with the foreground style and takes all the space it is
/// offered; `fill`, `stroke` and `strokeBorder` choose how it is painted.
///
/// A shape is its outline for a rectangle, `path(in:)`, as in SwiftUI: nonisolated, since layout
/// asks for it once it knows the shape's frame (ResolvedPath.swift). The built-in shapes also
/// resolve to a kind of their own that both outputs draw with their simplest element.
public protocol Shape: View, Sendable {
    /// The outline of this shape when it is drawn in `rect`.
    ///
    /// Layout calls it once it has decided the shape's frame; it runs off the main actor, so it must
    /// not read main-actor state.
    ///
    /// - Parameter rect: The frame of the shape, in the shape's own coordinates.
    /// - Returns: The shape's outline.
    nonisolated func path(in rect: CGRect) -> Path
    /// The geometry this shape resolves to; by default its outline, built by layout.
    var _shapeKind: ShapeKind { get }
}

extension Shape {
    public var _shapeKind: ShapeKind {
        .path(ResolvedPath(source: ShapePathSource(shapeType: type(of: self), outline: { self.path(in: $0) })))
    }
}

/// A shape that can make a smaller copy of itself, so that a border can be drawn inside its
/// edge with `strokeBorder(_:lineWidth:)`.
public protocol InsettableShape: Shape {
    /// The type of shape this one becomes when inset.
    associatedtype InsetShape: InsettableShape
    /// Returns this shape inset on every side by an amount, keeping its kind.
    ///
    /// - Parameter amount: The distance to move each edge inwards.
    /// - Returns: The inset shape.
    nonisolated func inset(by amount: CGFloat) -> InsetShape
    /// The outline of `inset(by: amount)` in `rect` (ShapePaths.swift gives the default).
    nonisolated func _insetPath(in rect: CGRect, by amount: CGFloat) -> Path
}

extension Shape {
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let paint = context.environment.resolvedForegroundPaint
        return [ResolvedNode(.shape(ResolvedShape(kind: view._shapeKind, paint: paint, stroke: nil)))]
    }

    /// Fills this shape with a color, a gradient or another shape style.
    ///
    /// - Parameters:
    ///   - content: The style to fill with; the foreground style in force when omitted.
    ///   - style: The fill rule; `FillStyle(eoFill: true)` fills by the even-odd rule.
    /// - Returns: A view that draws the filled shape.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(AnyShapeStyle(content)), fillStyle: style)
    }

    /// Traces the outline of this shape with a color, a gradient or another shape style.
    ///
    /// The line is centered on the outline, so half of it lies outside the shape's frame.
    ///
    /// - Parameters:
    ///   - content: The style to stroke with.
    ///   - lineWidth: The line's width in points; 1 by default.
    /// - Returns: A view that draws the stroked outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), lineWidth: lineWidth, inset: false))
    }

    /// Traces the outline of this shape in the foreground style.
    ///
    /// - Parameter lineWidth: The line's width in points; 1 by default.
    /// - Returns: A view that draws the stroked outline.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(nil, lineWidth: lineWidth, inset: false))
    }
}

extension InsettableShape {
    /// Traces the inside edge of this shape with a shape style, so the line stays within the frame.
    ///
    /// - Parameters:
    ///   - content: The style to stroke with.
    ///   - lineWidth: The line's width in points; 1 by default.
    /// - Returns: A view that draws the border.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), lineWidth: lineWidth, inset: true))
    }

    /// Traces the inside edge of this shape in the foreground style.
    ///
    /// - Parameter lineWidth: The line's width in points; 1 by default.
    /// - Returns: A view that draws the border.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(nil, lineWidth: lineWidth, inset: true))
    }
}

/// A shape with its paint chosen.
public struct _ShapeView<S: Shape>: View {
    public typealias Body = Never
    enum Paint {
        case fill(AnyShapeStyle)
        /// A nil style strokes with the foreground style.
        case stroke(AnyShapeStyle?, lineWidth: CGFloat, inset: Bool)
    }
    let shape: S
    let paint: Paint
    var fillStyle = FillStyle()

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        let resolved: ResolvedShape
        let blendMode: BlendMode?
        switch view.paint {
        case .fill(let style):
            resolved = ResolvedShape(
                kind: view.shape._shapeKind.filled(by: view.fillStyle), paint: style._resolvePaint(in: environment), stroke: nil)
            blendMode = style.blendMode
        case .stroke(let style, let lineWidth, let inset):
            let paint = style?._resolvePaint(in: environment) ?? environment.resolvedForegroundPaint
            resolved = ResolvedShape(
                kind: view.shape._shapeKind, fill: nil,
                stroke: ResolvedStroke(color: paint.color, lineWidth: lineWidth, isInset: inset, paint: paint))
            blendMode = style?.blendMode
        }
        let shape = ResolvedNode(.shape(resolved))
        // A blended style paints the shape under its mode, as `.blendMode(_:)` on the shape would.
        return [blendMode.map { ResolvedNode(.effect(.blendMode($0)), children: [shape]) } ?? shape]
    }
}

/// A shape that fills its frame with square corners.
///
/// As a view it fills the space it is offered, in the foreground style.
public struct Rectangle: InsettableShape {
    public typealias Body = Never
    /// Creates a rectangle.
    nonisolated public init() {}
    public var _shapeKind: ShapeKind { .rectangle }
}

/// A shape that fills its frame with all four corners rounded alike.
public struct RoundedRectangle: InsettableShape {
    public typealias Body = Never
    /// The width and height of each corner's rounding; corners use the width as their radius.
    public var cornerSize: CGSize
    /// Whether the corners are circular arcs or continuous curves like iOS's.
    public var style: RoundedCornerStyle

    /// Creates a rounded rectangle with corners of one radius.
    ///
    /// - Parameters:
    ///   - cornerRadius: The radius of each corner.
    ///   - style: `.continuous` (the default) for iOS's smooth corners, or `.circular`.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    /// Creates a rounded rectangle from a corner size.
    ///
    /// - Parameters:
    ///   - cornerSize: The corners' size; its width is the radius drawn.
    ///   - style: `.continuous` (the default) for iOS's smooth corners, or `.circular`.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public var _shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerSize.width, style: style) }
}

/// A round shape in the middle of its frame, as wide as the frame's shorter side.
public struct Circle: InsettableShape {
    public typealias Body = Never
    /// Creates a circle.
    nonisolated public init() {}
    public var _shapeKind: ShapeKind { .circle }
}

/// An oval that touches all four sides of its frame.
public struct Ellipse: InsettableShape {
    public typealias Body = Never
    /// Creates an ellipse.
    nonisolated public init() {}
    public var _shapeKind: ShapeKind { .ellipse }
}

/// A pill shape that fills its frame: a rectangle whose two shorter sides are half circles.
public struct Capsule: InsettableShape {
    public typealias Body = Never
    /// The style of the capsule's ends; both styles draw the same half circles here.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    ///
    /// - Parameter style: The ends' corner style; `.continuous` by default.
    nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var _shapeKind: ShapeKind { .capsule }
}

extension View {
    /// Sets the shape `ContainerRelativeShape` takes inside this view; Trellis draws
    /// `ContainerRelativeShape` as its own fixed shape, so this changes nothing.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }
}
