import Foundation
import Trellis

extension ChartPlan {
    /// Turns every mark into outlines, grouping marks of one kind and style into one layer, so a
    /// thousand points of a series are one path.
    mutating func addMarks(stacks: StackedExtents) {
        guard let x, let y else { return }
        let positionGroups = Self.categories(of: plotted, channel: .position, listed: nil)
        let symbolCategories = Self.categories(of: plotted, channel: .symbol, listed: nil)
        let symbolIndex = Dictionary(symbolCategories.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let sizes = SymbolSizeScale(plotted), dashes = LineStyleScale(plotted)
        func symbolSize(of mark: PlottedMark) -> CGFloat {
            ChartLook.symbolDiameter(area: mark.mark.symbolArea ?? sizes.area(of: mark) ?? ChartLook.symbolArea)
        }
        func symbol(of mark: PlottedMark) -> BasicChartSymbolShape {
            if let own = mark.mark.symbol { return own }
            guard let value = mark[.symbol], let index = symbolIndex[value] else { return .circle }
            return BasicChartSymbolShape.automaticCycle[index % BasicChartSymbolShape.automaticCycle.count]
        }
        var layerIndex: [String: Int] = [:]
        func append(_ outline: MarkOutline, key: String, mark: PlottedMark, stroke: StrokeStyle? = nil) {
            let fullKey = "\(mark.kind.rawValue)|\(key)|\(mark.mark.opacity)|\(stroke.map { "\($0)" } ?? "fill")"
            if let index = layerIndex[fullKey] {
                layers[index].outlines.append(outline)
            } else {
                layerIndex[fullKey] = layers.count
                layers.append(Layer(outlines: [outline], style: style(of: mark), stroke: stroke, opacity: mark.mark.opacity))
            }
        }
        func styleKey(_ mark: PlottedMark, _ index: Int) -> String {
            mark.mark.foregroundStyle != nil ? "own\(index)" : "by:\(mark[.foregroundStyle]?.name ?? "")"
        }

        // Lines and areas join their points by series, so they are gathered first.
        var lineSeries: [(key: String, marks: [(PlottedMark, CGPoint)])] = []
        var areaSeries: [(key: String, marks: [(PlottedMark, top: CGPoint, base: CGPoint)])] = []
        var seriesIndices: [String: Int] = [:]
        func seriesIndex<T>(_ key: String, in list: inout [(key: String, marks: [T])], kind: _ChartMark.Kind) -> Int {
            if let index = seriesIndices[kind.rawValue + "|" + key] { return index }
            seriesIndices[kind.rawValue + "|" + key] = list.count
            list.append((key, []))
            return list.count - 1
        }

        for (index, mark) in plotted.enumerated() {
            switch mark.kind {
            case .bar:
                guard let extent = stacks.extent(of: index) else { continue }
                let rect = barRect(mark, extent: extent, x: x, y: y, groups: positionGroups)
                append(rect, key: styleKey(mark, index), mark: mark)
                if case .rect(let bounds, _, _, _) = rect {
                    let positive = extent.end >= extent.start
                    let automatic: AnnotationPosition = extent.axis == .vertical ? (positive ? .top : .bottom) : (positive ? .trailing : .leading)
                    annotate(mark, bounds: bounds, automatic: automatic)
                }
            case .rectangle:
                let rect = rectangle(mark, x: x, y: y)
                append(rect, key: styleKey(mark, index), mark: mark)
                if case .rect(let bounds, _, _, _) = rect { annotate(mark, bounds: bounds, automatic: .overlay) }
            case .line:
                guard let point = point(mark, x: x, y: y) else { continue }
                let series = seriesIndex(mark.seriesKey, in: &lineSeries, kind: .line)
                lineSeries[series].marks.append((mark, point))
                annotate(mark, bounds: CGRect(origin: point, size: .zero), automatic: .top)
            case .point:
                guard let point = point(mark, x: x, y: y) else { continue }
                append(.symbol(point, symbol(of: mark), size: symbolSize(of: mark)), key: styleKey(mark, index), mark: mark)
                annotate(mark, bounds: CGRect(origin: point, size: .zero), automatic: .top)
            case .area:
                guard let extent = stacks.extent(of: index), let px = mark[.x].flatMap({ x.position($0, unit: mark.units[.x]) }) else { continue }
                let top = CGPoint(x: px, y: y.position(ofNumber: extent.end))
                let base = CGPoint(x: px, y: y.position(ofNumber: extent.start))
                let series = seriesIndex(mark.seriesKey, in: &areaSeries, kind: .area)
                areaSeries[series].marks.append((mark, top, base))
            case .rule:
                let segment = rule(mark, x: x, y: y)
                let rule = StrokeStyle(lineWidth: ChartLook.ruleWidth)
                let stroke = mark.mark.lineStyle ?? dashes.stroke(of: mark, base: rule) ?? rule
                append(.segment(segment.0, segment.1), key: styleKey(mark, index), mark: mark, stroke: stroke)
                let bounds = CGRect(x: min(segment.0.x, segment.1.x), y: min(segment.0.y, segment.1.y),
                                    width: abs(segment.1.x - segment.0.x), height: abs(segment.1.y - segment.0.y))
                annotate(mark, bounds: bounds, automatic: .top)
            case .sector:
                continue
            }
        }

        // Areas under lines: drawn first, so lines and points stay on top as in Swift Charts.
        var areaLayers: [Layer] = []
        for series in areaSeries {
            // Marks of one series at one x are stacked on each other: the series runs from the
            // first one's base to the last one's top there.
            var byX: [(x: CGFloat, top: CGPoint, base: CGPoint)] = []
            var indexOfX: [CGFloat: Int] = [:]
            for (_, top, base) in series.marks {
                if let index = indexOfX[top.x] {
                    byX[index].top = top
                } else {
                    indexOfX[top.x] = byX.count
                    byX.append((top.x, top, base))
                }
            }
            byX.sort { $0.x < $1.x }
            guard let first = series.marks.first?.0 else { continue }
            let method = first.mark.interpolation ?? .linear
            areaLayers.append(Layer(outlines: [.area(top: byX.map(\.top), base: byX.map(\.base), method)],
                                    style: style(of: first), stroke: nil, opacity: first.mark.opacity))
        }
        var lineLayers: [Layer] = []
        for series in lineSeries {
            guard let first = series.marks.first?.0 else { continue }
            let method = first.mark.interpolation ?? .linear
            let line = StrokeStyle(lineWidth: ChartLook.lineWidth, lineCap: .round, lineJoin: .round)
            let stroke = first.mark.lineStyle ?? dashes.stroke(of: first, base: line) ?? line
            lineLayers.append(Layer(outlines: [.line(series.marks.map(\.1), method)], style: style(of: first), stroke: stroke, opacity: first.mark.opacity))
            let symbolled = series.marks.filter { $0.0.mark.symbol != nil || $0.0[.symbol] != nil }
            if !symbolled.isEmpty {
                let outlines = symbolled.map { mark, point -> MarkOutline in
                    .symbol(point, symbol(of: mark), size: symbolSize(of: mark))
                }
                lineLayers.append(Layer(outlines: outlines, style: style(of: first), stroke: nil, opacity: first.mark.opacity))
            }
        }
        layers = areaLayers + layers + lineLayers
    }

    /// A unit point for a mark's x and y; a missing one is the plot's middle.
    private func point(_ mark: PlottedMark, x: AxisScale, y: AxisScale) -> CGPoint? {
        let px = mark[.x].map { x.position($0, unit: mark.units[.x]) } ?? 0.5
        let py = mark[.y].map { y.position($0, unit: mark.units[.y]) } ?? 0.5
        guard let px, let py else { return nil }
        return CGPoint(x: px, y: py)
    }

    /// The stretch of the band axis a bar fills: its band narrowed to the bar's share, then its
    /// `position(by:)` group's part of that.
    private func barBand(_ value: ChartValue?, unit: Calendar.Component?, on scale: AxisScale, dimension: MarkDimension,
                         group: ChartValue?, groups: [ChartValue]) -> (start: Double, end: Double, fixed: CGFloat?) {
        var span = value.flatMap { scale.span($0, unit: unit) } ?? (0, 1)
        if span.end - span.start <= 0 {
            // A number or a date without a unit: a bar of a default width centred on it.
            let width = 1 / Double(max(scale.valueCount, 1) + 1)
            span = (span.start - width / 2, span.start + width / 2)
        }
        var ratio = Double(ChartLook.barBandRatio)
        var fixed: CGFloat?
        switch dimension.value {
        case .ratio(let value): ratio = Double(value)
        case .fixed(let points): fixed = points
        case .inset, .automatic: break
        }
        let width = span.end - span.start
        var start = span.start + width * (1 - ratio) / 2
        var end = span.end - width * (1 - ratio) / 2
        if let group, let index = groups.firstIndex(of: group), groups.count > 1 {
            let part = (end - start) / Double(groups.count)
            start += Double(index) * part
            end = start + part
        }
        return (start, end, fixed)
    }

    private func barRect(_ mark: PlottedMark, extent: StackedExtents.Extent, x: AxisScale, y: AxisScale, groups: [ChartValue]) -> MarkOutline {
        let radius = mark.mark.cornerRadius
        if extent.axis == .vertical {
            let band = barBand(mark[.x], unit: mark.units[.x], on: x, dimension: mark.mark.width, group: mark[.position], groups: groups)
            let top = y.position(ofNumber: extent.end), bottom = y.position(ofNumber: extent.start)
            return .rect(CGRect(x: band.start, y: min(top, bottom), width: band.end - band.start, height: abs(bottom - top)),
                         cornerRadius: radius, fixedWidth: band.fixed)
        }
        let band = barBand(mark[.y], unit: mark.units[.y], on: y, dimension: mark.mark.height, group: mark[.position], groups: groups)
        let start = x.position(ofNumber: extent.start), end = x.position(ofNumber: extent.end)
        return .rect(CGRect(x: min(start, end), y: band.start, width: abs(end - start), height: band.end - band.start),
                     cornerRadius: radius, fixedHeight: band.fixed)
    }

    /// A heat map's cell: each axis's band or unit, its start–end range, or a fixed size.
    private func rectangle(_ mark: PlottedMark, x: AxisScale, y: AxisScale) -> MarkOutline {
        func span(_ scale: AxisScale, _ channel: _ChartMark.Channel, _ start: _ChartMark.Channel, _ end: _ChartMark.Channel) -> (Double, Double, Bool) {
            if let from = mark[start].flatMap({ scale.position($0) }), let to = mark[end].flatMap({ scale.position($0) }) {
                return (min(from, to), max(from, to), false)
            }
            if let value = mark[channel], let band = scale.span(value, unit: mark.units[channel]) {
                return (band.start, band.end, band.end <= band.start)
            }
            return (0, 1, false)
        }
        let (x0, x1, xPoint) = span(x, .x, .xStart, .xEnd)
        let (y0, y1, yPoint) = span(y, .y, .yStart, .yEnd)
        func fixed(_ dimension: MarkDimension, _ isPoint: Bool) -> CGFloat? {
            if case .fixed(let points) = dimension.value { return points }
            return isPoint ? 20 : nil
        }
        return .rect(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), cornerRadius: mark.mark.cornerRadius,
                     fixedWidth: fixed(mark.mark.width, xPoint), fixedHeight: fixed(mark.mark.height, yPoint))
    }

