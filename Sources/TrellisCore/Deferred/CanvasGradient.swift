import Foundation

/// A gradient a Canvas fill or stroke paints with: a resolved gradient over a rectangle in the
/// operation's coordinates, which both emitters transform with the operation.
///
/// `GraphicsContext.Shading.linearGradient` and its kin give points in the context's user space:
/// the rectangle is then the painted path's bounds (a stroke's grown by half its width) and the
/// points are written as unit points of it. A `.style` gradient keeps its own unit points,
/// laid over the path's bounds.
public struct CanvasGradient: Hashable, Sendable {
    /// The gradient, in the unit square of `frame`.
    public var gradient: ResolvedGradient
    /// The rectangle the gradient's unit square lies on, in the operation's coordinates.
    public var frame: CGRect
    /// The rectangle the paint must cover (a conic gradient's wedges are drawn over it), in the
    /// operation's coordinates.
    public var coverage: CGRect

    /// Creates a canvas gradient.
    public init(gradient: ResolvedGradient, frame: CGRect, coverage: CGRect? = nil) {
        self.gradient = gradient
        self.frame = frame
        self.coverage = coverage ?? frame
    }
}
