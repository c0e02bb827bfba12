import Foundation
import Trellis

/// A chart of marks, drawn as Swift Charts draws it on iOS: the marks on scales chosen from the
/// data, grid lines and axis labels, a legend below when marks are coloured by a value, and an
/// accessible description of the data.
public struct Chart<Content: ChartContent>: View {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The marks the content plots, in order.
    public var marks: [_ChartMark] { Content._chartMarks(content) }

    public var body: some View {
        ChartView(marks: marks)
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

/// The chart's view: its plan, from the marks and what the chart modifiers and the environment
/// (locale, calendar, time zone) say, laid out by `ChartLayout`.
struct ChartView: View {
    let marks: [_ChartMark]
    @Environment(\.chartConfiguration) private var configuration
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone

    var body: some View {
        var zoned = calendar
        zoned.timeZone = timeZone
        let plan = ChartPlan(marks: marks, configuration: configuration, locale: locale, calendar: zoned)
        let legend = configuration.legendContent
        let centeredX = plan.x.map { if case .date = $0.scale { false } else { true } } ?? true
        let legendSlot = configuration.legendSlot
        let sideways = if case .sideLegend = legendSlot { true } else { false }
        let layout = ChartLayout(
            yLabelsLeading: plan.yLabelsLeading, insets: plan.insets, sizedByPlot: configuration.plotStyle != nil,
            xLabelGap: ChartLook.labelSpacing + plan.xTickLength, yLabelGap: ChartLook.labelSpacing + plan.yTickLength,
            xLabelCollision: plan.xLabelCollision, yLabelCollision: plan.yLabelCollision
        ) {
            ChartPlotArea(plan: plan, style: configuration.plotStyle, anchored: configuration.overlay != nil || configuration.background != nil)
                .layoutValue(key: ChartSlotKey.self, value: .plot)
            ForEach(0..<plan.yLabels.count, id: \.self) { index in
                ChartAxisLabel(tick: plan.yLabels[index])
                    .layoutValue(key: ChartSlotKey.self, value: .yLabel(plan.yLabels[index].position))
            }
            ForEach(0..<plan.xLabels.count, id: \.self) { index in
                ChartAxisLabel(tick: plan.xLabels[index])
                    .layoutValue(key: ChartSlotKey.self, value: .xLabel(plan.xLabels[index].position, centered: plan.xLabels[index].centered ?? centeredX))
            }
            if let legend {
                legend.layoutValue(key: ChartSlotKey.self, value: legendSlot)
            } else if !plan.legend.isEmpty {
                ChartLegend(entries: plan.legend, stacked: sideways)
                    .layoutValue(key: ChartSlotKey.self, value: legendSlot)
            } else if let gradient = plan.gradientLegend {
                ChartGradientLegend(legend: gradient)
                    .layoutValue(key: ChartSlotKey.self, value: legendSlot)
            }
            if let title = configuration.xTitle, !configuration.xAxis.isHidden {
                title.content.layoutValue(key: ChartSlotKey.self, value: .band(title.band(.xTitle)))
            }
            if let title = configuration.yTitle, !configuration.yAxis.isHidden {
                title.content.layoutValue(key: ChartSlotKey.self, value: .band(title.band(.yTitle)))
            }
            ForEach(0..<plan.annotations.count, id: \.self) { index in
                let annotation = plan.annotations[index]
                annotation.content
                    .layoutValue(key: ChartSlotKey.self, value: .annotation(point: annotation.point, anchor: annotation.anchor, offset: annotation.offset))
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(plan.accessibilityLabel)
        .accessibilityValue(plan.accessibilityValue)
        return ChartProxyLayers(chart: layout, plan: plan, overlay: configuration.overlay, background: configuration.background)
    }
}

/// The plot as the layout places it: styled by `chartPlotStyle` if the app asked, and handing
/// up its frame when an overlay or background needs it.
struct ChartPlotArea: View {
    let plan: ChartPlan
    let style: ((ChartPlotContent) -> AnyView)?
    let anchored: Bool

    var body: some View {
        if anchored {
            plot.anchorPreference(key: ChartPlotFrameKey.self, value: .bounds) { $0 }
        } else {
            plot
        }
    }

    @ViewBuilder private var plot: some View {
        if let style {
            style(ChartPlotContent(plan: plan))
        } else {
            ChartPlotView(plan: plan)
        }
    }
}

/// The chart with its `chartBackground` behind and `chartOverlay` over it. Each is a reader the
/// size of the chart whose content gets a proxy with the plot's frame, read from the anchor the
/// plot hands up once layout has placed it: the same deferred step as any GeometryReader, so
/// nothing flows back into the chart's own layout.
struct ChartProxyLayers<Chart: View>: View {
    let chart: Chart
    let plan: ChartPlan
    let overlay: ChartProxyLayer?
    let background: ChartProxyLayer?

    var body: some View {
        if overlay == nil && background == nil {
            chart
        } else {
            chart
                .backgroundPreferenceValue(ChartPlotFrameKey.self) { anchor in layer(background, plotFrame: anchor) }
                .overlayPreferenceValue(ChartPlotFrameKey.self) { anchor in layer(overlay, plotFrame: anchor) }
        }
    }

    @ViewBuilder private func layer(_ layer: ChartProxyLayer?, plotFrame: Anchor<CGRect>?) -> some View {
        if let layer, let plotFrame {
            let x = plan.x, y = plan.y
            GeometryReader { geometry in
                layer.content(ChartProxy(x: x, y: y, insets: plan.insets, plotRect: geometry[plotFrame], plotAnchor: plotFrame))
                    .frame(width: geometry.size.width, height: geometry.size.height, alignment: layer.alignment)
            }
            // A chart drawn in the overlay starts from its own modifiers, not this chart's.
            .environment(\.chartConfiguration, ChartConfiguration())
        }
    }
}

/// The plot: grid lines under the marks' layers.
struct ChartPlotView: View {
    let plan: ChartPlan

    var body: some View {
        ZStack(alignment: .topLeading) {
            if !plan.yGridLines.isEmpty || !plan.xGridLines.isEmpty {
                ChartAxisLinesShape(horizontal: plan.yGridLines, vertical: plan.xGridLines, insets: plan.insets)
                    .stroke(ChartLook.gridColor, style: ChartLook.gridStroke)
            }
            if !plan.yTickLines.isEmpty || !plan.xTickLines.isEmpty {
                ChartAxisLinesShape(horizontal: plan.yTickLines, vertical: plan.xTickLines, insets: plan.insets)
                    .stroke(ChartLook.gridColor, lineWidth: ChartLook.gridStroke.lineWidth)
            }
            ForEach(0..<plan.layers.count, id: \.self) { index in
                ChartLayerView(layer: plan.layers[index], insets: plan.insets)
            }
        }
    }
}

/// One layer of marks, filled or stroked with its style.
struct ChartLayerView: View {
    let layer: ChartPlan.Layer
    let insets: PlotInsets

    var body: some View {
        if let stroke = layer.stroke {
            ChartMarksShape(outlines: layer.outlines, insets: insets).stroke(layer.style, style: stroke).opacity(layer.opacity)
        } else {
            ChartMarksShape(outlines: layer.outlines, insets: insets).fill(layer.style).opacity(layer.opacity)
        }
    }
}

/// An axis value's label, in Swift Charts' small secondary text. Proposed no room, it draws
/// nothing (the empty candidate is the one that fits): that is how the chart's layout hides a
/// label that gives way to its neighbours, and the emitters draw only the chosen candidate.
struct ChartAxisLabel: View {
    let tick: AxisTickValue

    var body: some View {
        ViewThatFits {
            (tick.text ?? Text(verbatim: tick.label)).font(ChartLook.labelFont).foregroundStyle(.secondary).fixedSize()
            Color.clear.frame(width: 0, height: 0)
        }
    }
}

/// The legend: each value's symbol in its colour and its name, in a row, or in a column when
/// it stands beside the plot.
struct ChartLegend: View {
    let entries: [ChartPlan.LegendEntry]
    var stacked = false

    var body: some View {
        if stacked {
            VStack(alignment: .leading, spacing: 4) { items }.fixedSize()
        } else {
            HStack(spacing: 12) { items }.fixedSize()
        }
    }

    private var items: some View {
        ForEach(0..<entries.count, id: \.self) { index in
            HStack(spacing: 4) {
                entries[index].symbol.fill(entries[index].style).frame(width: 8, height: 8)
                Text(verbatim: entries[index].name).font(ChartLook.labelFont).foregroundStyle(.secondary)
            }
        }
    }
}

/// A continuous colour scale's legend: the domain's low end, the gradient, its high end.
struct ChartGradientLegend: View {
    let legend: ChartPlan.GradientLegend

    var body: some View {
        HStack(spacing: 4) {
            Text(verbatim: legend.lower).font(ChartLook.labelFont).foregroundStyle(.secondary)
            Rectangle()
                .fill(LinearGradient(gradient: legend.gradient, startPoint: .leading, endPoint: .trailing))
                .frame(width: ChartLook.gradientLegendSize.width, height: ChartLook.gradientLegendSize.height)
            Text(verbatim: legend.upper).font(ChartLook.labelFont).foregroundStyle(.secondary)
        }
        .fixedSize()
    }
}

/// The plot that `chartPlotStyle`'s closure styles: its grid lines and marks.
public struct ChartPlotContent: View {
    let plan: ChartPlan

    public var body: some View {
        ChartPlotView(plan: plan)
    }
}
