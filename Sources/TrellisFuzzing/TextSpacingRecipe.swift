import Trellis

/// The text spacing modifiers as data (ResolvedTextSpacing in Trellis), with hostile numbers.
public enum TextSpacingRecipe: Hashable, Sendable {
    case kerning(Double)
    case tracking(Double)
    case lineSpacing(Double)
    case baselineOffset(Double)
    case minimumScaleFactor(Double)
    case allowsTightening(Bool)

    @MainActor
    func resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        switch self {
        case .kerning(let value): context.resolveChild(content.kerning(value))
        case .tracking(let value): context.resolveChild(content.tracking(value))
        case .lineSpacing(let value): context.resolveChild(content.lineSpacing(value))
        case .baselineOffset(let value): context.resolveChild(content.baselineOffset(value))
        case .minimumScaleFactor(let value): context.resolveChild(content.minimumScaleFactor(value))
        case .allowsTightening(let flag): context.resolveChild(content.allowsTightening(flag))
        }
    }

    var source: String {
        let n = SwiftSource.number
        return switch self {
        case .kerning(let value): ".kerning(\(n(value)))"
        case .tracking(let value): ".tracking(\(n(value)))"
        case .lineSpacing(let value): ".lineSpacing(\(n(value)))"
        case .baselineOffset(let value): ".baselineOffset(\(n(value)))"
        case .minimumScaleFactor(let value): ".minimumScaleFactor(\(n(value)))"
        case .allowsTightening(let flag): ".allowsTightening(\(flag))"
        }
    }
}

extension RecipeGenerator {
    mutating func textSpacing() -> TextSpacingRecipe {
        switch random.within(0...5) {
        case 0: .kerning(random.chance(80) ? random.pick([-1, 0.5, 1, 2.5]) : number())
        case 1: .tracking(random.chance(80) ? random.pick([-0.5, 1, 3]) : number())
        case 2: .lineSpacing(number())
        case 3: .baselineOffset(random.chance(80) ? random.pick([-4, 2, 6]) : number())
        case 5: .allowsTightening(random.chance(80))
        default: .minimumScaleFactor(random.chance(80) ? random.pick([0.3, 0.5, 0.8]) : unitNumber())
        }
    }
}
