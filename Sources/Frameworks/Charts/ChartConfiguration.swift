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
    var legendVisibility: Visibility = .automatic
    var legendContent: AnyView?
    /// Above the plot rather than below (`chartLegend(position: .top)`), and how it's aligned across.
    var legendOnTop = false
    var legendAlignment: HorizontalAlignment = .leading
    var legendSpacing: CGFloat?
    /// `chartForegroundStyleScale`: styles by value, a list of styles in turn, or a function.
    var styleMapping: [(value: ChartValue, style: AnyShapeStyle)] = []
    var styleDomain: [ChartValue]?
    var styleRange: [AnyShapeStyle]?
    var styleFunction: ((any Plottable) -> AnyShapeStyle?)?
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
        legendOnTop = position == .top || position == .topLeading || position == .topTrailing
        if let alignment { legendAlignment = alignment.horizontal }
        legendSpacing = spacing
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
