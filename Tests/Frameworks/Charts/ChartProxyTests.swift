@testable import Charts
import CorpusSupport
import Foundation
import SwiftUI
import Testing
import TrellisLayout

/// `chartOverlay`, `chartBackground` and `chartPlotStyle`: what the proxy answers follows from the
/// scales and the plot's frame, which the chart's axis labels show independently.
@MainActor
struct ChartProxyTests {
    private func textFrames<V: View>(_ view: V) throws -> [String: CGRect] {
        let layout = try LayoutEngine(measurer: TextMeasurer()).layout(view.resolved(), in: CGSize(width: 390, height: 844))
        var frames: [String: CGRect] = [:]
        for (index, node) in layout.tree.root.subtree().enumerated() {
            if case .text(let text) = node.kind, frames[text.string] == nil { frames[text.string] = layout[index].frame }
        }
        return frames
    }

    private var salesPlan: ChartPlan {
        ChartPlan(marks: salesChart.marks, configuration: ChartConfiguration(), locale: Locale(identifier: "en_US"),
                  calendar: Calendar(identifier: .gregorian))
    }

    private var salesChart: Chart<ForEach<[MonthlySales], UUID, some ChartContent>> {
        Chart(ChartSamples.sales) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Units", sale.units))
                .foregroundStyle(by: .value("Product", sale.product))
        }
    }

    @Test func aScaleReadsBackTheValueAtEachPosition() throws {
        let plan = salesPlan
        let x = try #require(plan.x), y = try #require(plan.y)
        for number in [0.0, 42, 72, 135] {
            let value = try #require(y.value(at: y.position(ofNumber: number)))
            #expect(abs((value.number ?? .nan) - number) < 1e-9)
        }
        // Anywhere in a category's band reads as that category; past the end, the last.
        for (index, month) in ["Jan", "Feb", "Mar", "Apr"].enumerated() {
            #expect(x.value(at: (Double(index) + 0.1) / 4) == .category(month))
            #expect(x.value(at: (Double(index) + 0.9) / 4) == .category(month))
        }
        #expect(x.value(at: 1) == .category("Apr"))
        // An Int reads a number rounded; an app's own String-backed type reads a category.
        #expect(ChartValue.number(71.6).plottable(as: Int.self) == 72)
        #expect(ChartValue.category("Feb").plottable(as: Month.self) == .feb)
    }

    @Test func anOverlayPlacesItsMarkWhereTheDataIs() throws {
        let plan = salesPlan
        guard case .numeric(let scale) = plan.y?.scale else { Issue.record("no numeric y"); return }
        let frames = try textFrames(
            salesChart
                .chartOverlay { proxy in
                    GeometryReader { geometry in
                        let origin = geometry[proxy.plotAreaFrame].origin
                        if let x = proxy.position(forX: "Feb"), let y = proxy.position(forY: 72.0) {
                            Text(verbatim: "◆").position(x: origin.x + x, y: origin.y + y)
                        }
                        Text(verbatim: "picked \(proxy.value(atX: proxy.plotSize.width * 0.6, as: String.self) ?? "none")")
                    }
                }
                .frame(height: 240)
                .padding())
        let topLabel = try #require(plan.yLabels.last?.label)
        let top = try #require(frames[topLabel]), zero = try #require(frames["0"])
        let february = try #require(frames["Feb"]), mark = try #require(frames["◆"])
        // The labels centre on the plot's ends and on February's band; the mark is on both.
        #expect(abs(mark.midX - february.midX) < 0.01)
        let expectedY = top.midY + (1 - 72 / scale.upper) * (zero.midY - top.midY)
        #expect(abs(mark.midY - expectedY) < 0.01)
        #expect(frames["picked Mar"] != nil)
    }

    @Test func aStyledPlotKeepsItsHeightAndTheBackgroundSeesIt() throws {
        let frames = try textFrames(
            VStack {
                salesChart
                    .chartPlotStyle { plot in plot.frame(height: 120).background(Color.gray.opacity(0.1)) }
                    .chartBackground { proxy in Text(verbatim: "plot \(Int(proxy.plotSize.height))") }
                Text(verbatim: "below")
            }
            .padding())
        let plan = salesPlan
        let topLabel = try #require(plan.yLabels.last?.label)
        let top = try #require(frames[topLabel]), zero = try #require(frames["0"])
        #expect(abs((zero.midY - top.midY) - 120) < 0.01)
        #expect(frames["plot 120"] != nil)
        // The chart is as tall as its plot, labels and legend, so what follows comes right after.
        let legend = try #require(frames["Espresso"]), below = try #require(frames["below"])
        #expect(below.minY > legend.maxY && below.minY - legend.maxY < 20)
    }
}

private enum Month: String, Plottable {
    case jan = "Jan", feb = "Feb"
}
