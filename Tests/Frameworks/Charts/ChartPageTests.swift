import Charts
import CorpusSupport
import Foundation
import SwiftUI
import Testing
import TrellisTesting

/// Chart screens render valid HTML and SVG that carry the chart's description, and two goldens
/// pin the drawing.
@MainActor
struct ChartPageTests {
    @Test func everyChartScreenRendersValidPagesWithItsDescription() async {
        let rendering = await renderCorpus([
            (id: "stacked", view: { AnyView(StackedSalesChart()) }),
            (id: "grouped", view: { AnyView(GroupedSalesChart()) }),
            (id: "steps", view: { AnyView(StepsTrendChart()) }),
            (id: "gallery", view: { AnyView(ChartGalleryView()) }),
            (id: "donut", view: { AnyView(BudgetDonutChart()) }),
            (id: "picked", view: { AnyView(PickedDayChart()) }),
        ], folder: "charts")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        let stacked = rendering.documents(ofPage: "stacked")
        let html = stacked.first { $0.path.hasSuffix(".html") }?.text ?? ""
        let svg = stacked.first { $0.path.hasSuffix(".svg") }?.text ?? ""
        let description = "Bar chart, X axis, Month: Jan, Feb, Mar, Apr. Y axis, Units: 25 to 88. 2 series: Espresso, Filter"
        #expect(html.contains("aria-label=\"\(description)\""))
        #expect(svg.contains("<title>\(description)</title>"))
    }

    @Test func stackedBars() {
        assertGolden(of: StackedSalesChart(), as: [.svg])
    }

    @Test func donut() {
        assertGolden(of: BudgetDonutChart(), as: [.svg])
    }
}
