import Foundation
import Trellis

/// The values a scale spans: a range or a list of plottable values, or chosen automatically.
public protocol ScaleDomain {
    /// The domain as the chart reads it.
    var _chartDomain: _ChartDomain { get }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    public var _chartDomain: _ChartDomain { _ChartDomain(kind: .values([lowerBound, upperBound].compactMap(ChartValue.init))) }
}

extension Range: ScaleDomain where Bound: Plottable {
    public var _chartDomain: _ChartDomain { _ChartDomain(kind: .values([lowerBound, upperBound].compactMap(ChartValue.init))) }
}

extension Array: ScaleDomain where Element: Plottable {
    public var _chartDomain: _ChartDomain { _ChartDomain(kind: .values(compactMap(ChartValue.init))) }
}

/// A domain chosen from the data.
public struct AutomaticScaleDomain: ScaleDomain {
    let includesZero: Bool?
    public var _chartDomain: _ChartDomain { _ChartDomain(kind: .automatic(includesZero: includesZero)) }
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { AutomaticScaleDomain(includesZero: includesZero) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { AutomaticScaleDomain(includesZero: includesZero) }
}

/// What a scale maps its domain to: the plot's dimension (padded, or an explicit stretch in
/// points), a list of styles, or a gradient.
public protocol ScaleRange {
    /// The styles a foreground style scale gives its values in turn; nil for a plot dimension.
    var _chartStyles: [AnyShapeStyle]? { get }
    /// The gradient a continuous foreground style scale samples; nil otherwise.
    var _chartGradient: Gradient? { get }
    /// Where a position scale's values run along the plot; nil for a style range.
    var _plotSpan: _PlotSpan? { get }
}

extension ScaleRange {
    public var _chartStyles: [AnyShapeStyle]? { nil }
    public var _chartGradient: Gradient? { nil }
    public var _plotSpan: _PlotSpan? { nil }
}

/// A position range as the chart reads it.
public struct _PlotSpan {
    let span: PlotSpan
}

extension ClosedRange: ScaleRange where Bound == CGFloat {
    public var _plotSpan: _PlotSpan? { _PlotSpan(span: .explicit(lower: lowerBound, upper: upperBound)) }
}
extension Array: ScaleRange where Element: ShapeStyle {
    public var _chartStyles: [AnyShapeStyle]? { map { AnyShapeStyle($0) } }
}
extension Gradient: ScaleRange {
    public var _chartGradient: Gradient? { self }
}

/// The plot's width or height, with padding at its ends.
public struct PlotDimensionScaleRange: ScaleRange {
    let start: CGFloat
    let end: CGFloat

    public var _plotSpan: _PlotSpan? { _PlotSpan(span: .padded(start: start, end: end)) }

    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(start: 0, end: 0) }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange(start: padding, end: padding) }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: startPadding, end: endPadding)
    }
}

extension ScaleRange where Self == PlotDimensionScaleRange {
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(start: 0, end: 0) }
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange { PlotDimensionScaleRange(start: padding, end: padding) }
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: startPadding, end: endPadding)
    }
}

/// How a scale maps values: linearly, logarithmically, by a square root or a power. (Swift
/// Charts' symmetric log is drawn linearly.)
public struct ScaleType: Sendable {
    let transform: NumericTransform?

    public static let linear = ScaleType(transform: .linear)
    public static let log = ScaleType(transform: .log)
    public static let squareRoot = ScaleType(transform: .power(0.5))
    public static let category = ScaleType(transform: nil)
    public static let date = ScaleType(transform: nil)
    public static func power(exponent: Double? = nil) -> ScaleType { ScaleType(transform: .power(exponent ?? 1)) }
    public static func symmetricLog(slopeAtZero: Double? = nil) -> ScaleType { ScaleType(transform: .linear) }
}

