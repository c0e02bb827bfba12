import Foundation

/// How a shape's outline is stroked: SwiftUI's StrokeStyle, with CoreGraphics's defaults (butt
/// caps, miter joins with a limit of 10, no dash).
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line, in points, centred on the outline.
    public var lineWidth: CGFloat
    /// How the ends of open subpaths and dashes are drawn.
    public var lineCap: CGLineCap
    /// How the line turns at a corner.
    public var lineJoin: CGLineJoin
    /// How long a mitered corner may get, as a multiple of the line width, before it is beveled
    /// instead.
    public var miterLimit: CGFloat
    /// Lengths of the dashes and gaps, alternating; empty draws a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style; the defaults draw a solid 1-point line with butt caps and mitered
    /// corners.
    ///
    /// - Parameters:
    ///   - lineWidth: The width of the line, in points.
    ///   - lineCap: How the ends of open subpaths and dashes are drawn.
    ///   - lineJoin: How the line turns at a corner.
    ///   - miterLimit: The longest mitered corner, as a multiple of the width, before it is beveled.
    ///   - dash: Lengths of the dashes and gaps, alternating; empty for a solid line.
    ///   - dashPhase: How far into the dash pattern the line starts.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
