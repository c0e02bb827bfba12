import Foundation

/// A view's geometry (its bounds, a point in it) handed to another view, which reads it in its
/// own coordinates with a GeometryReader's `proxy[anchor]`: the underline that follows the
/// selected tab.
///
/// The anchor names the node `anchorPreference` made; when layout resolves a reader's content
/// it gives the proxy every such node's frame, so `proxy[anchor]` is where that view is.
public struct Anchor<Value>: Equatable, Hashable, Sendable {
    let token: Int
    let source: Source

    /// What geometry of a view an anchor stands for.
    public struct Source: Sendable {
        /// The value from the view's frame on the canvas and the reader's origin on it.
        let value: @Sendable (CGRect, CGPoint) -> Value
    }

    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.token == rhs.token }
    public func hash(into hasher: inout Hasher) { hasher.combine(token) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Self { rect(.zero, bounds: true) }

    /// A rectangle in the view's own coordinates.
    public static func rect(_ rect: CGRect) -> Self { Self.rect(rect, bounds: false) }

    private static func rect(_ rect: CGRect, bounds: Bool) -> Self {
        Self { frame, origin in
            let local = bounds ? CGRect(origin: .zero, size: frame.size) : rect
            return local.offsetBy(dx: frame.minX - origin.x, dy: frame.minY - origin.y)
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ point: CGPoint) -> Self {
        Self { frame, origin in CGPoint(x: frame.minX + point.x - origin.x, y: frame.minY + point.y - origin.y) }
    }

    /// A point given as a fraction of the view's size.
    public static func unitPoint(_ point: UnitPoint) -> Self {
        Self { frame, origin in
            CGPoint(x: frame.minX + point.x * frame.width - origin.x, y: frame.minY + point.y * frame.height - origin.y)
        }
    }

    /// The view's top leading corner.
    public static var topLeading: Self { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Self { unitPoint(.top) }
    /// The view's top trailing corner.
    public static var topTrailing: Self { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Self { unitPoint(.leading) }
    /// The view's center.
    public static var center: Self { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Self { unitPoint(.trailing) }
    /// The view's bottom leading corner.
    public static var bottomLeading: Self { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Self { unitPoint(.bottom) }
    /// The view's bottom trailing corner.
    public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

/// The anchors' names, one per `anchorPreference` resolved.
@MainActor
enum AnchorTokens {
    private static var last = 0
    static func next() -> Int {
        last += 1
        return last
    }
}

extension GeometryProxy {
    /// The anchored view's geometry in this reader's coordinates; a view not laid out yet (or
    /// not on this page) reads as if at the reader's origin with no size.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.source.value(anchorFrames[anchor.token] ?? CGRect(origin: globalFrame.origin, size: .zero), globalFrame.origin)
    }
}
