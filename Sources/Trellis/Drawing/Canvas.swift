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

