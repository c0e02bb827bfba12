/// A canvas's renderer, kept until layout knows the canvas's size, bound by the API side to the
/// context it was resolved in. The renderer is main-actor code, so it runs on the main actor
/// (`MainActorBridge`). Two are equal only if they are the same: a closure has no other identity.
public final class CanvasContent: Hashable, Sendable {
    /// For a size, what the renderer drew: its operations, its clip paths, and which of those
    /// clip by the even-odd rule.
    private let render: @MainActor (CGSize) -> ([CanvasOperation], [Path], [Int])

    package init(_ render: @escaping @MainActor (CGSize) -> ([CanvasOperation], [Path], [Int])) {
        self.render = render
    }

    /// What the renderer draws for a canvas of `size`.
    public func draw(for size: CGSize) -> ResolvedCanvas {
        let (operations, clips, evenOddClips) = MainActorBridge.run { self.render(size) }
        return ResolvedCanvas(operations: operations, clips: clips, evenOddClips: evenOddClips, size: size, source: self)
    }

    public static func == (a: CanvasContent, b: CanvasContent) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
