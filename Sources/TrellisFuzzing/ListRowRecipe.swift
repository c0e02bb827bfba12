import Trellis

/// The list-row modifiers as data (ListRowModifiers.swift in Trellis): they reach a row when the
/// generator happens to put them on a list's row, and change nothing elsewhere.
public enum ListRowRecipe: Hashable, Sendable {
    case insets(top: Double, leading: Double, bottom: Double, trailing: Double)
    case noInsets
    case background(ColorRecipe?)
    case separator(hidden: Bool, top: Bool, bottom: Bool)
    case separatorTint(ColorRecipe?)
    case sectionSeparator(hidden: Bool)
    case rowSpacing(Double?)

    @MainActor
    func resolve<Content: View>(_ content: Content, in context: _ResolveContext) -> [ResolvedNode] {
        switch self {
        case .insets(let top, let leading, let bottom, let trailing):
            context.resolveChild(content.listRowInsets(EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing)))
        case .noInsets: context.resolveChild(content.listRowInsets(nil))
        case .background(let color): context.resolveChild(content.listRowBackground(color?.color))
        case .separator(let hidden, let top, let bottom):
            context.resolveChild(content.listRowSeparator(hidden ? .hidden : .visible, edges: Self.edges(top, bottom)))
        case .separatorTint(let color): context.resolveChild(content.listRowSeparatorTint(color?.color))
        case .sectionSeparator(let hidden): context.resolveChild(content.listSectionSeparator(hidden ? .hidden : .visible))
        case .rowSpacing(let spacing): context.resolveChild(content.listRowSpacing(spacing.map { CGFloat($0) }))
        }
    }

    static func edges(_ top: Bool, _ bottom: Bool) -> VerticalEdge.Set {
        var edges: VerticalEdge.Set = []
        if top { edges.insert(.top) }
        if bottom { edges.insert(.bottom) }
        return edges
    }

    var source: String {
        func n(_ value: Double) -> String { SwiftSource.number(value) }
        func edges(_ top: Bool, _ bottom: Bool) -> String {
            "[" + [top ? ".top" : nil, bottom ? ".bottom" : nil].compactMap { $0 }.joined(separator: ", ") + "]"
        }
        return switch self {
        case .insets(let top, let leading, let bottom, let trailing):
            ".listRowInsets(EdgeInsets(top: \(n(top)), leading: \(n(leading)), bottom: \(n(bottom)), trailing: \(n(trailing))))"
        case .noInsets: ".listRowInsets(nil)"
        case .background(let color): ".listRowBackground(\(color.map { "(" + $0.source + ") as Color" } ?? "Optional<Color>.none"))"
        case .separator(let hidden, let top, let bottom): ".listRowSeparator(\(hidden ? ".hidden" : ".visible"), edges: \(edges(top, bottom)))"
        case .separatorTint(let color): ".listRowSeparatorTint(\(color?.source ?? "nil"))"
        case .sectionSeparator(let hidden): ".listSectionSeparator(\(hidden ? ".hidden" : ".visible"))"
        case .rowSpacing(let spacing): ".listRowSpacing(\(spacing.map(n) ?? "nil"))"
        }
    }
}

extension RecipeGenerator {
    mutating func listRow() -> ListRowRecipe {
        switch random.within(0...6) {
        case 0: .insets(top: number(), leading: number(), bottom: number(), trailing: number())
        case 1: .noInsets
        case 2: .background(random.chance(10) ? nil : color())
        case 3: .separator(hidden: random.chance(70), top: random.chance(60), bottom: random.chance(60))
        case 4: .separatorTint(random.chance(10) ? nil : color())
        case 5: .sectionSeparator(hidden: random.chance(50))
        default: .rowSpacing(random.chance(20) ? nil : number())
        }
    }
}
