// The payloads of the leaf kinds of ResolvedNode (text, image, shape), with everything an
// emitter needs to paint them and nothing left to resolve.

/// A `Text` with its font, color, line rules and styled runs concrete: what the layout engine
/// measures with HarfBuzz and the emitters write as HTML text or SVG `<text>` lines.
public struct ResolvedText: Hashable, Sendable {
    /// The characters shown, after `textCase` and Markdown have been applied.
    public var string: String
    /// The font of the whole text; with runs, the tallest run's, which sets each line's height.
    public var font: Font.Resolved
    /// The text's color; with a gradient, the gradient's halfway color.
    public var color: Color.Resolved
    /// nil means as many lines as needed.
    public var lineLimit: Int?
    /// How the lines of a multiline text line up with each other.
    public var alignment: TextAlignment
    /// Whether a line is drawn under the text.
    public var isUnderlined: Bool
    /// Whether a line is drawn through the text.
    public var isStrikethrough: Bool
    /// The underline's pattern and color, when `isUnderlined`.
    public var underlineStyle: ResolvedLineStyle
    /// The strikethrough's pattern and color, when `isStrikethrough`.
    public var strikethroughStyle: ResolvedLineStyle
    /// Where a text that does not fit its lines loses characters for the ellipsis.
    public var truncationMode: TextTruncationMode
    /// The text's stretches in styles of their own (ResolvedTextRun.swift); empty when every
    /// character has the text's own style.
    public var runs: [ResolvedTextRun]
    /// A gradient the whole text is filled with, over its frame; nil paints with `color`, which
    /// is then the gradient's halfway color.
    public var gradient: ResolvedGradient?
    /// How the text is spaced and shrunk (`kerning`, `lineSpacing`, …; ResolvedTextSpacing.swift).
    public var spacing: ResolvedTextSpacing

    /// Creates a text payload from concrete values.
    public init(string: String, font: Font.Resolved, color: Color.Resolved, lineLimit: Int?, alignment: TextAlignment, isUnderlined: Bool, isStrikethrough: Bool, truncationMode: TextTruncationMode = .tail, runs: [ResolvedTextRun] = [], gradient: ResolvedGradient? = nil, spacing: ResolvedTextSpacing = ResolvedTextSpacing(), underlineStyle: ResolvedLineStyle = ResolvedLineStyle(), strikethroughStyle: ResolvedLineStyle = ResolvedLineStyle()) {
        self.string = string
        self.font = font
        self.color = color
        self.lineLimit = lineLimit
        self.alignment = alignment
        self.isUnderlined = isUnderlined
        self.isStrikethrough = isStrikethrough
        self.truncationMode = truncationMode
        self.runs = runs
        self.gradient = gradient
        self.spacing = spacing
        self.underlineStyle = underlineStyle
        self.strikethroughStyle = strikethroughStyle
    }
}

extension ResolvedText {
    /// A text of the chrome (a bar's title, a back button's label): one line, leading, plain.
    package static func singleLine(_ string: String, font: Font.Resolved, color: Color.Resolved) -> ResolvedText {
        ResolvedText(string: string, font: font, color: color, lineLimit: 1, alignment: .leading, isUnderlined: false, isStrikethrough: false)
    }
}

/// An `Image` with its color, size and source settled: an SF Symbol from Trellis's symbol catalog,
/// or an image of a registered asset catalog, which the site copies into its assets folder.
public struct ResolvedImage: Hashable, Sendable {
    /// The symbol's name, or the asset's name when `isAsset` is true.
    public var systemName: String
    /// The color a symbol is drawn in (its foreground style); asset images keep their own pixels.
    public var color: Color.Resolved
    /// The font the symbol is sized to, as SF Symbols follow the surrounding text.
    public var font: Font.Resolved
    /// Whether `resizable()` was applied, so the image takes the frame it is offered instead of
    /// its natural size.
    public var isResizable: Bool
    /// `.imageScale`: the symbol's height relative to the medium scale's (1).
    public var scale: CGFloat
    /// `systemName` names an asset-catalog image (`Image("name")`).
    public var isAsset: Bool
    /// The asset's file and size, when a registered catalog has it (nil: an unknown name).
    public var asset: NamedAssets.Image?
    /// `Image(decorative:)`: assistive technologies skip it.
    public var isDecorative: Bool
    /// How a symbol's layers are painted (SymbolRendering.swift); monochrome paints all in `color`.
    public var rendering: ResolvedSymbolRendering

