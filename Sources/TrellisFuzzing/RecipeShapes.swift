import Trellis

/// Something generic over the shape a `ShapeRecipe` names: Swift has no generic closures, so the
/// places that take a shape (painting, clipping, backgrounds in a shape) each conform.
@MainActor
protocol ShapeConsumer {
    func consume<S: InsettableShape>(_ shape: S) -> [ResolvedNode]
}

extension ShapeRecipe {
    @MainActor
    func resolve<C: ShapeConsumer>(_ consumer: C) -> [ResolvedNode] {
        switch self {
        case .rectangle:
            consumer.consume(Rectangle())
        case .roundedRectangle(let radius, let continuous):
            consumer.consume(RoundedRectangle(cornerRadius: CGFloat(radius), style: continuous ? .continuous : .circular))
        case .roundedRectangleSize(let width, let height):
            consumer.consume(RoundedRectangle(cornerSize: CGSize(width: width, height: height)))
        case .circle:
            consumer.consume(Circle())
        case .ellipse:
            consumer.consume(Ellipse())
        case .capsule(let continuous):
            consumer.consume(Capsule(style: continuous ? .continuous : .circular))
        default:
            resolveDrawing(consumer)
        }
    }
}

/// A shape as a view, painted as the recipe says.
struct PaintedShape: ShapeConsumer {
    let paint: ShapePaint
    let context: _ResolveContext

    func consume<S: InsettableShape>(_ shape: S) -> [ResolvedNode] {
        switch paint {
        case .plain:
            context.resolveChild(shape)
        case .fill(let style):
            context.resolveChild(style.map { shape.fill($0.style) } ?? shape.fill())
        case .stroke(let style, let lineWidth):
            context.resolveChild(Self.stroke(shape, style, lineWidth, inset: false))
        case .strokeBorder(let style, let lineWidth):
            context.resolveChild(Self.stroke(shape, style, lineWidth, inset: true))
        case .trimmedStroke(let style, let from, let to, let lineWidth, let dash):
            context.resolveChild(Self.trimmedStroke(shape, style, from: from, to: to, lineWidth: lineWidth, dash: dash))
        }
    }

    /// The four spellings, with and without a style and a width, as the source writes them.
    private static func stroke<S: InsettableShape>(_ shape: S, _ style: StyleRecipe?, _ lineWidth: Double?, inset: Bool) -> _ShapeView<S> {
        switch (style, lineWidth, inset) {
        case (let style?, let width?, false): shape.stroke(style.style, lineWidth: CGFloat(width))
        case (let style?, nil, false): shape.stroke(style.style)
        case (nil, let width?, false): shape.stroke(lineWidth: CGFloat(width))
        case (nil, nil, false): shape.stroke()
        case (let style?, let width?, true): shape.strokeBorder(style.style, lineWidth: CGFloat(width))
        case (let style?, nil, true): shape.strokeBorder(style.style)
        case (nil, let width?, true): shape.strokeBorder(lineWidth: CGFloat(width))
        case (nil, nil, true): shape.strokeBorder()
        }
    }
}

/// `.clipShape(shape)` on some content.
struct ClippedContent<Content: View>: ShapeConsumer {
    let content: Content
    let context: _ResolveContext

    func consume<S: InsettableShape>(_ shape: S) -> [ResolvedNode] {
        context.resolveChild(content.clipShape(shape))
    }
}

/// `.background(style, in: shape)` or `.overlay(style, in: shape)` on some content.
struct LayerInShape<Content: View>: ShapeConsumer {
    let content: Content
    let style: StyleRecipe
    let isOverlay: Bool
    let context: _ResolveContext

    func consume<S: InsettableShape>(_ shape: S) -> [ResolvedNode] {
        isOverlay
            ? context.resolveChild(content.overlay(style.style, in: shape))
            : context.resolveChild(content.background(style.style, in: shape))
    }
}
