/// A shape. Used alone it fills with the foreground style and takes all the space it is
/// offered; `fill`, `stroke` and `strokeBorder` choose how it is painted.
///
/// A shape is its outline for a rectangle, `path(in:)`, as in SwiftUI: nonisolated, since layout
/// asks for it once it knows the shape's frame (ResolvedPath.swift). The built-in shapes also
/// resolve to a kind of their own that both outputs draw with their simplest element.
public protocol Shape: View, Sendable {
    nonisolated func path(in rect: CGRect) -> Path
    /// The geometry this shape resolves to; by default its outline, built by layout.
    var _shapeKind: ShapeKind { get }
}

extension Shape {
    public var _shapeKind: ShapeKind { .path(ResolvedPath(source: ShapePathSource(self))) }
}

/// A shape whose stroke can be drawn inside its edge: it can give the shape inset by an amount.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    nonisolated func inset(by amount: CGFloat) -> InsetShape
    /// The outline of `inset(by: amount)` in `rect` (ShapePaths.swift gives the default).
    nonisolated func _insetPath(in rect: CGRect, by amount: CGFloat) -> Path
}

extension Shape {
    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let paint = context.environment.resolvedForegroundPaint
        return [ResolvedNode(.shape(ResolvedShape(kind: view._shapeKind, paint: paint, stroke: nil)))]
    }

    public func fill<S: ShapeStyle>(_ content: S = Color.primary) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(AnyShapeStyle(content)))
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), lineWidth: lineWidth, inset: false))
    }

    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(nil, lineWidth: lineWidth, inset: false))
    }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(AnyShapeStyle(content), lineWidth: lineWidth, inset: true))
    }

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

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        let resolved: ResolvedShape
        switch view.paint {
        case .fill(let style):
            resolved = ResolvedShape(kind: view.shape._shapeKind, paint: style._resolvePaint(in: environment), stroke: nil)
        case .stroke(let style, let lineWidth, let inset):
            let paint = style?._resolvePaint(in: environment) ?? environment.resolvedForegroundPaint
            resolved = ResolvedShape(
                kind: view.shape._shapeKind, fill: nil,
                stroke: ResolvedStroke(color: paint.color, lineWidth: lineWidth, isInset: inset, paint: paint))
        }
        return [ResolvedNode(.shape(resolved))]
    }
}

public struct Rectangle: InsettableShape {
    public typealias Body = Never
    nonisolated public init() {}
    public var _shapeKind: ShapeKind { .rectangle }
}

public struct RoundedRectangle: InsettableShape {
    public typealias Body = Never
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public var _shapeKind: ShapeKind { .roundedRectangle(cornerRadius: cornerSize.width, style: style) }
}

public struct Circle: InsettableShape {
    public typealias Body = Never
    nonisolated public init() {}
    public var _shapeKind: ShapeKind { .circle }
}

public struct Ellipse: InsettableShape {
    public typealias Body = Never
    nonisolated public init() {}
    public var _shapeKind: ShapeKind { .ellipse }
}

public struct Capsule: InsettableShape {
    public typealias Body = Never
    public var style: RoundedCornerStyle
    nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public var _shapeKind: ShapeKind { .capsule }
}
