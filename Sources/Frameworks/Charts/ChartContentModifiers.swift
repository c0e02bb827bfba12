import Foundation
import Trellis

/// Chart content with its marks changed by a modifier.
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    let modify: (inout _ChartMark) -> Void

    public static func _chartMarks(_ content: Self) -> [_ChartMark] {
        Content._chartMarks(content.content).map { mark in
            var mark = mark
            content.modify(&mark)
            return mark
        }
    }
}

extension ChartContent {
    func modifyingMarks(_ modify: @escaping (inout _ChartMark) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, modify: modify)
    }

    func encoding<Value: Plottable>(_ channel: _ChartMark.Channel, _ value: PlottableValue<Value>) -> _ModifiedChartContent<Self> {
        modifyingMarks { $0.values.append((channel, _AnyPlottableValue(value))) }
    }

    /// The marks' color or gradient.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modifyingMarks { $0.foregroundStyle = AnyShapeStyle(style) }
    }

    /// Colors the marks by `value`, one color per distinct value, with a legend.
    public func foregroundStyle<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        encoding(.foregroundStyle, value)
    }

    /// A symbol per distinct `value` at each point.
    public func symbol<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        encoding(.symbol, value)
    }

    /// The symbol drawn at each point.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let basic = (symbol as? BasicChartSymbolShape) ?? .circle
        return modifyingMarks { $0.symbol = basic }
    }

    /// A view drawn at each point.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent { self }

    /// The symbols' size, by `value`.
    public func symbolSize<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        encoding(.symbolSize, value)
    }

    /// The symbols' area in square points.
    public func symbolSize(_ size: CGFloat) -> some ChartContent {
        modifyingMarks { $0.symbolArea = size }
    }

    /// The symbols' size.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modifyingMarks { $0.symbolArea = size.width * size.height }
    }

    /// A line style per distinct `value`.
    public func lineStyle<Value: Plottable>(by value: PlottableValue<Value>) -> some ChartContent {
        encoding(.lineStyle, value)
    }

    /// The stroke of lines and rules.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modifyingMarks { $0.lineStyle = style }
    }

    /// Places marks of one position side by side by `value`, instead of stacking them.
    public func position<Value: Plottable>(
        by value: PlottableValue<Value>, axis: Axis? = nil, span: MarkDimension = .automatic
    ) -> some ChartContent {
        encoding(.position, value)
    }

    /// How lines and areas run between points.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modifyingMarks { $0.interpolation = method }
    }

    public func opacity(_ opacity: Double) -> some ChartContent {
        modifyingMarks { $0.opacity *= opacity }
    }

    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modifyingMarks { $0.cornerRadius = radius }
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent { self }
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }
    public func zIndex(_ value: Double) -> some ChartContent { self }
    /// Clips the marks to the content; kept for when Trellis draws charts.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent { self }
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { self }
    public func blur(radius: CGFloat) -> some ChartContent { self }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }

    /// A view beside the mark: a value's label, a callout on a rule.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let annotation = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modifyingMarks { $0.annotations.append(annotation) }
    }

    /// A view beside the mark, kept within the plot as `overflowResolution` says.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let annotation = ChartAnnotation(position: position, alignment: alignment, spacing: spacing, content: AnyView(content()))
        return modifyingMarks { $0.annotations.append(annotation) }
    }

    public func accessibilityLabel(_ label: Text) -> some ChartContent { self }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some ChartContent { self }
    @_disfavoredOverload public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent { self }
    public func accessibilityValue(_ value: Text) -> some ChartContent { self }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some ChartContent { self }
    @_disfavoredOverload public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent { self }
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent { self }
}
