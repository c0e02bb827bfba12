import Foundation

/// The size and place layout gave a `GeometryReader`, as its content closure sees them.
public struct GeometryProxy: Sendable {
    /// The reader's frame in canvas coordinates.
    let globalFrame: CGRect
    /// The frames of the page's anchored views (`anchorPreference`), by anchor, for `proxy[anchor]`.
    let anchorFrames: [Int: CGRect]

    init(frame: CGRect, anchorFrames: [Int: CGRect] = [:]) {
        globalFrame = frame
        self.anchorFrames = anchorFrames
    }

    /// The reader's size: what it was proposed, 10 pt on an unspecified axis, as in SwiftUI.
    public var size: CGSize { globalFrame.size }

    /// A screenshot's canvas has no bars or home indicator to keep clear of.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

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
        let deferred = GeometryContent { frame, anchorFrames in
            let proxy = GeometryProxy(frame: frame, anchorFrames: anchorFrames)
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

