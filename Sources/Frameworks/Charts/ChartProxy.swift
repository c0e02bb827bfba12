import Foundation
import Trellis

/// What `chartOverlay` and `chartBackground` get: the plot's frame and the chart's scales, so a
/// static overlay (a selection line, a highlighted point) lands where the data is.
///
/// Positions are in the plot's coordinates, as in Swift Charts: add the plot's origin
/// (`geometry[proxy.plotFrame!].origin` in a GeometryReader) to place something in the overlay.
public struct ChartProxy {
    let x: AxisScale?
    let y: AxisScale?
    /// The scales' ranges within the plot.
    let insets: PlotInsets
    /// The plot's frame in the overlay's coordinates.
    let plotRect: CGRect
    let plotAnchor: Anchor<CGRect>

    /// The plot's frame, for a GeometryReader's `geometry[anchor]`.
    public var plotFrame: Anchor<CGRect>? { plotAnchor }
    /// The plot's frame, for a GeometryReader's `geometry[anchor]` (the name before iOS 17).
    public var plotAreaFrame: Anchor<CGRect> { plotAnchor }
    public var plotSize: CGSize { plotRect.size }
    public var plotAreaSize: CGSize { plotRect.size }

    /// Where `value` is across the plot: a number's or date's place, a category's middle.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        position(of: value, on: x).map { dataRect.minX + $0 * dataRect.width }
    }

    /// Where `value` is down the plot: a number's or date's place, a category's middle.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        position(of: value, on: y).map { dataRect.minY + $0 * dataRect.height }
    }

    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The value at `position` across the plot, as `type` (a number, a date, the category whose band it is in).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        let data = dataRect
        guard data.width > 0, let value = x?.value(at: Double((position - data.minX) / data.width)) else { return nil }
        return value.plottable(as: type)
    }

    /// The value at `position` down the plot, as `type`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        let data = dataRect
        guard data.height > 0, let value = y?.value(at: Double((position - data.minY) / data.height)) else { return nil }
        return value.plottable(as: type)
    }

    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// Where the scales' values run, in the plot's coordinates.
    private var dataRect: CGRect { insets.dataRect(in: CGRect(origin: .zero, size: plotRect.size)) }

    private func position<P: Plottable>(of value: P, on scale: AxisScale?) -> CGFloat? {
        guard let scale, let value = ChartValue(value), let fraction = scale.position(value) else { return nil }
        return CGFloat(fraction)
    }
}

/// The plot's frame, handed up from the plot to the chart's overlay and background.
struct ChartPlotFrameKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? { nil }
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A `chartOverlay` or `chartBackground`: its alignment in the chart and its content.
struct ChartProxyLayer {
    var alignment: Alignment
    var content: (ChartProxy) -> AnyView
}

extension AxisScale {
    /// The value at `fraction` of the plot (in the screen's direction): the inverse of `position(_:)`.
    func value(at fraction: Double) -> ChartValue? {
        let along = axis == .vertical ? 1 - fraction : fraction
        switch scale {
        case .numeric(let numeric):
            return .number(numeric.value(atFraction: along))
        case .date(let dates):
            return .date(dates.lower.addingTimeInterval(along * dates.upper.timeIntervalSince(dates.lower)))
        case .category(let categories):
            // Categories run in the order listed whichever the axis, so the raw fraction picks the band.
            guard !categories.categories.isEmpty else { return nil }
            let index = min(max(Int((fraction / categories.bandWidth).rounded(.down)), 0), categories.categories.count - 1)
            return .category(categories.categories[index])
        }
    }
}

extension ChartValue {
    /// The value as an app's `Plottable` type: directly for numbers, strings and dates, else
    /// through the type's `init(primitivePlottable:)`.
    func plottable<P: Plottable>(as type: P.Type, depth: Int = 0) -> P? {
        switch self {
        case .number(let number):
            if let value = number as? P { return value }
            if P.self == Int.self { return Int(number.rounded()) as? P }
            if P.self == Float.self { return Float(number) as? P }
            if P.self == CGFloat.self { return CGFloat(number) as? P }
        case .category(let string):
            if let value = string as? P { return value }
        case .date(let date):
            if let value = date as? P { return value }
        }
        guard depth < 4, let primitive = plottable(as: P.PrimitivePlottable.self, depth: depth + 1) else { return nil }
        return P(primitivePlottable: primitive)
    }
}
