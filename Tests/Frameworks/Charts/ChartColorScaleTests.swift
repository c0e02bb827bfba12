@testable import Charts
import Foundation
import SwiftUI
import Testing
import TrellisLayout

/// `foregroundStyle(by:)` with numbers: a continuous colour scale through a gradient, with a
/// gradient legend; `chartForegroundStyleScale` sets its gradient and domain.
@MainActor
struct ChartColorScaleTests {
    private func plan(_ marks: [_ChartMark], _ configuration: ChartConfiguration = ChartConfiguration()) -> ChartPlan {
        ChartPlan(marks: marks, configuration: configuration, locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian))
    }

    /// Three heat-map cells at 12.5, 20 and 37.5 degrees.
    private var cells: [_ChartMark] {
        Chart {
            RectangleMark(x: .value("Day", "Mon"), y: .value("Hour", "9")).foregroundStyle(by: .value("Temperature", 12.5))
            RectangleMark(x: .value("Day", "Tue"), y: .value("Hour", "9")).foregroundStyle(by: .value("Temperature", 20.0))
            RectangleMark(x: .value("Day", "Wed"), y: .value("Hour", "9")).foregroundStyle(by: .value("Temperature", 37.5))
        }.marks
    }

    @Test func numbersTakeTheirPlaceInTheValuesRangeAndTheLegendIsAGradient() throws {
        let plan = plan(cells)
        let scale = try #require(plan.continuousStyle)
        #expect(scale.lower == 12.5 && scale.upper == 37.5)
        #expect(scale.fraction(of: 20) == 0.3)  // 7.5 of 25
        #expect(plan.legend.isEmpty && plan.gradientLegend?.lower == "12.5" && plan.gradientLegend?.upper == "37.5")
        #expect(plan.layers.count == 3)
    }

    @Test func aListedDomainAndGradientReplaceTheDefaults() throws {
        var configuration = ChartConfiguration()
        configuration.styleDomain = [.number(0), .number(50)]
        configuration.styleGradient = Gradient(colors: [.red, .blue])
        let scale = try #require(plan(cells, configuration).continuousStyle)
        #expect(scale.fraction(of: 20) == 0.4 && scale.fraction(of: 60) == 1)
        // Categories stay categories: a mapping of values to colours is not a gradient.
        var mapped = ChartConfiguration()
        mapped.styleMapping = [(.number(20), AnyShapeStyle(Color.red))]
        #expect(plan(cells, mapped).continuousStyle == nil)
    }

    @Test func theGradientsColourMixesItsNeighbouringStops() {
        let environment = EnvironmentValues()
        // System red #FF3B30 and blue #007AFF, mixed a quarter of the way, component by component.
        let quarter = ContinuousStyleScale.color(of: Gradient(colors: [.red, .blue]), at: 0.25).resolve(in: environment)
        #expect(abs(quarter.red - 0.75) < 1e-6)
        #expect(abs(quarter.green - (0.75 * 59 + 0.25 * 122) / 255) < 1e-6)
        #expect(abs(quarter.blue - (0.75 * 48 + 0.25 * 255) / 255) < 1e-6)
        // Three stops: three quarters of the way is halfway from the middle stop to the last.
        let stops = Gradient(stops: [.init(color: .blue, location: 1), .init(color: .red, location: 0), .init(color: .white, location: 0.5)])
        let late = ContinuousStyleScale.color(of: stops, at: 0.75).resolve(in: environment)
        #expect(abs(late.red - 0.5) < 1e-6 && abs(late.blue - 1) < 1e-6)
    }

    @Test func theModifiersReachTheChartAndTheLegendShowsTheDomain() throws {
        let chart = Chart {
            RectangleMark(x: .value("Day", "Mon"), y: .value("Hour", "9")).foregroundStyle(by: .value("Temperature", 12.5))
            RectangleMark(x: .value("Day", "Tue"), y: .value("Hour", "9")).foregroundStyle(by: .value("Temperature", 37.5))
        }
        .chartForegroundStyleScale(domain: 0...40, range: Gradient(colors: [.yellow, .red]))
        .frame(width: 300, height: 200)
        let layout = try LayoutEngine(measurer: TextMeasurer()).layout(chart.resolved(), in: CGSize(width: 390, height: 844))
        let texts = layout.tree.root.subtree().compactMap { if case .text(let text) = $0.kind { text.string } else { nil } }
        #expect(texts.contains("0") && texts.contains("40") && !texts.contains("12.5"))
    }
}
