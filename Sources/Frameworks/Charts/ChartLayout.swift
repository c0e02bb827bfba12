import Foundation
import Trellis

/// What part of a chart a subview of `ChartLayout` is: the plot, an axis label at a position, the
/// legend, or an annotation at a point of the plot.
enum ChartSlot: Sendable {
    case plot
    case yLabel(Double)
    /// An x label: centred under a category or number, or starting at a date's tick.
    case xLabel(Double, centered: Bool)
    /// A row above or below the plot: the legend or an axis title.
    case band(ChartBand)
    /// The legend in a column beside the plot (past the trailing y labels, or before the
    /// leading ones), `alignment` down the plot (0 top, 1 bottom), `spacing` from what's nearer.
    case sideLegend(trailing: Bool, alignment: Double, spacing: CGFloat)
    /// The legend over the plot, at `alignment` within it, `inset` points in from its edges.
    case overlayLegend(UnitPoint, inset: CGFloat)
    case annotation(point: CGPoint, anchor: UnitPoint, offset: CGSize)
}

/// A row of the chart above or below the plot (and below the x labels): the legend or an axis's
/// title, aligned across by a fraction (0 leading, 1 trailing), `spacing` from what is nearer the plot.
struct ChartBand: Sendable {
    enum Kind: Int, Sendable {
        // Nearest the plot first: the y title, the x title, the legend outermost.
        case yTitle, xTitle, legend
    }

    var kind: Kind
    var onTop: Bool
    var alignment: Double
    var spacing: CGFloat

    /// An x title lines up with the plot; the legend and a y title with the whole chart.
    var alignsWithPlot: Bool { kind == .xTitle }
}

struct ChartSlotKey: LayoutValueKey {
    static let defaultValue = ChartSlot.plot
}

