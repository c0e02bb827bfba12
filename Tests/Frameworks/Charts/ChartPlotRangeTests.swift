@testable import Charts
import Foundation
import SwiftUI
import Testing
import TrellisLayout

/// `chartXScale(range:)` and `chartYScale(range:)`: padding at the plot's ends and explicit
/// stretches in points. Every expectation is the range's definition applied to the plot's edges,
/// which the axis labels (placed at their values) and the chart's fixed frame give.
@MainActor
struct ChartPlotRangeTests {
    private func textFrames<V: View>(_ view: V) throws -> [String: CGRect] {
        let layout = try LayoutEngine(measurer: TextMeasurer()).layout(view.resolved(), in: CGSize(width: 390, height: 844))
        var frames: [String: CGRect] = [:]
        for (index, node) in layout.tree.root.subtree().enumerated() {
            if case .text(let text) = node.kind, frames[text.string] == nil { frames[text.string] = layout[index].frame }
        }
        return frames
    }

    /// Two points at the corners of x 100…200 and y 0…10: the x labels read 100, 120, …, 200
    /// and the y labels 0, 2, …, 10, so no label's text is on both axes.
    private var corners: Chart<some ChartContent> {
        Chart {
            PointMark(x: .value("X", 100), y: .value("Y", 0))
            PointMark(x: .value("X", 200), y: .value("Y", 10))
        }
    }

    // The chart is 300 × 200, centred in the 390 × 844 canvas.
    private let chartLeft = 45.0, chartTop = 322.0

    @Test func plotDimensionPaddingKeepsTheValuesInFromThePlotsEnds() throws {
        let chart = corners
            .chartXScale(domain: 100...200, range: .plotDimension(padding: 20))
            .chartYScale(domain: 0...10, range: .plotDimension(startPadding: 10, endPadding: 30))
            .chartOverlay { proxy in
                Text("◆").position(x: proxy.position(forX: 150) ?? 0, y: proxy.position(forY: 5) ?? 0)
            }
            .frame(width: 300, height: 200)
        let frames = try textFrames(chart)
        let x100 = try #require(frames["100"]), x140 = try #require(frames["140"]), x200 = try #require(frames["200"])
        let y0 = try #require(frames["0"]), y10 = try #require(frames["10"])
        // The plot: from the chart's left to the y labels (less their spacing), from its top to the x labels.
        let plotLeft = chartLeft, plotRight = y0.minX - ChartLook.labelSpacing
        let plotTop = chartTop, plotBottom = x100.minY - ChartLook.labelSpacing
        // x runs from 20 in from the left to 20 in from the right.
        #expect(abs(x100.midX - (plotLeft + 20)) < 0.01)
        #expect(abs(x200.midX - (plotRight - 20)) < 0.01)
        #expect(abs(x140.midX - (plotLeft + 20 + 0.4 * (plotRight - plotLeft - 40))) < 0.01)
        // y's start is the bottom: 0 sits 10 above it, 10 sits 30 below the top.
        #expect(abs(y0.midY - (plotBottom - 10)) < 0.01)
        #expect(abs(y10.midY - (plotTop + 30)) < 0.01)
        // The proxy answers in the same padded coordinates.
        let diamond = try #require(frames["◆"])
        #expect(abs(diamond.midX - (plotLeft + 20 + 0.5 * (plotRight - plotLeft - 40))) < 0.01)
        #expect(abs(diamond.midY - (plotTop + 30 + 0.5 * (plotBottom - plotTop - 40))) < 0.01)
    }

    @Test func anExplicitRangeRunsTheValuesBetweenItsPoints() throws {
        let frames = try textFrames(corners.chartXScale(domain: 100...200, range: 40...240).frame(width: 300, height: 200))
        let x100 = try #require(frames["100"]), x200 = try #require(frames["200"])
        #expect(abs(x100.midX - (chartLeft + 40)) < 0.01)
        #expect(abs(x200.midX - (chartLeft + 240)) < 0.01)
    }

    @Test func marksMoveInWithTheRangeAndGridLinesKeepTheOtherAxissLength() {
        let insets = PlotInsets(x: .padded(start: 20, end: 20), y: .padded(start: 10, end: 30))
        let plot = CGRect(x: 0, y: 0, width: 300, height: 200)
        // A symbol at the unit square's bottom-left corner lands 20 in and 10 up.
        let symbol = ChartMarksShape(outlines: [.symbol(CGPoint(x: 0, y: 1), .circle, size: 4)], insets: insets).path(in: plot)
        #expect(abs(symbol.boundingRect.midX - 20) < 1e-9 && abs(symbol.boundingRect.midY - 190) < 1e-9)
        // A grid line at y's top value crosses the whole width, 30 down; one at x's last value
        // runs the whole height, 20 in from the right.
        let across = ChartAxisLinesShape(horizontal: [.segment(CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0))], vertical: [], insets: insets).path(in: plot)
        #expect(across.boundingRect == CGRect(x: 0, y: 30, width: 300, height: 0))
        let down = ChartAxisLinesShape(horizontal: [], vertical: [.segment(CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1))], insets: insets).path(in: plot)
        #expect(down.boundingRect == CGRect(x: 280, y: 0, width: 0, height: 200))
    }
}
