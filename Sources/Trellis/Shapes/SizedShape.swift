extension Shape {
    /// This shape drawn in a frame of `size` at the top-leading corner of its own frame.
    nonisolated public func size(_ size: CGSize) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: size)
    }

    /// This shape drawn in a frame of `width` by `height` at the top-leading corner of its own.
    nonisolated public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        _SizedShape(shape: self, size: CGSize(width: width, height: height))
    }
}

/// A shape whose outline is its base's in a rectangle of a fixed size.
public struct _SizedShape<Content: Shape>: Shape {
    /// A shape has no body; Trellis resolves it directly.
    public typealias Body = Never
    /// The shape drawn.
    public var shape: Content
    /// The size of the rectangle it is drawn in.
    public var size: CGSize

    /// The base shape's outline in a rectangle of `size` at `rect`'s origin.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: CGRect(origin: rect.origin, size: size))
    }
}
