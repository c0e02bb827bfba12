import TrellisCore
import TrellisLayout
import TrellisRender

/// Something a node paints that a later text may sit on: an area and the colors it can show
/// there. A solid color is one color; a paint that varies across its area (a gradient, an
/// image) lists the colors it reaches, and a text over it is judged against the worst.
public struct BackdropPaint: Hashable, Sendable {
    /// In canvas coordinates, as the layout placed it.
    public var frame: CGRect
    /// Never empty.
    public var colors: [Color.Resolved]

    /// Creates a paint over `frame` that can show any of `colors`; an empty list is read as clear.
    public init(frame: CGRect, colors: [Color.Resolved]) {
        self.frame = frame
        self.colors = colors.isEmpty ? [Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)] : colors
    }

    /// Creates a paint of one color over `frame`.
    public init(frame: CGRect, color: Color.Resolved) {
        self.init(frame: frame, colors: [color])
    }

    /// Whether every color covers what is under it.
    var isOpaque: Bool { colors.allSatisfy { $0.opacity >= 1 } }
}

extension BackdropPaint {
    /// What node `index` paints under its own children and later siblings, as the emitters draw
    /// it; `context` holds the list or picker style a row or segment takes its color from.
    ///
    /// The one place a new kind of paint joins the check: a node that fills its frame with a
    /// gradient adds an arm here returning its stops' colors.
    static func paints(of kind: ResolvedNode.Kind, in frame: CGRect, context: BackdropContext) -> [BackdropPaint] {
        switch kind {
        case .color(let color):
            return [BackdropPaint(frame: frame, color: color)]
        case .shape(let shape):
            // A stroke is a line, not a ground; only the fill lies under what sits inside.
            return shape.fill.map { [BackdropPaint(frame: frame, color: $0)] } ?? []
        case .navigationBar(let bar):
            return [BackdropPaint(frame: frame, color: bar.background)]
        case .list(let style):
            return [BackdropPaint(frame: frame, color: style.background)]
        case .listRow:
            return context.rowBackground.map { [BackdropPaint(frame: frame, color: $0)] } ?? []
        case .segmentedPicker(let style):
            return [BackdropPaint(frame: frame, color: style.background)]
        case .segment(let isSelected):
            guard isSelected, let selected = context.selectedSegment else { return [] }
            return [BackdropPaint(frame: frame, color: selected)]
        default:
            return []
        }
    }
}

/// What a subtree inherits that changes how its paints and texts show: the group opacity, the
/// clip, and the row and segment colors of the list or picker around it.
struct BackdropContext {
    /// The product of the opacities of every `.opacity` around the node.
    var opacity: Double = 1
    /// The area a clip or scroll view around the node leaves visible; nil for no clip.
    var clip: CGRect?
    var rowBackground: Color.Resolved?
    var selectedSegment: Color.Resolved?
    /// A layering ancestor draws more after this subtree, which may lie over its paints.
    var isUnderLaterSiblings = false

    /// The context the children of a node of `kind` at `frame` get.
    func entering(_ kind: ResolvedNode.Kind, frame: CGRect) -> BackdropContext {
        var inner = self
        switch kind {
        case .opacity(let value): inner.opacity *= value
        case .clip, .scroll: inner.clip = clip.map { $0.intersection(frame) } ?? frame
        case .list(let style): inner.rowBackground = style.rowBackground
        case .segmentedPicker(let style): inner.selectedSegment = style.selectedBackground
        default: break
        }
        return inner
    }
}
