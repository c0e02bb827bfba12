import Foundation

// Shapes made from other shapes, as SwiftUI's: each is a shape whose outline is its base's,
// trimmed or moved, so it resolves to a path that layout builds for the frame.

extension Shape {
    /// The part of the outline between two fractions of its length (Path+Trim.swift).
    nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }

    /// The outline turned by `angle` around `anchor`, a point of the frame's unit square.
    nonisolated public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// Returns this shape with its outline moved by a distance.
    ///
    /// - Parameter offset: The horizontal and vertical distance to move it.
    /// - Returns: The moved shape; its frame stays where it was.
    nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// Returns this shape with its outline moved by the coordinates of a point.
    ///
    /// - Parameter offset: The distance to move it, as a point's `x` and `y`.
    /// - Returns: The moved shape; its frame stays where it was.
    nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// Returns this shape with its outline moved horizontally and vertically.
    ///
    /// - Parameters:
    ///   - x: The horizontal distance; 0 by default.
    ///   - y: The vertical distance; 0 by default.
    /// - Returns: The moved shape; its frame stays where it was.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// Returns this shape scaled by separate factors on each axis about an anchor.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor; 1 by default.
    ///   - y: The vertical factor; 1 by default.
    ///   - anchor: The point of the frame's unit square that stays put; the center by default.
    /// - Returns: The scaled shape.
    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// Returns this shape scaled by one factor on both axes about an anchor.
    ///
    /// - Parameters:
    ///   - scale: The factor.
    ///   - anchor: The point of the frame's unit square that stays put; the center by default.
    /// - Returns: The scaled shape.
    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Returns this shape with an affine transform applied to its outline.
    ///
    /// - Parameter transform: The transform, in the shape's frame's coordinates (its origin at the
    ///   frame's top leading corner).
    /// - Returns: The transformed shape.
    nonisolated public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

public struct _TrimmedShape<Base: Shape>: Shape {
    public typealias Body = Never
    let base: Base
    let from: CGFloat
    let to: CGFloat

    nonisolated public func path(in rect: CGRect) -> Path {
        base.path(in: rect).trimmedPath(from: from, to: to)
    }
}

/// A shape whose outline is another shape's, turned about an anchor.
public struct RotatedShape<Content: Shape>: Shape {
    public typealias Body = Never
    /// The shape being rotated.
    public var shape: Content
    /// The angle the outline is turned by, clockwise on screen.
    public var angle: Angle
    /// The point of the frame's unit square the outline turns around.
    public var anchor: UnitPoint

    /// Creates a rotated shape.
    ///
    /// - Parameters:
    ///   - shape: The shape to rotate.
    ///   - angle: The angle to turn it by.
    ///   - anchor: The point of the frame's unit square it turns around; the center by default.
    nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The base shape's outline in `rect`, rotated about the anchor.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(ShapeTransform.about(anchor, in: rect, CGAffineTransform(rotationAngle: angle.radians)))
    }
}

/// A shape whose outline is another shape's, moved by a distance.
public struct OffsetShape<Content: Shape>: Shape {
    public typealias Body = Never
    /// The shape being moved.
    public var shape: Content
    /// The distance the outline is moved by.
    public var offset: CGSize

    /// Creates an offset shape.
    ///
    /// - Parameters:
    ///   - shape: The shape to move.
    ///   - offset: The horizontal and vertical distance to move it.
    nonisolated public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    /// The base shape's outline in `rect`, moved by the offset.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

/// A shape whose outline is another shape's, grown or shrunk about an anchor.
public struct ScaledShape<Content: Shape>: Shape {
    public typealias Body = Never
    /// The shape being scaled.
    public var shape: Content
    /// The horizontal and vertical scale factors.
    public var scale: CGSize
    /// The point of the frame's unit square that stays put.
    public var anchor: UnitPoint

    /// Creates a scaled shape.
    ///
    /// - Parameters:
    ///   - shape: The shape to scale.
    ///   - scale: The horizontal and vertical factors.
    ///   - anchor: The point of the frame's unit square that stays put; the center by default.
    nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The base shape's outline in `rect`, scaled about the anchor.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(ShapeTransform.about(anchor, in: rect, CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
}

/// A shape whose outline is another shape's, mapped through an affine transform.
public struct TransformedShape<Content: Shape>: Shape {
    public typealias Body = Never
    /// The shape being transformed.
    public var shape: Content
    /// The affine transform applied to the outline.
    public var transform: CGAffineTransform

    /// Creates a transformed shape.
    ///
    /// - Parameters:
    ///   - shape: The shape to transform.
    ///   - transform: The transform to apply to its outline.
    nonisolated public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    /// The base shape's outline in `rect`, transformed.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

// Moved and turned shapes stay insettable, as in SwiftUI: the inset outline, moved the same way.
extension RotatedShape: InsettableShape where Content: InsettableShape {
    /// Returns the rotated shape with its base inset by `amount`, turned the same way.
    nonisolated public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    /// Returns the offset shape with its base inset by `amount`, moved the same way.
    nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
    /// Returns the scaled shape with its base inset by `amount`, scaled the same way.
    nonisolated public func inset(by amount: CGFloat) -> ScaledShape<Content.InsetShape> {
        ScaledShape<Content.InsetShape>(shape: shape.inset(by: amount), scale: scale, anchor: anchor)
    }
}

enum ShapeTransform {
    /// `transform` applied about the point `anchor` of `rect` rather than about the origin.
    static func about(_ anchor: UnitPoint, in rect: CGRect, _ transform: CGAffineTransform) -> CGAffineTransform {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        return CGAffineTransform(translationX: -x, y: -y).concatenating(transform).concatenating(CGAffineTransform(translationX: x, y: y))
    }
}
