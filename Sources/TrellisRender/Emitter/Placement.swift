import Trellis

/// How a node sits in its parent's box, which decides the item half of its CSS.
enum Placement {
    /// A flex item; `main` is the parent's main axis. Single-child wrappers are rows of one.
    /// `isRaised` marks a child whose layout priority is above its lowest sibling's.
    case flex(main: StackAxis, isRaised: Bool)
    /// In a ZStack's single grid cell, with the stack's alignment on the container.
    case cell
    /// A background or overlay layer that fills its content's box without sizing it.
    case layer(isBehind: Bool)

    static let wrapped = Placement.flex(main: .horizontal, isRaised: false)

    /// The item declarations for a node of `flexibility` placed like this.
    func apply(_ flexibility: NodeFlexibility, to css: inout CSSDeclarations) {
        switch self {
        case .flex(let main, let isRaised):
            let along = main == .horizontal ? flexibility.horizontal : flexibility.vertical
            let across = main == .horizontal ? flexibility.vertical : flexibility.horizontal
            let minMain: StaticString = main == .horizontal ? "min-width" : "min-height"
            let maxMain: StaticString = main == .horizontal ? "max-width" : "max-height"
            switch along {
            case .flexible:
                css.set("flex", "1 1 0")
                css.set(minMain, "0")
            case .hugging where isRaised:
                // A higher priority takes its ideal size first; the others share what is left.
                css.set("flex", "0 1 auto")
                css.set(minMain, "0")
            case .hugging:
                // SwiftUI's equal share of the remaining space, capped at the ideal size.
                css.set("flex", "1 1 0")
                css.set(minMain, "0")
                css.set(maxMain, "max-content")
            case .fixed:
                css.set("flex", "none")
            }
            if across == .flexible { css.set("align-self", "stretch") }
        case .cell:
            // Positioned, so later children paint above earlier ones even when an earlier one makes
            // a stacking context (clip-path, opacity), as ZStack's order requires.
            css.set("grid-area", "1/1")
            css.set("position", "relative")
            if flexibility.horizontal == .flexible { css.set("justify-self", "stretch") }
            if flexibility.vertical == .flexible { css.set("align-self", "stretch") }
            if flexibility.horizontal == .hugging { css.set("min-width", "0") }
        case .layer(let isBehind):
            css.set("position", "absolute")
            css.set("top", "0")
            css.set("right", "0")
            css.set("bottom", "0")
            css.set("left", "0")
            if isBehind { css.set("z-index", "-1") }
        }
    }

    var mainAxis: StackAxis? {
        if case .flex(let main, _) = self { return main }
        return nil
    }
}
