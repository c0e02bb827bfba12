import TrellisCore
import TrellisLayout

/// How a node's element is put where the layout engine placed it, which decides the item half of
/// its CSS. Every element also gets the engine's size, so Chromium never sizes a node by its own
/// rules (docs/architecture.md, "HTML follows the engine").
enum Placement {
    /// An item of an HStack or VStack: flexbox places it with the stack's `gap` and alignment,
    /// which land exactly where the engine's stack rule puts it.
    case flow
    /// An item of a baseline-aligned HStack: in the line, `top` below the line's top edge, where
    /// the engine's baseline rule put it (flexbox's own baseline alignment follows CSS's rules).
    case shiftedFlow(top: CGFloat)
    /// An item of a VStack aligned by a guide: in the line, `leading` after its leading edge.
    case shiftedColumnFlow(leading: CGFloat)
    /// Absolutely positioned in the element whose top left is `origin` (in canvas coordinates).
    case positioned(in: CGPoint)
    /// A background layer: positioned, and painted below its content.
    case behind(in: CGPoint)

    /// The item declarations for a node laid out at `frame`.
    func apply(_ frame: CGRect, isText: Bool, to css: inout CSSDeclarations) {
        switch self {
        case .flow:
            css.set("flex", "none")
        case .shiftedFlow(let top):
            css.set("flex", "none")
            if top != 0 { css.set("margin-top", CSS.offset(top)) }
        case .shiftedColumnFlow(let leading):
            css.set("flex", "none")
            if leading != 0 { css.set("margin-left", CSS.offset(leading)) }
        case .positioned(let origin), .behind(let origin):
            css.set("position", "absolute")
            css.set("left", CSS.offset(frame.minX - origin.x))
            css.set("top", CSS.offset(frame.minY - origin.y))
            if case .behind = self { css.set("z-index", "-1") }
        }
        // A text's width is its widest line rounded up to 1/64 px; two decimals must not round it
        // down, or Chromium would wrap the line's last word.
        css.set("width", isText ? CSS.pxRoundedUp(frame.width) : CSS.px(frame.width))
        css.set("height", px: frame.height)
    }

    /// Whether the element is already a containing block for positioned children.
    var isPositioned: Bool {
        switch self {
        case .flow, .shiftedFlow, .shiftedColumnFlow: false
        case .positioned, .behind: true
        }
    }
}
