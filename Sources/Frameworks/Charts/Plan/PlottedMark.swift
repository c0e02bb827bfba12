import Foundation
import Trellis

/// A mark with its values reduced to what scales read, by channel.
struct PlottedMark {
    let mark: _ChartMark
    let values: [_ChartMark.Channel: ChartValue]
    let units: [_ChartMark.Channel: Calendar.Component]
    let names: [_ChartMark.Channel: String]

    init(_ mark: _ChartMark) {
        self.mark = mark
        var values: [_ChartMark.Channel: ChartValue] = [:]
        var units: [_ChartMark.Channel: Calendar.Component] = [:]
        var names: [_ChartMark.Channel: String] = [:]
        for (channel, plotted) in mark.values {
            guard let value = ChartValue(plotted.value) else { continue }
            values[channel] = value
            if let unit = plotted.unit { units[channel] = unit }
            names[channel] = plotted.name
        }
        self.values = values
        self.units = units
        self.names = names
    }

    var kind: _ChartMark.Kind { mark.kind }
    subscript(_ channel: _ChartMark.Channel) -> ChartValue? { values[channel] }

    /// The series a line or area belongs to: its `series:` value, else the value it is coloured,
    /// styled or given a symbol by.
    var seriesKey: String {
        (values[.series] ?? values[.foregroundStyle] ?? values[.lineStyle] ?? values[.symbol])?.name ?? ""
    }

    /// The channels plotted along x or y.
    static let xChannels: [_ChartMark.Channel] = [.x, .xStart, .xEnd]
    static let yChannels: [_ChartMark.Channel] = [.y, .yStart, .yEnd]
}
