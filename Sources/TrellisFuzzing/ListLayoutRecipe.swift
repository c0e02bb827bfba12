import Trellis

/// Modifiers that change how a list or grid lays out its parts, as data: `listSectionSpacing`
/// (the presets and hostile numbers), `scrollContentBackground` and `gridColumnAlignment`.
/// Each reaches a list, section or grid cell when the generator puts it on one, and changes
/// nothing elsewhere.
public enum ListLayoutRecipe: Hashable, Sendable {
    case sectionSpacing(Double)
    case compactSectionSpacing
    case defaultSectionSpacing
    case contentBackground(hidden: Bool)
    case gridColumnAlignment(HorizontalAlignment.Value)

    @MainActor
    func resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        switch self {
        case .sectionSpacing(let spacing): context.resolveChild(content.listSectionSpacing(spacing))
        case .compactSectionSpacing: context.resolveChild(content.listSectionSpacing(.compact))
        case .defaultSectionSpacing: context.resolveChild(content.listSectionSpacing(.default))
        case .contentBackground(let hidden): context.resolveChild(content.scrollContentBackground(hidden ? .hidden : .visible))
        case .gridColumnAlignment(let value): context.resolveChild(content.gridColumnAlignment(Self.alignment(value)))
        }
    }

    static func alignment(_ value: HorizontalAlignment.Value) -> HorizontalAlignment {
        switch value {
        case .leading: .leading
        case .center: .center
        case .trailing, .custom: .trailing
        }
    }

    var source: String {
        switch self {
        case .sectionSpacing(let spacing): ".listSectionSpacing(\(SwiftSource.number(spacing)))"
        case .compactSectionSpacing: ".listSectionSpacing(.compact)"
        case .defaultSectionSpacing: ".listSectionSpacing(.default)"
        case .contentBackground(let hidden): ".scrollContentBackground(\(hidden ? ".hidden" : ".visible"))"
        case .gridColumnAlignment(let value): ".gridColumnAlignment(.\(value.rawValue))"
        }
    }
}

extension RecipeGenerator {
    mutating func listLayout() -> ListLayoutRecipe {
        switch random.within(0...4) {
        case 0: .sectionSpacing(random.chance(70) ? random.pick([0, 5, 48]) : number())
        case 1: .compactSectionSpacing
        case 2: .defaultSectionSpacing
        case 3: .contentBackground(hidden: random.chance(80))
        default: .gridColumnAlignment(random.pick([.leading, .center, .trailing]))
        }
    }
}
