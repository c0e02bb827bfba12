/// Why an SVG could not become pixels. Each case carries what a reader needs to fix the input:
/// librsvg's or cairo's own message, or the numbers that were out of range.
public enum RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The scale is not a finite number within `PNGRasterizer.scales`.
    case scaleOutOfRange(Double, allowed: ClosedRange<Double>)
    /// librsvg could not read the document (not XML, not SVG, …): its GError message.
    case invalidSVG(String)
    /// The root `<svg>` has no width and height in absolute units (missing, or percentages), so
    /// there is no size to rasterize at.
    case noIntrinsicSize
    /// The document's size, or that size at the scale, is zero or too large for one image.
    case sizeOutOfRange(width: Double, height: Double, scale: Double, reason: String)
    /// cairo could not create or encode the image: cairo's status string.
    case cairoFailed(String)
    /// librsvg failed while drawing: its GError message.
    case renderFailed(String)
    /// cairo could not decode the bytes as a PNG: cairo's status string.
    case invalidPNG(String)

    public var description: String {
        switch self {
        case .scaleOutOfRange(let scale, let allowed):
            "scale \(scale) is outside \(allowed.lowerBound)…\(allowed.upperBound)"
        case .invalidSVG(let message):
            "librsvg cannot read the SVG: \(message)"
        case .noIntrinsicSize:
            "the SVG has no width and height in pixels on its root element"
        case .sizeOutOfRange(let width, let height, let scale, let reason):
            "the SVG's size \(width)×\(height) at scale \(scale) cannot be rasterized: \(reason)"
        case .cairoFailed(let message):
            "cairo failed: \(message)"
        case .renderFailed(let message):
            "librsvg failed to render the SVG: \(message)"
        case .invalidPNG(let message):
            "cairo cannot read the PNG: \(message)"
        }
    }
}
