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
    package static func dashPattern(_ dash: [CGFloat]) -> [CGFloat] {
        let lengths = dash.map { ResolvedLength.size($0) }
        return lengths.contains { $0 > 0 } ? lengths : []
    }
}

extension ResolvedStroke {
    /// The dump's words for the style beyond the width; empty for a plain stroke.
    package var styleDumpText: String {
        guard !isPlain else { return "" }
        var out = ""
        if lineCap != .butt { out += " cap=" + (lineCap == .round ? "round" : "square") }
        if lineJoin != .miter { out += " join=" + (lineJoin == .round ? "round" : "bevel") }
        if miterLimit != 10 { out += " miterLimit=" + NumberFormatting.string(Double(miterLimit)) }
        if !dash.isEmpty {
            out += " dash=[" + dash.map { NumberFormatting.string(Double($0)) }.joined(separator: " ") + "]"
            if dashPhase != 0 { out += " phase=" + NumberFormatting.string(Double(dashPhase)) }
        }
        return out
    }
}
