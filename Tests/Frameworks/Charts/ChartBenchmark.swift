import Charts
import Foundation
import SwiftUI
import Testing
import TrellisLayout
import TrellisRender

/// Times a 1,000-point line chart against 1,000 plain rectangles in a ZStack, each laid out and
/// emitted as HTML and SVG, in the same run. Off by default; run with TRELLIS_BENCHMARK=1.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["TRELLIS_BENCHMARK"] == "1"), .serialized)
struct ChartBenchmark {
    static let runs = 5

    /// The best of `runs` of resolving, laying out and emitting `view` both ways, in seconds.
    private func best<V: View>(_ view: V) throws -> Double {
        let engine = try LayoutEngine(measurer: TextMeasurer())
        var best = Double.infinity
        for _ in 0..<Self.runs {
            let start = DispatchTime.now().uptimeNanoseconds
            let layout = engine.layout(view.resolved(), in: CGSize(width: 390, height: 844))
            _ = try HTMLEmitter().render(layout, link: { _ in nil })
            _ = try SVGEmitter().render(layout)
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    @Test func aThousandPointLineChartCostsAtMostThreeTimesAThousandRectangles() throws {
        let points = (0..<1_000).map { (x: Double($0), y: sin(Double($0) / 40) * 50 + 60) }
        let chart = Chart(points, id: \.x) { point in
            LineMark(x: .value("X", point.x), y: .value("Y", point.y))
        }
        .frame(height: 300)
        let rectangles = ZStack {
            ForEach(0..<1_000, id: \.self) { index in
                Rectangle().frame(width: 2, height: Double(index % 50 + 1)).offset(x: Double(index % 300))
            }
        }
        let chartTime = try best(chart), rectanglesTime = try best(rectangles)
        let ratio = chartTime / rectanglesTime
        #expect(ratio <= 3, "chart \(chartTime) s, rectangles \(rectanglesTime) s, ratio \(ratio)")
        print("ChartBenchmark: chart \(chartTime) s, rectangles \(rectanglesTime) s, ratio \(ratio)")
    }
}
