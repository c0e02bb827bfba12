import Foundation
import Trellis

/// A bar from zero (or a start) to a value: vertical when `y` is the value, horizontal when `x` is.
public struct BarMark: ChartContent {
    public typealias Body = Never
    let mark: _ChartMark

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        mark = _ChartMark(.bar, [(.x, erased(x)), (.y, erased(y))], width: width, height: height, stacking: stacking)
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        mark = _ChartMark(.bar, [(.xStart, erased(xStart)), (.xEnd, erased(xEnd)), (.y, erased(y))], height: height)
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark = _ChartMark(.bar, [(.x, erased(x)), (.yStart, erased(yStart)), (.yEnd, erased(yEnd))], width: width)
    }

    public init<X: Plottable>(x: PlottableValue<X>, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = _ChartMark(.bar, [(.x, erased(x))], height: height, stacking: stacking)
    }

    public init<Y: Plottable>(y: PlottableValue<Y>, width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        mark = _ChartMark(.bar, [(.y, erased(y))], width: width, stacking: stacking)
    }

    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, height: MarkDimension = .automatic) {
        mark = _ChartMark(.bar, [(.xStart, erased(xStart)), (.xEnd, erased(xEnd))], height: height)
    }

    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = _ChartMark(.bar, [(.yStart, erased(yStart)), (.yEnd, erased(yEnd))], width: width)
    }

    public static func _chartMarks(_ content: Self) -> [_ChartMark] { [content.mark] }
}

/// A line through its points, one line per series.
public struct LineMark: ChartContent {
    public typealias Body = Never
    let mark: _ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = _ChartMark(.line, [(.x, erased(x)), (.y, erased(y))])
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = _ChartMark(.line, [(.x, erased(x)), (.y, erased(y)), (.series, erased(series))])
    }

    public static func _chartMarks(_ content: Self) -> [_ChartMark] { [content.mark] }
}

/// A point.
public struct PointMark: ChartContent {
    public typealias Body = Never
    let mark: _ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = _ChartMark(.point, [(.x, erased(x)), (.y, erased(y))])
    }

    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = _ChartMark(.point, [(.x, erased(x))])
    }

    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = _ChartMark(.point, [(.y, erased(y))])
    }

    public static func _chartMarks(_ content: Self) -> [_ChartMark] { [content.mark] }
}

/// An area under a line, or between two.
public struct AreaMark: ChartContent {
    public typealias Body = Never
    let mark: _ChartMark

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = _ChartMark(.area, [(.x, erased(x)), (.y, erased(y))], stacking: stacking)
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>, stacking: MarkStackingMethod = .standard
    ) {
        mark = _ChartMark(.area, [(.x, erased(x)), (.y, erased(y)), (.series, erased(series))], stacking: stacking)
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = _ChartMark(.area, [(.x, erased(x)), (.yStart, erased(yStart)), (.yEnd, erased(yEnd))])
    }

    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        mark = _ChartMark(.area, [(.x, erased(x)), (.yStart, erased(yStart)), (.yEnd, erased(yEnd)), (.series, erased(series))])
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = _ChartMark(.area, [(.xStart, erased(xStart)), (.xEnd, erased(xEnd)), (.y, erased(y))])
    }

    public static func _chartMarks(_ content: Self) -> [_ChartMark] { [content.mark] }
}

/// A horizontal or vertical line across the plot, or a segment of one.
public struct RuleMark: ChartContent {
    public typealias Body = Never
    let mark: _ChartMark

    public init<X: Plottable>(x: PlottableValue<X>) {
        mark = _ChartMark(.rule, [(.x, erased(x))])
    }

    public init<Y: Plottable>(y: PlottableValue<Y>) {
        mark = _ChartMark(.rule, [(.y, erased(y))])
    }

    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = _ChartMark(.rule, [(.xStart, erased(xStart)), (.xEnd, erased(xEnd)), (.y, erased(y))])
    }

    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = _ChartMark(.rule, [(.x, erased(x)), (.yStart, erased(yStart)), (.yEnd, erased(yEnd))])
    }

    public static func _chartMarks(_ content: Self) -> [_ChartMark] { [content.mark] }
}

/// A rectangle at a position or over a range: a heat map's cell.
public struct RectangleMark: ChartContent {
    public typealias Body = Never
    let mark: _ChartMark

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic
    ) {
        mark = _ChartMark(.rectangle, [(.x, erased(x)), (.y, erased(y))], width: width, height: height)
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark = _ChartMark(.rectangle, [(.xStart, erased(xStart)), (.xEnd, erased(xEnd)), (.yStart, erased(yStart)), (.yEnd, erased(yEnd))])
    }

    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        mark = _ChartMark(.rectangle, [(.x, erased(x)), (.yStart, erased(yStart)), (.yEnd, erased(yEnd))], width: width)
    }

    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        mark = _ChartMark(.rectangle, [(.xStart, erased(xStart)), (.xEnd, erased(xEnd)), (.y, erased(y))], height: height)
    }

    /// A band across the whole plot's height.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>) {
        mark = _ChartMark(.rectangle, [(.xStart, erased(xStart)), (.xEnd, erased(xEnd))])
    }

    /// A band across the whole plot's width.
    public init<Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = _ChartMark(.rectangle, [(.yStart, erased(yStart)), (.yEnd, erased(yEnd))])
    }

    public static func _chartMarks(_ content: Self) -> [_ChartMark] { [content.mark] }
}

/// A slice of a pie or donut, its angle the value's share of the total.
public struct SectorMark: ChartContent {
    public typealias Body = Never
    let mark: _ChartMark

    public init<Value: Plottable>(
        angle: PlottableValue<Value>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        var mark = _ChartMark(.sector, [(.angle, erased(angle))])
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        mark.angularInset = angularInset ?? 0
        self.mark = mark
    }

    public static func _chartMarks(_ content: Self) -> [_ChartMark] { [content.mark] }
}
