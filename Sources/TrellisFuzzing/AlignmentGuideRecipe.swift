import Trellis

/// `alignmentGuide(_:computeValue:)` as data: which guide it sets and how its closure reads the
/// view's dimensions, with hostile numbers.
public struct AlignmentGuideRecipe: Hashable, Sendable {
    public enum Guide: Hashable, Sendable {
        case horizontal(AlignmentRecipe.Horizontal)
        case vertical(AlignmentRecipe.Vertical)
    }

    /// What the closure returns.
    public enum Value: Hashable, Sendable {
        case constant(Double)
        /// This fraction of the view's length along the guide's axis.
        case fraction(Double)
        /// Another guide of the view on the same axis (`d[.trailing]`, `d[.firstTextBaseline]`).
        case horizontalGuide(AlignmentRecipe.Horizontal)
        case verticalGuide(AlignmentRecipe.Vertical)
        /// `d[explicit: .firstTextBaseline] ?? 0`.
        case explicitBaseline
    }

    public var guide: Guide
    public var value: Value

    func compute(_ d: ViewDimensions) -> CGFloat {
        let length = if case .horizontal = guide { d.width } else { d.height }
        return switch value {
        case .constant(let value): CGFloat(value)
        case .fraction(let fraction): length * CGFloat(fraction)
        case .horizontalGuide(let other): d[AlignmentRecipe(horizontal: other, vertical: .center).horizontalAlignment]
        case .verticalGuide(let other): d[AlignmentRecipe(horizontal: .center, vertical: other).verticalAlignment]
        case .explicitBaseline: d[explicit: .firstTextBaseline] ?? 0
        }
    }

    @MainActor
    func resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        let recipe = self
        return switch guide {
        case .horizontal(let g):
            context.resolveChild(content.alignmentGuide(AlignmentRecipe(horizontal: g, vertical: .center).horizontalAlignment) { recipe.compute($0) })
        case .vertical(let g):
            context.resolveChild(content.alignmentGuide(AlignmentRecipe(horizontal: .center, vertical: g).verticalAlignment) { recipe.compute($0) })
        }
    }

    var numbers: [Double] {
        switch value {
        case .constant(let value), .fraction(let value): [value]
        case .horizontalGuide, .verticalGuide, .explicitBaseline: []
        }
    }

    var source: String {
        let (name, length) = switch guide {
        case .horizontal(let g): (g.rawValue, "d.width")
        case .vertical(let g): (g.rawValue, "d.height")
        }
        let body = switch value {
        case .constant(let value): SwiftSource.number(value)
        case .fraction(let fraction): "\(length) * \(SwiftSource.number(fraction))"
        case .horizontalGuide(let other): "d[HorizontalAlignment.\(other.rawValue)]"
        case .verticalGuide(let other): "d[VerticalAlignment.\(other.rawValue)]"
        case .explicitBaseline: "d[explicit: .firstTextBaseline] ?? 0"
        }
        return ".alignmentGuide(.\(name)) { d in \(body) }"
    }
}

extension RecipeGenerator {
    mutating func alignmentGuide() -> AlignmentGuideRecipe {
        let horizontal = random.chance(40)
        let guide: AlignmentGuideRecipe.Guide = horizontal
            ? .horizontal(random.pick(AlignmentRecipe.Horizontal.allCases)) : .vertical(random.pick(AlignmentRecipe.Vertical.allCases))
        let value: AlignmentGuideRecipe.Value = switch random.within(0...3) {
        case 0: .constant(random.chance(70) ? random.pick([-20, 0, 12]) : number())
        case 1: .fraction(random.chance(70) ? random.pick([0.25, 0.5, 1]) : number())
        case 2: horizontal ? .horizontalGuide(random.pick(AlignmentRecipe.Horizontal.allCases)) : .verticalGuide(random.pick(AlignmentRecipe.Vertical.allCases))
        default: .explicitBaseline
        }
        return AlignmentGuideRecipe(guide: guide, value: value)
    }
}
