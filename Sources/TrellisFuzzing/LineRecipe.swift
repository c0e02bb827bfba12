import Trellis

/// An underline's or a strikethrough's pattern and color, as the generator writes them.
public struct LineRecipe: Hashable, Sendable {
    /// `Text.LineStyle.Pattern`, by name.
    public enum Pattern: String, CaseIterable, Hashable, Sendable {
        /// The five patterns, named as in SwiftUI.
        case solid, dot, dash, dashDot, dashDotDot

        var pattern: Text.LineStyle.Pattern {
            switch self {
            case .solid: .solid
            case .dot: .dot
            case .dash: .dash
            case .dashDot: .dashDot
            case .dashDotDot: .dashDotDot
            }
        }
    }

    /// The dash pattern.
    public var pattern: Pattern
    /// The line's own color; nil for the text's.
    public var color: ColorRecipe?
}

extension RecipeGenerator {
    mutating func line() -> LineRecipe {
        LineRecipe(pattern: random.pick(LineRecipe.Pattern.allCases), color: random.chance(50) ? color() : nil)
    }
}
