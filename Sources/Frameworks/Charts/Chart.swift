import Foundation
import Trellis

/// A chart of marks. Until Trellis draws charts it is drawn as the framework placeholder titled
/// "Chart", in the space it is given; its marks are evaluated (so the code runs as on iOS) and
/// kept in ``marks``.
public struct Chart<Content: ChartContent>: View {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The marks the content plots, in order.
    public var marks: [_ChartMark] { Content._chartMarks(content) }

    public var body: some View {
        FrameworkPlaceholder("Chart")
    }
}

extension Chart {
    /// A chart of the content made for each element of `data`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart of the content made for each identifiable element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
}

/// What `chartOverlay` and `chartBackground` get: the chart's plot and its scales. A chart isn't
/// laid out until Trellis draws charts, so it has no plot to report.
public struct ChartProxy {
    public var plotSize: CGSize { .zero }
    public var plotAreaSize: CGSize { .zero }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? { nil }
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? { nil }
}

/// The plot area `chartPlotStyle` styles; its content is the plot.
public struct ChartPlotContent: View {
    public var body: some View { EmptyView() }
}
