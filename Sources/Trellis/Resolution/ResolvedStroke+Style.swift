import Foundation

extension ResolvedStroke {
    /// A stroke drawn with `style` in `color`.
    public init(color: Color.Resolved, style: StrokeStyle, isInset: Bool) {
        self.init(color: color, lineWidth: style.lineWidth, isInset: isInset, lineCap: style.lineCap, lineJoin: style.lineJoin,
                  miterLimit: style.miterLimit, dash: style.dash, dashPhase: style.dashPhase)
    }

    /// Whether the stroke is a plain line of its width (butt caps, miter joins, no dash), which
    /// the outputs can draw without the shape's outline as a path (a CSS border, a shadow ring).
    public var isPlain: Bool {
        lineCap == .butt && lineJoin == .miter && miterLimit == 10 && dash.isEmpty
    }

    /// A dash pattern the outputs can write: lengths as sizes; none at all when every length is
    /// zero, which draws a solid line in CoreGraphics and nothing in SVG.
    static func dashPattern(_ dash: [CGFloat]) -> [CGFloat] {
        let lengths = dash.map { ResolvedLength.size($0) }
        return lengths.contains { $0 > 0 } ? lengths : []
    }
}
