import Foundation

/// The size and place layout gave a `GeometryReader`, as its content closure sees them.
public struct GeometryProxy: Sendable {
    /// The reader's frame in canvas coordinates.
    let globalFrame: CGRect
    /// The frames of the page's anchored views (`anchorPreference`), by anchor, for `proxy[anchor]`.
    let anchorFrames: [Int: CGRect]
    /// The canvas's size, which every named coordinate space spans; nil where layout gave none.
    let canvas: CGSize?

    init(frame: CGRect, anchorFrames: [Int: CGRect] = [:], canvas: CGSize? = nil) {
        globalFrame = frame
        self.anchorFrames = anchorFrames
        self.canvas = canvas
    }

    /// The reader's size: what it was proposed, 10 pt on an unspecified axis, as in SwiftUI.
    public var size: CGSize { globalFrame.size }

    /// A screenshot's canvas has no bars or home indicator to keep clear of.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The bounds of the coordinate space `coordinateSpace` in the reader's own coordinates. Every
    /// named space is the canvas's in a snapshot (see ``frame(in:)``), so these are the canvas's
    /// bounds, placed relative to the reader.
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
        canvas.map { CGRect(origin: CGPoint(x: -globalFrame.minX, y: -globalFrame.minY), size: $0) }
    }

    /// The reader's frame in `coordinateSpace`: `.local` starts at zero; `.global` and every
    /// named space are the canvas's, since nothing on a still screen is scrolled or offset.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global, .named: globalFrame
        }
    }
}

extension View {
    /// Names a coordinate space for `GeometryProxy.frame(in: .named(…))`; every space is the
    /// canvas's in a snapshot, so the name changes nothing.
    public func coordinateSpace<Name: Hashable>(name: Name) -> some View { self }
}

/// A container whose content is built from the size it is given: it takes all the space offered
/// and places its content at its top leading corner.
///
/// This is the one view whose resolution needs layout: the content closure is kept, with the
/// context it would have been resolved in, as a `GeometryContent`, and the layout engine resolves
/// it with the reader's frame once it has decided it (docs/architecture.md, "The one exception
/// to the one-way flow").
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    ///
    /// - Parameter content: A view builder that creates the content from a proxy holding the
    ///   reader's size and frame; layout calls it once it has decided them.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let inner = context.resolvingContainerContentContext()
        let build = view.content
        let deferred = GeometryContent { frame, anchorFrames, canvas in
            let proxy = GeometryProxy(frame: frame, anchorFrames: anchorFrames, canvas: canvas)
            return [ResolvedNode(.stack(ResolvedStack(axis: nil, alignment: .topLeading, spacing: 0)),
                                 children: inner.resolveChild(build(proxy)))]
        }
        return [ResolvedNode(.geometryReader(ResolvedGeometryReader(content: deferred, frame: nil)))]
    }
}

extension _ResolveContext {
    /// The context plain containers give their content (list and picker structure stops here).
    func resolvingContainerContentContext() -> _ResolveContext {
        var inner = self
        inner.listDepth = 0
        inner.isInPicker = false
        return inner
    }
}

extension View {
    /// Names a coordinate space; every space is the canvas's in a snapshot, so it changes nothing.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View { self }

    /// Calls `action` when a value computed from the view's geometry changes. A render is one
    /// moment in which no action runs (as `onChange`), so the view is unchanged.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View { self }

    /// Calls `action` with the old and new value when a value computed from the view's geometry
    /// changes; no action runs in a render.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View { self }
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

    /// The nearest scroll view's space (iOS 17); nothing on a still screen is scrolled, so it is
    /// the canvas's, as every named space.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: "scrollView") }
}
