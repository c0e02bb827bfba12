import Trellis

/// The modifiers of session 4 as data, `ModifierRecipe.appModifier`: redaction and its undoing,
/// a safe-area inset on any edge (with a view of its own), symbol variants and control sizes.
public enum AppModifierRecipe: Hashable, Sendable {
    public enum InsetEdge: String, Hashable, Sendable, CaseIterable { case top, bottom, leading, trailing }

    /// The variants as `.symbolVariant(_:)` is written: one, or two joined (`.circle.fill`).
    public enum SymbolVariant: String, Hashable, Sendable, CaseIterable {
        case none, fill, slash, circle, square, rectangle
        case circleFill = "circle.fill", squareFill = "square.fill", slashFill = "slash.fill"

        var variants: SymbolVariants {
            switch self {
            case .none: .none
            case .fill: .fill
            case .slash: .slash
            case .circle: .circle
            case .square: .square
            case .rectangle: .rectangle
            case .circleFill: .circle.fill
            case .squareFill: .square.fill
            case .slashFill: .slash.fill
            }
        }
    }

    /// `.redacted(reason: .placeholder)`.
    case redacted
    /// `.redacted(reason: [])`, which clears nothing set above.
    case redactedNone
    case unredacted
    case safeAreaInset(InsetEdge, spacing: Double?, ViewRecipe)
    case symbolVariant(SymbolVariant)
    case controlSize(ControlSize)

    @MainActor
    func resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        switch self {
        case .redacted: return context.resolveChild(content.redacted(reason: .placeholder))
        case .redactedNone: return context.resolveChild(content.redacted(reason: []))
        case .unredacted: return context.resolveChild(content.unredacted())
        case .safeAreaInset(let edge, let spacing, let inset):
            let gap = spacing.map { CGFloat($0) }
            switch edge {
            case .top: return context.resolveChild(content.safeAreaInset(edge: .top, spacing: gap) { RecipeView(inset) })
            case .bottom: return context.resolveChild(content.safeAreaInset(edge: .bottom, spacing: gap) { RecipeView(inset) })
            case .leading: return context.resolveChild(content.safeAreaInset(edge: .leading, spacing: gap) { RecipeView(inset) })
            case .trailing: return context.resolveChild(content.safeAreaInset(edge: .trailing, spacing: gap) { RecipeView(inset) })
            }
        case .symbolVariant(let variant): return context.resolveChild(content.symbolVariant(variant.variants))
        case .controlSize(let size): return context.resolveChild(content.controlSize(size))
        }
    }

    var source: String {
        switch self {
        case .redacted: ".redacted(reason: .placeholder)"
        case .redactedNone: ".redacted(reason: [])"
        case .unredacted: ".unredacted()"
        case .safeAreaInset(let edge, let spacing, let inset):
            ".safeAreaInset(edge: .\(edge.rawValue)" + (spacing.map { ", spacing: \(SwiftSource.number($0))" } ?? "")
                + ") { \(SwiftSource.expression(inset)) }"
        case .symbolVariant(let variant): ".symbolVariant(.\(variant.rawValue))"
        case .controlSize(let size): ".controlSize(.\(size))"
        }
    }

    /// The view inside, for the walk.
    var layer: ViewRecipe? {
        if case .safeAreaInset(_, _, let inset) = self { inset } else { nil }
    }

    var numbers: [Double] {
        if case .safeAreaInset(_, let spacing?, _) = self { [spacing] } else { [] }
    }
}

extension RecipeGenerator {
    mutating func appModifier() -> AppModifierRecipe {
        switch random.within(0...6) {
        case 0, 1: .redacted
        case 2: random.chance(20) ? .redactedNone : .unredacted
        case 3, 4: .safeAreaInset(random.pick(AppModifierRecipe.InsetEdge.allCases), spacing: random.chance(60) ? nil : number(), nested { $0.view() })
        case 5: .symbolVariant(random.pick(AppModifierRecipe.SymbolVariant.allCases))
        default: .controlSize(random.pick(ControlSize.allCases))
        }
    }
}
