import Foundation

/// A rectangle whose corners each have their own radius. It is drawn from its outline in both
/// outputs (a path in SVG, inline SVG in HTML).
public struct UnevenRoundedRectangle: InsettableShape {
    public typealias Body = Never
    /// The radius of each corner.
    public var cornerRadii: RectangleCornerRadii
    /// Whether the corners are circular arcs or continuous curves like iOS's.
    public var style: RoundedCornerStyle

    /// Creates a rectangle with the given corner radii.
    ///
    /// - Parameters:
    ///   - cornerRadii: The radius of each corner.
    ///   - style: `.continuous` (the default) for iOS's smooth corners, or `.circular`.
    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a rectangle with the given radius for each corner; a corner left out is square.
    ///
    /// - Parameters:
    ///   - topLeadingRadius: The radius of the top leading corner.
    ///   - bottomLeadingRadius: The radius of the bottom leading corner.
    ///   - bottomTrailingRadius: The radius of the bottom trailing corner.
    ///   - topTrailingRadius: The radius of the top trailing corner.
    ///   - style: `.continuous` (the default) for iOS's smooth corners, or `.circular`.
    nonisolated public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    /// The rectangle filling `rect` with its corners rounded, each no rounder than half the shorter
    /// side.
    nonisolated public func path(in rect: CGRect) -> Path {
        Path.roundedRect(rect.standardized, radii: cornerRadii, style: style)
    }

    /// Returns the rectangle inset on every side by `amount`, each corner's radius smaller by the
    /// same amount.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }

    nonisolated public func _insetPath(in rect: CGRect, by amount: CGFloat) -> Path {
        func shrink(_ r: CGFloat) -> CGFloat { max(r - amount, 0) }
        let radii = RectangleCornerRadii(topLeading: shrink(cornerRadii.topLeading), bottomLeading: shrink(cornerRadii.bottomLeading),
                                         bottomTrailing: shrink(cornerRadii.bottomTrailing), topTrailing: shrink(cornerRadii.topTrailing))
        return Path.roundedRect(rect.insetBy(dx: amount, dy: amount).standardized, radii: radii, style: style)
    }
}

/// The shape of the container a view sits in. Trellis has no containers with shapes of their own
/// (`containerShape(_:)` sets none), so it is a rectangle filling its frame, which is what
/// SwiftUI draws outside a widget or a shaped container.
public struct ContainerRelativeShape: InsettableShape {
    public typealias Body = Never
    /// Creates a container-relative shape.
    nonisolated public init() {}
    public var _shapeKind: ShapeKind { .rectangle }
    /// The rectangle filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    /// Returns the rectangle inset on every side by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}
