import Foundation

/// Where an axis's values run along the plot (`chartXScale(range:)`): the whole length less
/// padding at each end (`.plotDimension(startPadding:endPadding:)`), or an explicit stretch in
/// points. Measured from the axis's start: the leading edge for x, the bottom edge for y, where
/// the domain's lower end sits. Points can't be turned into fractions until layout gives the
/// plot its size, so the marks keep their unit positions and the plot's drawing, the labels'
/// placement and the chart proxy each map them through `dataRect(in:)`.
enum PlotSpan: Equatable, Sendable {
    case padded(start: CGFloat, end: CGFloat)
    /// From `lower` to `upper` points from the axis's start.
    case explicit(lower: CGFloat, upper: CGFloat)

    static let full = PlotSpan.padded(start: 0, end: 0)

    /// The points left free at the axis's start and at its end, for a plot `length` long.
    func insets(along length: CGFloat) -> (start: CGFloat, end: CGFloat) {
        switch self {
        case .padded(let start, let end): (start, end)
        case .explicit(let lower, let upper): (min(lower, upper), length - max(lower, upper))
        }
    }
}

/// Both axes' spans: how the plot's rectangle shrinks to the rectangle its values run over.
struct PlotInsets: Equatable, Sendable {
    var x = PlotSpan.full
    var y = PlotSpan.full

    static let none = PlotInsets()

    /// The rectangle the unit square maps to within `plot`: x's start inset from the left,
    /// y's from the bottom.
    func dataRect(in plot: CGRect) -> CGRect {
        let across = x.insets(along: plot.width), down = y.insets(along: plot.height)
        return CGRect(x: plot.minX + across.start, y: plot.minY + down.end,
                      width: plot.width - across.start - across.end, height: plot.height - down.start - down.end)
    }

    /// These insets along `axis` only: a grid line across the plot keeps the other axis's full length.
    func only(_ axis: Axis) -> PlotInsets {
        axis == .horizontal ? PlotInsets(x: x) : PlotInsets(y: y)
    }
}
