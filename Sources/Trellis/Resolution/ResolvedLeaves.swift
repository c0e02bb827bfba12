// The payloads of the leaf kinds of ResolvedNode (text, image, shape), with everything an
// emitter needs to paint them and nothing left to resolve.

public struct ResolvedText: Hashable, Sendable {
    public var string: String
    public var font: Font.Resolved
    public var color: Color.Resolved
    /// nil means as many lines as needed.
    public var lineLimit: Int?
    public var alignment: TextAlignment
    public var isUnderlined: Bool
    public var isStrikethrough: Bool
    /// Where a text that does not fit its lines loses characters for the ellipsis.
    public var truncationMode: Text.TruncationMode
    /// The text's stretches in styles of their own (ResolvedTextRun.swift); empty when every
    /// character has the text's own style.
    public var runs: [ResolvedTextRun]
    /// A gradient the whole text is filled with, over its frame; nil paints with `color`, which
    /// is then the gradient's halfway color.
    public var gradient: ResolvedGradient?
    /// How the text is spaced and shrunk (`kerning`, `lineSpacing`, …; ResolvedTextSpacing.swift).
    public var spacing: ResolvedTextSpacing

    public init(string: String, font: Font.Resolved, color: Color.Resolved, lineLimit: Int?, alignment: TextAlignment, isUnderlined: Bool, isStrikethrough: Bool, truncationMode: Text.TruncationMode = .tail, runs: [ResolvedTextRun] = [], gradient: ResolvedGradient? = nil, spacing: ResolvedTextSpacing = ResolvedTextSpacing()) {
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
    }
}

extension ResolvedText {
    /// A text of the chrome (a bar's title, a back button's label): one line, leading, plain.
    static func singleLine(_ string: String, font: Font.Resolved, color: Color.Resolved) -> ResolvedText {
        ResolvedText(string: string, font: font, color: color, lineLimit: 1, alignment: .leading, isUnderlined: false, isStrikethrough: false)
    }
}

public struct ResolvedImage: Hashable, Sendable {
    public var systemName: String
    public var color: Color.Resolved
    /// The font the symbol is sized to, as SF Symbols follow the surrounding text.
    public var font: Font.Resolved
    public var isResizable: Bool
    /// `.imageScale`: the symbol's height relative to the medium scale's (1).
    public var scale: CGFloat
    /// `systemName` names an asset-catalog image (`Image("name")`).
    public var isAsset: Bool
    /// The asset's file and size, when a registered catalog has it (nil: an unknown name).
    public var asset: NamedAssets.Image?
    /// `Image(decorative:)`: assistive technologies skip it.
    public var isDecorative: Bool

    public init(
        systemName: String, color: Color.Resolved, font: Font.Resolved, isResizable: Bool, scale: CGFloat = 1, isAsset: Bool = false,
        asset: NamedAssets.Image? = nil, isDecorative: Bool = false
    ) {
        self.systemName = systemName
        self.color = color
        self.font = font
        self.isResizable = isResizable
        self.scale = scale
        self.isAsset = isAsset
        self.asset = asset
        self.isDecorative = isDecorative
    }
}

public enum ShapeKind: Hashable, Sendable {
    case rectangle
    case roundedRectangle(cornerRadius: CGFloat, style: RoundedCornerStyle)
    case circle
    case ellipse
    case capsule
    /// Any other outline: a `Path`, a custom shape, a trimmed or transformed one (ResolvedPath.swift).
    case path(ResolvedPath)
}

public struct ResolvedShape: Hashable, Sendable {
    public var kind: ShapeKind
    /// A color or a gradient (ResolvedPaint.swift, which also has `fill`, its color alone).
    public var paint: ResolvedPaint?
    public var stroke: ResolvedStroke?

    public init(kind: ShapeKind, fill: Color.Resolved?, stroke: ResolvedStroke?) {
        self.kind = kind.normalized
        self.paint = fill.map(ResolvedPaint.color)
        self.stroke = stroke
    }
}

public struct ResolvedStroke: Hashable, Sendable {
    /// A color or a gradient laid over the shape's frame, as a fill's is.
    public var paint: ResolvedPaint
    /// The paint's one color (a gradient's halfway color), for outputs that draw one color only.
    public var color: Color.Resolved {
        get { paint.color }
        set { paint = .color(newValue) }
    }
    public var lineWidth: CGFloat
    /// `strokeBorder` draws inside the shape's edge; `stroke` centers on it.
    public var isInset: Bool
    /// The rest of the stroke's StrokeStyle (ResolvedStroke+Style.swift).
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

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
