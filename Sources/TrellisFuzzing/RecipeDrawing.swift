import Trellis

// The random trees' shapes of issue 12: uneven corners, shapes turned, moved, scaled and inset
// (all outlines that layout builds for the frame), and trimmed, dashed, round-capped strokes.

extension RecipeGenerator {
    mutating func drawingShape() -> ShapeRecipe {
        switch random.below(5) {
        case 0: .uneven(topLeading: number(), bottomTrailing: number())
        case 1: .rotated(plainShape(), degrees: number())
        case 2: .offset(plainShape(), x: number(), y: number())
        case 3: .scaled(plainShape(), number())
        default: .inset(plainShape(), number())
        }
    }

    /// A built-in shape to transform: one level deep, so recipes stay small.
    private mutating func plainShape() -> ShapeRecipe {
        random.chance(50) ? .rectangle : .circle
    }
}

extension ShapeRecipe {
    /// The base of a transformed shape is a rectangle or a circle (`plainShape`), so each
    /// transform is written out for both.
    @MainActor
    func resolveDrawing<C: ShapeConsumer>(_ consumer: C) -> [ResolvedNode] {
        switch self {
        case .uneven(let topLeading, let bottomTrailing):
            consumer.consume(UnevenRoundedRectangle(topLeadingRadius: CGFloat(topLeading), bottomTrailingRadius: CGFloat(bottomTrailing)))
        case .rotated(let base, let degrees):
            base == .rectangle ? consumer.consume(Rectangle().rotation(.degrees(degrees))) : consumer.consume(Circle().rotation(.degrees(degrees)))
        case .offset(let base, let x, let y):
            base == .rectangle
                ? consumer.consume(Rectangle().offset(x: CGFloat(x), y: CGFloat(y))) : consumer.consume(Circle().offset(x: CGFloat(x), y: CGFloat(y)))
        case .scaled(let base, let scale):
            base == .rectangle ? consumer.consume(Rectangle().scale(CGFloat(scale))) : consumer.consume(Circle().scale(CGFloat(scale)))
        case .inset(let base, let amount):
            base == .rectangle ? consumer.consume(Rectangle().inset(by: CGFloat(amount))) : consumer.consume(Circle().inset(by: CGFloat(amount)))
        default:
            consumer.consume(Rectangle())
        }
    }

    var drawingSource: String {
        let n = SwiftSource.number
        switch self {
        case .uneven(let a, let b): return "UnevenRoundedRectangle(topLeadingRadius: \(n(a)), bottomTrailingRadius: \(n(b)))"
        case .rotated(let base, let degrees): return base.source + ".rotation(.degrees(\(n(degrees))))"
        case .offset(let base, let x, let y): return base.source + ".offset(x: \(n(x)), y: \(n(y)))"
        case .scaled(let base, let scale): return base.source + ".scale(\(n(scale)))"
        case .inset(let base, let amount): return base.source + ".inset(by: \(n(amount)))"
        default: return source
        }
    }
}

extension PaintedShape {
    static func trimmedStroke<S: InsettableShape>(_ shape: S, _ style: StyleRecipe, from: Double, to: Double, lineWidth: Double, dash: Double) -> some View {
        shape.trim(from: CGFloat(from), to: CGFloat(to))
            .stroke(style.style, style: StrokeStyle(lineWidth: CGFloat(lineWidth), lineCap: .round, dash: [CGFloat(dash)]))
    }
}

extension ShapePaint {
    var trimmedStrokeSource: String {
        guard case .trimmedStroke(let style, let from, let to, let lineWidth, let dash) = self else { return "" }
        let n = SwiftSource.number
        return ".trim(from: \(n(from)), to: \(n(to))).stroke(\(style.source), style: StrokeStyle(lineWidth: \(n(lineWidth)), lineCap: .round, dash: [\(n(dash))]))"
    }
}
