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

    nonisolated public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    nonisolated public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    nonisolated public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    nonisolated public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

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

public struct RotatedShape<Content: Shape>: Shape {
    public typealias Body = Never
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(ShapeTransform.about(anchor, in: rect, CGAffineTransform(rotationAngle: angle.radians)))
    }
}

public struct OffsetShape<Content: Shape>: Shape {
    public typealias Body = Never
    public var shape: Content
    public var offset: CGSize

    nonisolated public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
    }
}

public struct ScaledShape<Content: Shape>: Shape {
    public typealias Body = Never
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint

    nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(ShapeTransform.about(anchor, in: rect, CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
}

public struct TransformedShape<Content: Shape>: Shape {
    public typealias Body = Never
    public var shape: Content
    public var transform: CGAffineTransform

    nonisolated public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(transform)
    }
}

// Moved and turned shapes stay insettable, as in SwiftUI: the inset outline, moved the same way.
extension RotatedShape: InsettableShape where Content: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
        RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle, anchor: anchor)
    }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
    nonisolated public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
        OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
    }
}

extension ScaledShape: InsettableShape where Content: InsettableShape {
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
