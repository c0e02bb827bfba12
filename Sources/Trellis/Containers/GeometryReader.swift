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
        let deferred = GeometryContent { proxy in
            [ResolvedNode(.stack(ResolvedStack(axis: nil, alignment: .topLeading, spacing: 0)),
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

/// A geometry reader's content, deferred until layout knows the reader's frame: the user's
/// closure and the context (environment included) it would have been resolved in.
///
/// User code is main-actor code, so `resolve(in:)` runs the closure on the main actor: in place
/// when called there, otherwise as a main-actor task it waits for. Layout calls it between
/// passes, never inside one. Two readers are equal only if they are the same reader: a closure
/// has no other identity.
public final class GeometryContent: Hashable, @unchecked Sendable {
    // Called only on the main actor (see `resolve(in:)`), which is what makes sharing it sound.
    private let build: @MainActor (GeometryProxy) -> [ResolvedNode]

    init(_ build: @escaping @MainActor (GeometryProxy) -> [ResolvedNode]) {
        self.build = build
    }

    /// The content for a reader laid out at `frame` (canvas coordinates), as resolved nodes.
    ///
    /// Off the main actor this blocks its thread until the main actor has run the closure, so a
    /// caller must not hold the main actor waiting for this layout (a main-actor caller lays out
    /// in place and never waits).
    public func resolve(in frame: CGRect, anchorFrames: [Int: CGRect] = [:]) -> [ResolvedNode] {
        let proxy = GeometryProxy(frame: frame, anchorFrames: anchorFrames)
        if MainQueue.isCurrent {
            return MainActor.assumeIsolated { LargeStack.run { build(proxy) } }
        }
        let result = ResultSlot()
        let done = DispatchSemaphore(value: 0)
        let content = UncheckedContent(self)
        Task { @MainActor in
            result.nodes = LargeStack.run { content.value.build(proxy) }
            done.signal()
        }
        done.wait()
        return result.nodes
    }

    public static func == (a: GeometryContent, b: GeometryContent) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// Written by the main-actor task before it signals, read after the wait.
    private final class ResultSlot: @unchecked Sendable {
        var nodes: [ResolvedNode] = []
    }

    private struct UncheckedContent: @unchecked Sendable {
        let value: GeometryContent
        init(_ value: GeometryContent) { self.value = value }
    }
}

/// Whether the caller runs on the main actor. The main actor's jobs run on the main queue, which
/// `dispatchMain` (an async `main`, the test runner) drains on worker threads, so the main
/// thread alone does not tell; the queue carries a mark that code running on it can read.
enum MainQueue {
    private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: true)
        return true
    }()

    static var isCurrent: Bool {
        _ = marked
        return Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
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
}
