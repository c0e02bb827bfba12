import Foundation

/// A view drawn by code: `Canvas { context, size in … }`. Like a shape it takes the space it is
/// offered, and its renderer draws for that size, so it resolves to a `.canvas` node whose
/// drawing layout makes once it knows the size, as it does a GeometryReader's content
/// (TrellisLayout/DeferredDrawing.swift).
public struct Canvas<Symbols: View>: View {
    public typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        let inner = context.resolvingContainerContentContext()
        let renderer = view.renderer
        let content = CanvasContent { size in
            var graphics = GraphicsContext(context: inner)
            renderer(&graphics, size)
            return (graphics.recording.operations, graphics.recording.clips, graphics.recording.evenOddClips)
        }
        return [ResolvedNode(.canvas(ResolvedCanvas(source: content)))]
    }
}

extension Canvas where Symbols == EmptyView {
    /// `opaque`, `colorMode` and `rendersAsynchronously` tune how SwiftUI draws on a device; a
    /// still image is the same without them.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
    }
}

/// A canvas's renderer, kept until layout knows the canvas's size, with the context it was
/// resolved in. The renderer is main-actor code, so it runs on the main actor: in place when
/// called there, otherwise as a main-actor task its caller waits for (see GeometryContent).
public final class CanvasContent: Hashable, @unchecked Sendable {
    // Called only on the main actor (see `draw(for:)`), which is what makes sharing it sound.
    private let render: @MainActor (CGSize) -> ([CanvasOperation], [Path], [Int])

    init(_ render: @escaping @MainActor (CGSize) -> ([CanvasOperation], [Path], [Int])) {
        self.render = render
    }

    /// What the renderer draws for a canvas of `size`.
    public func draw(for size: CGSize) -> ResolvedCanvas {
        if MainQueue.isCurrent {
            let (operations, clips, evenOddClips) = MainActor.assumeIsolated { render(size) }
            return ResolvedCanvas(operations: operations, clips: clips, evenOddClips: evenOddClips, size: size, source: self)
        }
        let slot = Slot()
        let done = DispatchSemaphore(value: 0)
        let content = Unchecked(self)
        Task { @MainActor in
            slot.value = content.value.render(size)
            done.signal()
        }
        done.wait()
        return ResolvedCanvas(operations: slot.value.0, clips: slot.value.1, evenOddClips: slot.value.2, size: size, source: self)
    }

    public static func == (a: CanvasContent, b: CanvasContent) -> Bool { a === b }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// Written by the main-actor task before it signals, read after the wait.
    private final class Slot: @unchecked Sendable {
        var value: ([CanvasOperation], [Path], [Int]) = ([], [], [])
    }

    private struct Unchecked: @unchecked Sendable {
        let value: CanvasContent
        init(_ value: CanvasContent) { self.value = value }
    }
}
