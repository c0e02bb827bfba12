/// A type-erased shape, so that either of two shapes can be chosen at run time, as in
/// `isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`.
///
/// It keeps the wrapped shape's kind, so an erased circle is drawn as a circle by both outputs.
public struct AnyShape: Shape, @unchecked Sendable {
    /// A shape has no body; Trellis resolves it directly.
    public typealias Body = Never
    // The wrapped shape is Sendable (every Shape is); the closure only captures it.
    private let makePath: @Sendable (CGRect) -> Path
    private let kind: ShapeKind

    /// Wraps `shape`, keeping its outline and kind.
    public init<S: Shape>(_ shape: S) {
        makePath = { rect in shape.path(in: rect) }
        kind = shape._shapeKind
    }

    /// The wrapped shape's outline in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { makePath(rect) }

    /// The wrapped shape's kind.
    public var _shapeKind: ShapeKind { kind }
}
