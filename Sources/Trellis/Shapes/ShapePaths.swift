import Foundation

// The built-in shapes' outlines, as SwiftUI draws them, for when a shape is trimmed, inset,
// transformed or read through `path(in:)`; drawn plainly, they resolve to their own kinds.

extension Rectangle {
    /// The rectangle filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    /// Returns the rectangle inset on every side by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle {
    /// The rounded rectangle filling `rect`, each corner no rounder than half the shorter side.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// Returns the rounded rectangle inset on every side by `amount`, its corner radius smaller by
    /// the same amount.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }

    /// Inset corners keep their centers, so their radius shrinks by the amount.
    nonisolated public func _insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        let size = CGSize(width: max(cornerSize.width - amount, 0), height: max(cornerSize.height - amount, 0))
        return Path(roundedRect: rect.insetBy(dx: amount, dy: amount), cornerSize: size, style: style)
    }
}

extension Circle {
    /// The circle centered in `rect`, as wide as its shorter side.
    nonisolated public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    /// Returns the circle inset by `amount`: its diameter shrinks by twice the amount.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse {
    /// The ellipse filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    /// Returns the ellipse inset on every side by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule {
    /// Round ends of half the shorter side, as the capsule's own kind draws them.
    nonisolated public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: radius, style: .circular)
    }

    /// Returns the capsule inset on every side by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension InsettableShape {
    /// The outline inset by `amount` on every side; shapes with corners override it to shrink them.
    nonisolated public func _insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        path(in: rect.insetBy(dx: amount, dy: amount))
    }
}

/// A shape inset on every side by `amount`: what `inset(by:)` returns and `strokeBorder` strokes.
public struct _InsetShape<Base: InsettableShape>: InsettableShape {
    public typealias Body = Never
    let base: Base
    let amount: CGFloat

    nonisolated public func path(in rect: CGRect) -> Path {
        base._insetPath(in: rect, by: amount)
    }

    nonisolated public func inset(by more: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: amount + more)
    }
}

extension Path: Shape {
    public typealias Body = Never

    /// A path is its own outline, whatever the frame, as in SwiftUI.
    nonisolated public func path(in rect: CGRect) -> Path { self }

    public var _shapeKind: ShapeKind { .path(ResolvedPath(fixed: self)) }
}