    /// A rule across the plot at a y (or an x), or between two values.
    private func rule(_ mark: PlottedMark, x: AxisScale, y: AxisScale) -> (CGPoint, CGPoint) {
        if let value = mark[.y], mark[.x] == nil, let py = y.position(value, unit: mark.units[.y]) {
            let from = mark[.xStart].flatMap { x.position($0) } ?? 0
            let to = mark[.xEnd].flatMap { x.position($0) } ?? 1
            return (CGPoint(x: from, y: py), CGPoint(x: to, y: py))
        }
        let px = mark[.x].flatMap { x.position($0, unit: mark.units[.x]) } ?? 0.5
        let from = mark[.yStart].flatMap { y.position($0) } ?? 1
        let to = mark[.yEnd].flatMap { y.position($0) } ?? 0
        return (CGPoint(x: px, y: from), CGPoint(x: px, y: to))
    }

    /// Places a mark's annotations beside `bounds` (its unit rect) as `position` and `alignment` say.
    mutating func annotate(_ mark: PlottedMark, bounds: CGRect, automatic: AnnotationPosition) {
        for annotation in mark.mark.annotations {
            let position = annotation.position == .automatic ? automatic : annotation.position
            let spacing = annotation.spacing ?? ChartLook.annotationSpacing
            let alignX: CGFloat = switch annotation.alignment.horizontal {
            case .leading: 0
            case .trailing: 1
            default: 0.5
            }
            let alignY: CGFloat = switch annotation.alignment.vertical {
            case .top: 0
            case .bottom: 1
            default: 0.5
            }
            var point = CGPoint(x: bounds.minX + alignX * bounds.width, y: bounds.minY + alignY * bounds.height)
            var anchor = UnitPoint(x: alignX, y: alignY)
            var offset = CGSize.zero
            if let side = Self.side(of: position, before: [.top, .topLeading, .topTrailing], after: [.bottom, .bottomLeading, .bottomTrailing]) {
                point.y = side < 0 ? bounds.minY : bounds.maxY
                anchor.y = side < 0 ? 1 : 0
                offset.height = side * spacing
            }
            if let side = Self.side(of: position, before: [.leading, .topLeading, .bottomLeading], after: [.trailing, .topTrailing, .bottomTrailing]) {
                point.x = side < 0 ? bounds.minX : bounds.maxX
                anchor.x = side < 0 ? 1 : 0
                offset.width = side * spacing
            }
            annotations.append(Annotation(point: point, anchor: anchor, offset: offset, content: annotation.content))
        }
    }

