extension View {
    /// Changes the view's drawing from its geometry, through the same effects a scroll
    /// transition applies. Those effects are drawn as the identity (ScrollBehaviors.swift), so
    /// the closure isn't called and the view is drawn as it is: what a still screen shows for
    /// the common uses, which change items as they move.
    public func visualEffect<E: VisualEffect>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> E) -> some View {
        self
    }
}

extension CoordinateSpace {
    /// The nearest scroll view's coordinates (iOS 17). Nothing on a still screen is scrolled,
    /// so Trellis gives the canvas's, as for `.global`.
    public static var scrollView: CoordinateSpace { .global }

    /// The nearest scroll view's coordinates along `axis`; the canvas's, as ``scrollView``.
    public static func scrollView(axis: Axis) -> CoordinateSpace { .global }
}

/// A named coordinate space, as iOS 17 spells it: `.coordinateSpace(.named("scroll"))`.
public struct NamedCoordinateSpace: Hashable, Sendable {
    let name: String

    /// The coordinate space named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: String(describing: name)) }
}

extension View {
    /// Names a coordinate space; every space is the canvas's in a snapshot, so it changes nothing.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }
}

extension View {
    /// Calls `action` when a value computed from the view's geometry changes. A render is one
    /// moment in which no action runs (as `onChange`), so the view is unchanged.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View { self }

    /// Calls `action` with the old and new value when a value computed from the view's geometry
    /// changes; no action runs in a render.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
}
