/// A geometry reader's content, deferred until layout knows the reader's frame: the app's
/// closure, already bound by the API side to the context (environment included) it would have
/// been resolved in, so that nothing here knows a view or an environment.
///
/// User code is main-actor code, so `resolve(in:anchorFrames:)` runs the closure on the main
/// actor (`MainActorBridge`). Layout calls it between passes, never inside one. Two readers are
/// equal only if they are the same reader: a closure has no other identity.
public final class GeometryContent: Hashable, Sendable {
    /// The reader's frame in canvas coordinates, the frames of the anchors layout placed in the
    /// same pass and the canvas's size, to the content's nodes.
    private let build: @MainActor (_ frame: CGRect, _ anchorFrames: [Int: CGRect], _ canvas: CGSize?) -> [ResolvedNode]

    package init(_ build: @escaping @MainActor (_ frame: CGRect, _ anchorFrames: [Int: CGRect], _ canvas: CGSize?) -> [ResolvedNode]) {
        self.build = build
    }

    /// The content for a reader laid out at `frame` (canvas coordinates), as resolved nodes.
    ///
    /// Off the main actor this blocks its thread until the main actor has run the closure, so a
    /// caller must not hold the main actor waiting for this layout (a main-actor caller lays out
    /// in place and never waits).
    public func resolve(in frame: CGRect, anchorFrames: [Int: CGRect] = [:], canvas: CGSize? = nil) -> [ResolvedNode] {
        MainActorBridge.run { LargeStack.run { self.build(frame, anchorFrames, canvas) } }
    }

    public static func == (a: GeometryContent, b: GeometryContent) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