    /// Along one axis, whether `position` puts an annotation before its mark (−1: above or
    /// leading), after it (1), or neither (nil: aligned within it).
    private static func side(of position: AnnotationPosition, before: [AnnotationPosition], after: [AnnotationPosition]) -> CGFloat? {
        if before.contains(position) { return -1 }
        if after.contains(position) { return 1 }
        return nil
    }

    /// A pie or donut: each sector's share of the total, clockwise from twelve o'clock.
    mutating func addSectors() {
        let values = plotted.map { max($0[.angle]?.number ?? 0, 0) }
        let total = values.reduce(0, +)
        guard total > 0 else { return }
        var start = 0.0
        for (index, mark) in plotted.enumerated() {
            let end = start + values[index] / total
            layers.append(Layer(
                outlines: [.sector(start: start, end: end, inner: mark.mark.innerRadius, outer: mark.mark.outerRadius,
                                   inset: mark.mark.angularInset, cornerRadius: mark.mark.cornerRadius)],
                style: style(of: mark), stroke: nil, opacity: mark.mark.opacity))
            start = end
        }
    }
}

extension AxisScale {
    /// How many values the axis holds: categories, or a default of ten for continuous axes.
    var valueCount: Int {
        if case .category(let categories) = scale { categories.categories.count } else { 10 }
    }
}
