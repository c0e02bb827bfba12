/// A text filled with a gradient (`Text("Hi").foregroundStyle(LinearGradient(…))`, or inside a
/// view whose foreground style is one): the gradient lies over the text's whole frame, as
/// SwiftUI draws it. Only a text painted in one style takes it; a run with a color of its own
/// draws in colors, each gradient run in its halfway color.
extension Text {
    /// The gradient that paints this whole text, if its nearest color is one.
    func wholeTextGradient(in environment: EnvironmentValues) -> ResolvedGradient? {
        // The modifier nearest the text wins: the first written.
        for modifier in modifiers {
            switch modifier {
            case .color: return nil
            case .style(let style): return style._resolvePaint(in: environment).gradient
            default: continue
            }
        }
        if partsSetColor { return nil }
        return environment.foregroundStyle?._resolvePaint(in: environment).gradient
    }

    /// Whether some part of a concatenation sets its own color.
    private var partsSetColor: Bool {
        guard case .concatenation(let parts) = storage else { return false }
        return parts.contains { part in
            part.modifiers.contains {
                switch $0 {
                case .color, .style: true
                default: false
                }
            } || part.partsSetColor
        }
    }
}
