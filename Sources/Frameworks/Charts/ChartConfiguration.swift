import Foundation
import Trellis

/// What a chart's modifiers set (`chartXAxis`, `chartYScale`, `chartLegend`, …), carried to the
/// chart through the environment, as Swift Charts' modifiers reach the chart they're written on.
struct ChartConfiguration {
    var xAxis = AxisConfiguration()
    var yAxis = AxisConfiguration()
    var xDomain: _ChartDomain?
    var yDomain: _ChartDomain?
    /// `chartXScale(type:)`/`chartYScale(type:)` on a numeric axis: log, square root, power.
    var xTransform: NumericTransform?
    var yTransform: NumericTransform?
    /// `chartXScale(range:)`/`chartYScale(range:)`: padding or explicit stretches along the plot.
    var insets = PlotInsets.none
    var legendVisibility: Visibility = .automatic
    var legendContent: AnyView?
    /// Where `chartLegend(position:alignment:spacing:)` puts the legend; nil alignment and
    /// spacing for the position's own.
    var legendPosition: AnnotationPosition = .automatic
    var legendAlignment: Alignment?
    var legendSpacing: CGFloat?
    /// `chartForegroundStyleScale`: styles by value, a list of styles in turn, or a function.
    var styleMapping: [(value: ChartValue, style: AnyShapeStyle)] = []
    var styleDomain: [ChartValue]?
    var styleRange: [AnyShapeStyle]?
    var styleFunction: ((any Plottable) -> AnyShapeStyle?)?
    /// `chartForegroundStyleScale(range: Gradient(…))`: the colours numbers are drawn in.
    var styleGradient: Gradient?
    /// `chartPlotStyle`: the app's modifiers on the plot (a fixed height, a background).
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    /// `chartXAxisLabel` and `chartYAxisLabel`: each axis's title.
    var xTitle: ChartAxisTitle?
    var yTitle: ChartAxisTitle?
    var overlay: ChartProxyLayer?
    var background: ChartProxyLayer?
}

extension ChartConfiguration {
    mutating func placeLegend(position: AnnotationPosition, alignment: Alignment?, spacing: CGFloat?) {
        legendPosition = position
        legendAlignment = alignment
        legendSpacing = spacing
    }

    /// The legend's slot in the chart's layout: a row below the plot (Swift Charts' default,
    /// leading), a row above it, a column beside it (centred down the plot), or over the plot
    /// (at its top leading corner, inset by the spacing).
    var legendSlot: ChartSlot {
        let spacing = legendSpacing ?? ChartLook.legendSpacing
        func across(_ horizontal: HorizontalAlignment?) -> Double {
            switch horizontal {
            case .center?: 0.5
            case .trailing?: 1
            default: 0
            }
        }
        func down(_ vertical: VerticalAlignment?) -> Double {
            switch vertical {
            case .top?: 0
            case .bottom?: 1
            default: 0.5
            }
        }
        switch legendPosition {
        case .leading, .trailing:
            return .sideLegend(trailing: legendPosition == .trailing, alignment: down(legendAlignment?.vertical), spacing: spacing)
        case .overlay:
            let alignment = legendAlignment ?? .topLeading
            return .overlayLegend(UnitPoint(x: across(alignment.horizontal), y: down(alignment.vertical)), inset: spacing)
        default:
            let onTop = legendPosition == .top || legendPosition == .topLeading || legendPosition == .topTrailing
            // `.bottomTrailing`, `.topTrailing`: the row's alignment unless one is given.
            let corner: HorizontalAlignment? = switch legendPosition {
            case .topTrailing, .bottomTrailing: .trailing
            default: nil
            }
            return .band(ChartBand(kind: .legend, onTop: onTop, alignment: across(legendAlignment?.horizontal ?? corner), spacing: spacing))
        }
    }
}

/// An axis's title and where `chartXAxisLabel`/`chartYAxisLabel` put it.
struct ChartAxisTitle {
    var content: AnyView
    var position: AnnotationPosition
    var alignment: Alignment?
    var spacing: CGFloat?

    /// The title's row: below the x labels, or above the plot for a y title (as Swift Charts puts
    /// it over its axis's labels) or for `.top`; trailing unless aligned otherwise. A title
    /// beside the plot (`.leading`, `.trailing`) is drawn in its row, unrotated.
    func band(_ kind: ChartBand.Kind) -> ChartBand {
        let onTop: Bool = switch position {
        case .top, .topLeading, .topTrailing: true
        case .bottom, .bottomLeading, .bottomTrailing: false
        default: kind == .yTitle
        }
        let across: Double = switch (alignment?.horizontal, position) {
        case (.leading?, _), (nil, .topLeading), (nil, .bottomLeading): 0
        case (.center?, _): 0.5
        default: 1
        }
        return ChartBand(kind: kind, onTop: onTop, alignment: across, spacing: spacing ?? ChartLook.labelSpacing)
    }
}

/// One axis's visibility and the `AxisMarks` its builder listed (none: automatic marks).
struct AxisConfiguration {
    var visibility: Visibility = .automatic
    var marks: [AxisMarks] = []

    var isHidden: Bool { visibility == .hidden }
}

private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Changes the configuration the chart below reads.
    func configuringChart(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }
}

/// A scale's domain as the chart reads it: automatic (with or without zero), or listed values
/// (a range's two ends, or categories in order).
public struct _ChartDomain {
    enum Kind {
        case automatic(includesZero: Bool?)
        case values([ChartValue])
    }

    let kind: Kind
}
