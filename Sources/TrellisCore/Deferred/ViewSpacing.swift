import Foundation

/// The space a view prefers beside each of its edges, as a custom layout reads it from its
/// subviews (`subviews[i].spacing.distance(to: subviews[i + 1].spacing, along: .horizontal)`).
///
/// Every view prefers SwiftUI's standard 8 points on each edge, the distance Trellis's stacks
/// put between adjacent views, so a layout that asks gets the spacing a stack would use.
public struct ViewSpacing: Hashable, Sendable {
    /// The standard distance between adjacent views.
    package static let standardDistance: CGFloat = 8

    private var top: CGFloat
    private var leading: CGFloat
    private var bottom: CGFloat
    private var trailing: CGFloat

    /// No preferred space on any edge.
    public static let zero = ViewSpacing(all: 0)

    /// The standard preference on every edge.
    public init() {
        self.init(all: Self.standardDistance)
    }

    private init(all value: CGFloat) {
        (top, leading, bottom, trailing) = (value, value, value, value)
    }

    /// Takes, on each of `edges`, the larger of this preference and `other`'s.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This preference with `other`'s taken on `edges` where it is larger.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The distance between this view and `next`, which follows it along `axis`: the larger of
    /// the two preferences that face each other.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