extension View {
    // Axes, scales and legends: each is written into the chart configuration the chart below reads.

    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = axisMarks(in: content())
        return configuringChart { $0.xAxis.marks = marks }
    }
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let marks = axisMarks(in: content())
        return configuringChart { $0.yAxis.marks = marks }
    }
    public func chartXAxis(_ visibility: Visibility) -> some View { configuringChart { $0.xAxis.visibility = visibility } }
    public func chartYAxis(_ visibility: Visibility) -> some View { configuringChart { $0.yAxis.visibility = visibility } }

    /// Titles an axis: below the x labels, or above the plot for the y axis, in the axis labels' font.
    public func chartXAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(\.xTitle, Text(labelKey), position: position, alignment: alignment, spacing: spacing)
    }
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(\.xTitle, Text(verbatim: String(label)), position: position, alignment: alignment, spacing: spacing)
    }
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        chartAxisTitle(\.xTitle, content(), position: position, alignment: alignment, spacing: spacing)
    }
    public func chartYAxisLabel(_ labelKey: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(\.yTitle, Text(labelKey), position: position, alignment: alignment, spacing: spacing)
    }
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartAxisTitle(\.yTitle, Text(verbatim: String(label)), position: position, alignment: alignment, spacing: spacing)
    }
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        chartAxisTitle(\.yTitle, content(), position: position, alignment: alignment, spacing: spacing)
    }

    private func chartAxisTitle<C: View>(
        _ axis: WritableKeyPath<ChartConfiguration, ChartAxisTitle?>, _ content: C, position: AnnotationPosition, alignment: Alignment?, spacing: CGFloat?
    ) -> some View {
        let title = ChartAxisTitle(
            content: AnyView(content.font(ChartLook.labelFont).foregroundStyle(.secondary).fixedSize()), position: position, alignment: alignment, spacing: spacing)
        return configuringChart { $0[keyPath: axis] = title }
    }

    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartScale(.horizontal, domain: domain._chartDomain, range: nil, type: type)
    }
    /// The x scale's domain and where its values run: `.plotDimension(padding: 20)` keeps them
    /// 20 points in from each side of the plot; `40...260` runs them between those points.
    public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartScale(.horizontal, domain: domain._chartDomain, range: range._plotSpan, type: type)
    }
    public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartScale(.horizontal, domain: nil, range: range._plotSpan, type: type)
    }
    public func chartXScale(type: ScaleType?) -> some View { chartScale(.horizontal, domain: nil, range: nil, type: type) }
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartScale(.vertical, domain: domain._chartDomain, range: nil, type: type)
    }
    /// The y scale's domain and where its values run, measured up from the plot's bottom edge.
    public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartScale(.vertical, domain: domain._chartDomain, range: range._plotSpan, type: type)
    }
    public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartScale(.vertical, domain: nil, range: range._plotSpan, type: type)
    }
    public func chartYScale(type: ScaleType?) -> some View { chartScale(.vertical, domain: nil, range: nil, type: type) }

    /// Sets one axis's domain, range and scale type, each only if given.
    private func chartScale(_ axis: Axis, domain: _ChartDomain?, range: _PlotSpan?, type: ScaleType?) -> some View {
        let horizontal = axis == .horizontal
        let domainPath: WritableKeyPath<ChartConfiguration, _ChartDomain?> = horizontal ? \.xDomain : \.yDomain
        let transformPath: WritableKeyPath<ChartConfiguration, NumericTransform?> = horizontal ? \.xTransform : \.yTransform
        let rangePath: WritableKeyPath<PlotInsets, PlotSpan> = horizontal ? \.x : \.y
        return configuringChart { configuration in
            if let domain { configuration[keyPath: domainPath] = domain }
            if let range { configuration.insets[keyPath: rangePath] = range.span }
            if let type { configuration[keyPath: transformPath] = type.transform }
        }
    }

    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.compactMap { key, style in ChartValue(key).map { (value: $0, style: AnyShapeStyle(style)) } }
        return configuringChart { $0.styleMapping = pairs }
    }
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        let values: [ChartValue]? = if case .values(let values) = domain._chartDomain.kind { values } else { nil }
        let styles = range._chartStyles, gradient = range._chartGradient
        return configuringChart {
            $0.styleDomain = values
            $0.styleRange = styles
            $0.styleGradient = gradient
        }
    }
    /// The styles values take in turn, or (with a `Gradient`) the colours numbers run through.
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let styles = range._chartStyles, gradient = range._chartGradient
        return configuringChart {
            $0.styleRange = styles
            $0.styleGradient = gradient
        }
    }
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        let function: (any Plottable) -> AnyShapeStyle? = { value in
            let typed = (value as? DataValue) ?? (value as? DataValue.PrimitivePlottable).flatMap { DataValue(primitivePlottable: $0) }
            return typed.map { AnyShapeStyle(mapping($0)) }
        }
        return configuringChart { $0.styleFunction = function }
    }
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<DataValue, S>) -> some View { self }

    public func chartLegend(_ visibility: Visibility) -> some View { configuringChart { $0.legendVisibility = visibility } }
    /// The legend below the plot (or above it, for `.top`), aligned across as asked; the side
    /// positions are drawn below.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        configuringChart { $0.placeLegend(position: position, alignment: alignment, spacing: spacing) }
    }
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let legend = AnyView(content())
        return configuringChart {
            $0.legendContent = legend
            $0.legendVisibility = .visible
            $0.placeLegend(position: position, alignment: alignment, spacing: spacing)
        }
    }

    /// Styles the plot: `content` gets the plot and returns it modified (`.frame(height:)` sets
    /// the plot's size, and the chart grows or shrinks around it; `.background` draws behind it).
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        configuringChart { $0.plotStyle = { AnyView(content($0)) } }
    }
    /// Draws `content` behind the chart, given a proxy that knows the plot's frame and scales.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        configuringChart { $0.background = ChartProxyLayer(alignment: alignment) { AnyView(content($0)) } }
    }
    /// Draws `content` over the chart, given a proxy that knows the plot's frame and scales.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        configuringChart { $0.overlay = ChartProxyLayer(alignment: alignment) { AnyView(content($0)) } }
    }

    // Selection and scrolling: a render selects and scrolls nothing.

    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public func chartXVisibleDomain<P: Numeric>(length: P) -> some View { self }
    public func chartYVisibleDomain<P: Numeric>(length: P) -> some View { self }
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
}

/// The `AxisMarks` an axis builder's block lists, in order.
@MainActor
private func axisMarks(in content: some AxisContent) -> [AxisMarks] {
    func flatten(_ content: any AxisContent) -> [AxisMarks] {
        if let marks = content as? AxisMarks { return [marks] }
        if let group = content as? _AxisContentGroup { return group.parts.flatMap(flatten) }
        return []
    }
    return flatten(content)
}
