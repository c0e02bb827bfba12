@testable import Charts
import Foundation
import SwiftUI
import Testing
import TrellisLayout

/// `chartLegend(position:alignment:spacing:)` beside and over the plot. The stacked sales chart
/// is 358 × 240 at (16, 302) in the canvas; the plot's edges follow from its axis labels.
@MainActor
struct ChartLegendPlacementTests {
    private func textFrames<V: View>(_ view: V) throws -> [String: CGRect] {
        let layout = try LayoutEngine(measurer: TextMeasurer()).layout(view.resolved(), in: CGSize(width: 390, height: 844))
        var frames: [String: CGRect] = [:]
        for (index, node) in layout.tree.root.subtree().enumerated() {
            if case .text(let text) = node.kind, frames[text.string] == nil { frames[text.string] = layout[index].frame }
        }
        return frames
    }

    private let chartLeft = 16.0, chartRight = 374.0, chartTop = 302.0, chartBottom = 542.0
    /// A legend entry's symbol and the gap before its name.
    private let symbolAndGap = 8.0 + 4.0

    @Test func aTrailingLegendIsAColumnPastTheYLabelsCentredDownThePlot() throws {
        let frames = try textFrames(StackedSalesChart().chartLegend(position: .trailing))
        let espresso = try #require(frames["Espresso"]), filter = try #require(frames["Filter"])
        let top = try #require(frames["150"]), zero = try #require(frames["0"]), january = try #require(frames["Jan"])
        // One name under the other, left-aligned, the wider ending at the chart's edge.
        #expect(espresso.minX == filter.minX && filter.minY > espresso.maxY)
        let legendWidth = symbolAndGap + max(espresso.width, filter.width)
        #expect(abs(espresso.minX + max(espresso.width, filter.width) - chartRight) < 0.01)
        // The y labels end the legend's spacing before it.
        let widest = ["0", "50", "100", "150"].compactMap { frames[$0]?.width }.max()!
        #expect(abs(top.minX + widest - (chartRight - legendWidth - ChartLook.legendSpacing)) < 0.01)
        // Centred on the plot, which runs from the top tick to the zero tick.
        #expect(abs((espresso.minY + filter.maxY) / 2 - (top.midY + zero.midY) / 2) < 0.01)
        // Nothing below the x labels any more.
        #expect(abs(january.maxY - chartBottom) < 0.01)
    }

    @Test func aLeadingLegendPushesThePlotRight() throws {
        let frames = try textFrames(StackedSalesChart().chartLegend(position: .leading, spacing: 10))
        let espresso = try #require(frames["Espresso"]), filter = try #require(frames["Filter"])
        let january = try #require(frames["Jan"]), april = try #require(frames["Apr"])
        #expect(abs(espresso.minX - (chartLeft + symbolAndGap)) < 0.01)
        // Jan's and Apr's labels are centred at 1/8 and 7/8 of the plot: solve for its left edge.
        let plotLeft = (7 * january.midX - april.midX) / 6
        #expect(abs(plotLeft - (chartLeft + symbolAndGap + max(espresso.width, filter.width) + 10)) < 0.01)
    }

    @Test func anOverlayLegendSitsInsideThePlotsCorner() throws {
        let frames = try textFrames(StackedSalesChart().chartLegend(position: .overlay, alignment: .topTrailing))
        let filter = try #require(frames["Filter"]), espresso = try #require(frames["Espresso"])
        let zero = try #require(frames["0"]), january = try #require(frames["Jan"])
        let plotRight = zero.minX - ChartLook.labelSpacing
        #expect(abs(filter.maxX - (plotRight - ChartLook.legendSpacing)) < 0.01)
        #expect(abs(espresso.minY - (chartTop + ChartLook.legendSpacing)) < 0.01)
        #expect(abs(january.maxY - chartBottom) < 0.01)
    }

    @Test func aHiddenLegendAndACustomOneReplaceTheEntries() throws {
        let hidden = try textFrames(StackedSalesChart().chartLegend(.hidden))
        #expect(hidden["Espresso"] == nil)
        let custom = try textFrames(StackedSalesChart().chartLegend(position: .top, alignment: .trailing) {
            Text("Units by product")
        })
        let title = try #require(custom["Units by product"])
        #expect(custom["Espresso"] == nil)
        #expect(abs(title.minY - chartTop) < 0.01 && abs(title.maxX - chartRight) < 0.01)
    }
}