/// Lays a chart out as Swift Charts does on iOS: the plot takes the space left once the y
/// labels (trailing, or leading when asked), the x labels below and the legend under them are
/// measured; each label is then placed at its value's position along the plot. The labels are
/// ordinary text the engine measures, so the plot's size is the only thing decided here.
struct ChartLayout: Layout {
    let yLabelsLeading: Bool
    /// The scales' ranges within the plot: labels and annotations sit at their values there.
    var insets = PlotInsets.none
    /// Whether the plot has a size of its own (`chartPlotStyle { $0.frame(height: 200) }`): the
    /// chart is then the plot's size plus its labels and legend, rather than the space offered.
    var sizedByPlot = false
    /// The gaps between the plot and each axis's labels: the label spacing, plus the ticks' length
    /// where an axis draws `AxisTick`s.
    var xLabelGap = ChartLook.labelSpacing
    var yLabelGap = ChartLook.labelSpacing
    /// How each axis's labels give way when they would overlap.
    var xLabelCollision = AxisValueLabelCollisionResolution.automatic
    var yLabelCollision = AxisValueLabelCollisionResolution.automatic

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        func length(_ proposed: CGFloat?, _ ideal: CGFloat) -> CGFloat {
            guard let proposed, proposed.isFinite else { return ideal }
            return proposed
        }
        let size = CGSize(width: length(proposal.width, ChartLook.idealSize.width), height: length(proposal.height, ChartLook.idealSize.height))
        guard sizedByPlot else { return size }
        let offered = plotRect(in: CGRect(origin: .zero, size: size), subviews: subviews)
        let plot = plotSize(offered: offered.size, subviews: subviews)
        return CGSize(width: max(size.width - offered.width + plot.width, 0), height: max(size.height - offered.height + plot.height, 0))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        var plot = plotRect(in: bounds, subviews: subviews)
        if sizedByPlot { plot.size = plotSize(offered: plot.size, subviews: subviews) }
        let data = insets.dataRect(in: plot)
        let hidden = thinnedLabels(in: bounds, data: data, subviews: subviews)
        for (index, subview) in subviews.enumerated() {
            // A label that gives way to its neighbours is placed with no room, which hides it.
            let labelProposal: ProposedViewSize = hidden.contains(index) ? .zero : .unspecified
            switch subview[ChartSlotKey.self] {
            case .plot:
                subview.place(at: plot.origin, anchor: .topLeading, proposal: ProposedViewSize(plot.size))
            case .yLabel(let position):
                let y = data.minY + position * data.height
                if yLabelsLeading {
                    subview.place(at: CGPoint(x: plot.minX - yLabelGap, y: y), anchor: .trailing, proposal: labelProposal)
                } else {
                    subview.place(at: CGPoint(x: plot.maxX + yLabelGap, y: y), anchor: .leading, proposal: labelProposal)
                }
            case .xLabel(let position, let centered):
                let width = subview.sizeThatFits(.unspecified).width
                let left = xLabelLeft(position: position, centered: centered, width: width, bounds: bounds, data: data)
                subview.place(at: CGPoint(x: left, y: plot.maxY + xLabelGap), anchor: .topLeading, proposal: labelProposal)
            case .band:
                break
            case .sideLegend(let trailing, let alignment, _):
                let size = subview.sizeThatFits(.unspecified)
                let x = trailing ? bounds.maxX - size.width : bounds.minX
                subview.place(at: CGPoint(x: x, y: plot.minY + (plot.height - size.height) * alignment), anchor: .topLeading, proposal: .unspecified)
            case .overlayLegend(let alignment, let inset):
                let size = subview.sizeThatFits(.unspecified)
                let inside = plot.insetBy(dx: inset, dy: inset)
                subview.place(at: CGPoint(x: inside.minX + (inside.width - size.width) * alignment.x, y: inside.minY + (inside.height - size.height) * alignment.y),
                              anchor: .topLeading, proposal: .unspecified)
            case .annotation(let point, let anchor, let offset):
                let at = CGPoint(x: data.minX + point.x * data.width + offset.width, y: data.minY + point.y * data.height + offset.height)
                subview.place(at: at, anchor: anchor, proposal: .unspecified)
            }
        }
        placeBands(in: bounds, plot: plot, subviews: subviews)
    }

    /// An x label's left edge: centred on its value or starting there, kept inside the chart
    /// as Swift Charts keeps its end labels from running off it.
    private func xLabelLeft(position: Double, centered: Bool, width: CGFloat, bounds: CGRect, data: CGRect) -> CGFloat {
        let tick = data.minX + position * data.width
        return min(max(centered ? tick - width / 2 : tick, bounds.minX), bounds.maxX - width)
    }

    /// The indices of the labels that give way to their neighbours along each axis.
    private func thinnedLabels(in bounds: CGRect, data: CGRect, subviews: Subviews) -> Set<Int> {
        var x: [(index: Int, start: CGFloat, end: CGFloat)] = [], y: [(index: Int, start: CGFloat, end: CGFloat)] = []
        for (index, subview) in subviews.enumerated() {
            switch subview[ChartSlotKey.self] {
            case .xLabel(let position, let centered):
                let width = subview.sizeThatFits(.unspecified).width
                let left = xLabelLeft(position: position, centered: centered, width: width, bounds: bounds, data: data)
                x.append((index, left, left + width))
            case .yLabel(let position):
                let middle = data.minY + position * data.height, height = subview.sizeThatFits(.unspecified).height
                y.append((index, middle - height / 2, middle + height / 2))
            default:
                break
            }
        }
        var hidden = Set<Int>()
        for (labels, resolution) in [(x, xLabelCollision), (y, yLabelCollision)] {
            let kept = AxisLabelThinning.kept(labels.map { ($0.start, $0.end) }, by: resolution)
            for (label, keep) in zip(labels, kept) where !keep { hidden.insert(label.index) }
        }
        return hidden
    }

    /// The rows above the plot from the top down, then those below it from the x labels down.
    private func placeBands(in bounds: CGRect, plot: CGRect, subviews: Subviews) {
        let rows = bands(in: bounds, subviews: subviews)
        var top = bounds.minY
        for row in rows.above {
            place(row, at: top, in: bounds, plot: plot, subviews: subviews)
            top += row.height + row.band.spacing
        }
        let labels = xLabelHeight(subviews)
        var bottom = plot.maxY + (labels > 0 ? labels + xLabelGap : 0)
        for row in rows.below {
            place(row, at: bottom + row.band.spacing, in: bounds, plot: plot, subviews: subviews)
            bottom += row.band.spacing + row.height
        }
    }

    private func place(_ row: BandRow, at y: CGFloat, in bounds: CGRect, plot: CGRect, subviews: Subviews) {
        let across = row.band.alignsWithPlot ? plot : bounds
        let x = across.minX + (across.width - row.width) * row.band.alignment
        subviews[row.index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: ProposedViewSize(width: bounds.width, height: nil))
    }

    private struct BandRow {
        var index: Int
        var band: ChartBand
        var width: CGFloat
        var height: CGFloat
    }

    /// The bands measured: those above the plot outermost first, those below nearest first.
    private func bands(in bounds: CGRect, subviews: Subviews) -> (above: [BandRow], below: [BandRow]) {
        var above: [BandRow] = [], below: [BandRow] = []
        // The top y label is centred on the plot's top edge, so a title over it clears its upper half.
        let yLabelOverhang = subviews.reduce(0) { tallest, subview in
            if case .yLabel = subview[ChartSlotKey.self] { max(tallest, subview.sizeThatFits(.unspecified).height / 2) } else { tallest }
        }
        for (index, subview) in subviews.enumerated() {
            guard case .band(var band) = subview[ChartSlotKey.self] else { continue }
            if band.kind == .yTitle && band.onTop { band.spacing += yLabelOverhang }
            let size = subview.sizeThatFits(ProposedViewSize(width: bounds.width, height: nil))
            let row = BandRow(index: index, band: band, width: size.width, height: size.height)
            if band.onTop { above.append(row) } else { below.append(row) }
        }
        return (above.sorted { $0.band.kind.rawValue > $1.band.kind.rawValue }, below.sorted { $0.band.kind.rawValue < $1.band.kind.rawValue })
    }

    /// The plot: the bounds less the y labels' widest, the x labels' tallest, the legend and the titles.
    func plotRect(in bounds: CGRect, subviews: Subviews) -> CGRect {
        var labelWidth: CGFloat = 0
        var leadingLegend: CGFloat = 0, trailingLegend: CGFloat = 0
        for subview in subviews {
            switch subview[ChartSlotKey.self] {
            case .yLabel: labelWidth = max(labelWidth, subview.sizeThatFits(.unspecified).width)
            case .sideLegend(let trailing, _, let spacing):
                let width = subview.sizeThatFits(.unspecified).width + spacing
                if trailing { trailingLegend = width } else { leadingLegend = width }
            default: break
            }
        }
        let rows = bands(in: bounds, subviews: subviews)
        let labelHeight = xLabelHeight(subviews)
        let side = labelWidth > 0 ? labelWidth + yLabelGap : 0
        let above = rows.above.reduce(0) { $0 + $1.height + $1.band.spacing }
        let below = (labelHeight > 0 ? labelHeight + xLabelGap : 0) + rows.below.reduce(0) { $0 + $1.band.spacing + $1.height }
        return CGRect(x: bounds.minX + leadingLegend + (yLabelsLeading ? side : 0), y: bounds.minY + above,
                      width: max(bounds.width - side - leadingLegend - trailingLegend, 0), height: max(bounds.height - above - below, 0))
    }

    /// The size a styled plot takes of the space it is offered.
    private func plotSize(offered: CGSize, subviews: Subviews) -> CGSize {
        for subview in subviews {
            if case .plot = subview[ChartSlotKey.self] { return subview.sizeThatFits(ProposedViewSize(offered)) }
        }
        return offered
    }

    private func xLabelHeight(_ subviews: Subviews) -> CGFloat {
        subviews.reduce(0) { tallest, subview in
            if case .xLabel = subview[ChartSlotKey.self] { max(tallest, subview.sizeThatFits(.unspecified).height) } else { tallest }
        }
    }
}
