import Foundation

/// The radius of each corner of a rectangle, as SwiftUI names them.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    init(cornerSize: CGSize) {
        self.init(topLeading: cornerSize.width, bottomLeading: cornerSize.width, bottomTrailing: cornerSize.width, topTrailing: cornerSize.width)
    }
}

/// A rectangle whose corners each have their own radius. It is drawn from its outline in both
/// outputs (a path in SVG, inline SVG in HTML).
public struct UnevenRoundedRectangle: InsettableShape {
    public typealias Body = Never
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    nonisolated public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    nonisolated public func path(in rect: CGRect) -> Path {
        Path.roundedRect(rect.standardized, radii: cornerRadii, style: style)
    }

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
    nonisolated public init() {}
    public var _shapeKind: ShapeKind { .rectangle }
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    nonisolated public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}