    /// Creates an image payload from concrete values.
    public init(
        systemName: String, color: Color.Resolved, font: Font.Resolved, isResizable: Bool, scale: CGFloat = 1, isAsset: Bool = false,
        asset: NamedAssets.Image? = nil, isDecorative: Bool = false, rendering: ResolvedSymbolRendering = .monochrome
    ) {
        self.systemName = systemName
        self.color = color
        self.font = font
        self.isResizable = isResizable
        self.scale = scale
        self.isAsset = isAsset
        self.asset = asset
        self.isDecorative = isDecorative
        self.rendering = rendering
    }
}

/// The outline of a resolved shape, laid into the frame the shape is given.
public enum ShapeKind: Hashable, Sendable {
    /// A `Rectangle`: the whole frame.
    case rectangle
    /// A `RoundedRectangle`. `.continuous` corners, which ease into the bend as Apple's do, are
    /// drawn in the SVG as one cubic curve per corner, the closest a single curve comes.
    case roundedRectangle(cornerRadius: CGFloat, style: RoundedCornerStyle)
    /// A `Circle`: the largest circle centered in the frame.
    case circle
    /// An `Ellipse` filling the frame.
    case ellipse
    /// A `Capsule`: a rounded rectangle whose corner radius is half its shorter side.
    case capsule
    /// Any other outline: a `Path`, a custom shape, a trimmed or transformed one (ResolvedPath.swift).
    case path(ResolvedPath)
}

/// A shape as drawn: its outline, its fill and its stroke.
public struct ResolvedShape: Hashable, Sendable {
    /// The outline.
    public var kind: ShapeKind
    /// A color or a gradient (ResolvedPaint.swift, which also has `fill`, its color alone).
    public var paint: ResolvedPaint?
    /// The line along the outline, if the shape is stroked.
    public var stroke: ResolvedStroke?

    /// Creates a shape filled with one color (or not filled, for nil); set `paint` afterwards to
    /// fill it with a gradient.
    public init(kind: ShapeKind, fill: Color.Resolved?, stroke: ResolvedStroke?) {
        self.kind = kind.normalized
        self.paint = fill.map(ResolvedPaint.color)
        self.stroke = stroke
    }
}

/// The line a `stroke` or `strokeBorder` draws along a shape, with its `StrokeStyle` concrete.
public struct ResolvedStroke: Hashable, Sendable {
    /// A color or a gradient laid over the shape's frame, as a fill's is.
    public var paint: ResolvedPaint
    /// The paint's one color (a gradient's halfway color), for outputs that draw one color only.
    public var color: Color.Resolved {
        get { paint.color }
        set { paint = .color(newValue) }
    }
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// `strokeBorder` draws inside the shape's edge; `stroke` centers on it.
    public var isInset: Bool
    /// The rest of the stroke's StrokeStyle (ResolvedStroke+Style.swift).
    public var lineCap: CGLineCap
    /// How segments meet at corners.
    public var lineJoin: CGLineJoin
    /// How long a miter join may grow, as a multiple of the width, before it is beveled; at least 1.
    public var miterLimit: CGFloat
    /// Alternating dash and gap lengths; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke. Lengths are clamped (see ``ResolvedLength``); a dash pattern of only zeros
    /// becomes a solid line, as CoreGraphics draws it. `paint`, when given, replaces `color`.
    public init(color: Color.Resolved, lineWidth: CGFloat, isInset: Bool, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0, paint: ResolvedPaint? = nil) {
        self.paint = paint ?? .color(color)
        self.lineWidth = ResolvedLength.size(lineWidth)
        self.isInset = isInset
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = max(1, ResolvedLength.size(miterLimit))
        self.dash = ResolvedStroke.dashPattern(dash)
        self.dashPhase = ResolvedLength.offset(dashPhase)
    }
}
