@testable import Charts
import Foundation
import SwiftUI
import Testing
import TrellisLayout

/// Axis labels that would overlap give way as `AxisValueLabel(collisionResolution:)` says, and
/// `AxisMarks(values: .automatic(desiredCount:minimumStride:))` sets the ticks' count and least step.
@MainActor
struct AxisLabelThinningTests {
    @Test func eachRuleKeepsTheLabelsItsDefinitionKeeps() {
        // 10 wide, 12 apart then 3 apart then 15 apart.
        let extents: [(start: CGFloat, end: CGFloat)] = [(0, 10), (12, 22), (15, 25), (30, 40)]
        // Greedy with no spacing: the second clears the first by 2, the third overlaps the
        // second, the fourth clears the second by 8.
        #expect(AxisLabelThinning.kept(extents, by: .greedy(minimumSpacing: 0)) == [true, true, false, true])
        // Automatic (4 points apart at least): 2 is too close, so every second label: 0 and 2,
        // 15 − 10 = 5 apart.
        #expect(AxisLabelThinning.kept(extents, by: .automatic) == [true, false, true, false])
        #expect(AxisLabelThinning.kept(extents, by: .disabled) == [true, true, true, true])
        // y labels run bottom to top: the extents come in decreasing order.
        let upward: [(start: CGFloat, end: CGFloat)] = [(90, 100), (85, 95), (70, 80)]
        #expect(AxisLabelThinning.kept(upward, by: .greedy(minimumSpacing: 0)) == [true, false, true])
    }

    /// The label texts laid out, and whether each is drawn (a hidden one's box is empty).
    private func labels<V: View>(_ view: V) throws -> [(text: String, frame: CGRect, visible: Bool)] {
        let layout = try LayoutEngine(measurer: TextMeasurer()).layout(view.resolved(), in: CGSize(width: 390, height: 844))
        var result: [(String, CGRect, Bool)] = []
        var clip: CGRect?
        for (index, node) in layout.tree.root.subtree().enumerated() {
            switch node.kind {
            case .viewThatFits: clip = layout[index].frame
            case .text(let text):
                result.append((text.string, layout[index].frame, clip.map { $0.width > 0 && $0.height > 0 } ?? true))
                clip = nil
            default: break
            }
        }
        return result
    }

    private static let months = ["January", "February", "March", "April", "May", "June",
                                 "July", "August", "September", "October", "November", "December"]

    private func monthlyBars(_ resolution: AxisValueLabelCollisionResolution?) -> some View {
        let chart = Chart {
            ForEach(Array(Self.months.enumerated()), id: \.offset) { index, month in
                BarMark(x: .value("Month", month), y: .value("Units", index + 1))
            }
        }
        return Group {
            if let resolution {
                chart.chartXAxis { AxisMarks { _ in AxisValueLabel(collisionResolution: resolution) } }
            } else {
                chart
            }
        }
        .frame(width: 240, height: 160)
    }

    @Test func crowdedMonthLabelsAreThinnedToEveryKthFromTheFirst() throws {
        let all = try labels(monthlyBars(nil)).filter { Self.months.contains($0.text) }
        #expect(all.map(\.text) == Self.months)
        let shown = all.enumerated().filter { $0.element.visible }
        // Evenly strided from January …
        let stride = shown.count > 1 ? shown[1].offset : 1
        #expect(stride > 1)
        #expect(shown.map(\.offset) == Array(Swift.stride(from: 0, to: 12, by: stride)))
        // … with at least 4 points between any two drawn …
        for (a, b) in zip(shown, shown.dropFirst()) {
            #expect(b.element.frame.minX - a.element.frame.maxX >= ChartLook.labelMinimumSpacing - 0.01)
        }
        // … and a stride one smaller would crowd two of them: the labels are centred on their
        // bands (12 across the plot, which ends at the y labels' spacing before them), each as
        // wide as it is drawn when none gives way.
        let plotLeft = 75.0
        let drawn = try labels(monthlyBars(.disabled))
        let yLabelLeft = try #require(drawn.first { $0.text == "0" }).frame.minX
        let band = (yLabelLeft - ChartLook.labelSpacing - plotLeft) / 12
        let extents = drawn.filter { Self.months.contains($0.text) }.enumerated().map { index, label -> (CGFloat, CGFloat) in
            let left = max(plotLeft + (Double(index) + 0.5) * band - label.frame.width / 2, 75)
            return (left, left + label.frame.width)
        }
        let tighter = Array(Swift.stride(from: 0, to: 12, by: stride - 1))
        #expect(zip(tighter, tighter.dropFirst()).contains { extents[$1].0 - extents[$0].1 < ChartLook.labelMinimumSpacing })
    }

    @Test func disabledCollisionResolutionDrawsEveryLabel() throws {
        let all = try labels(monthlyBars(.disabled)).filter { Self.months.contains($0.text) }
        #expect(all.count == 12 && all.allSatisfy(\.visible))
    }

    @Test func desiredCountAndMinimumStrideChooseTheSteps() {
        func ticks(_ values: AxisMarkValues) -> [ChartValue] {
            var configuration = ChartConfiguration()
            configuration.yAxis.marks = [AxisMarks(values: values)]
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let marks = Chart {
                PointMark(x: .value("X", 0), y: .value("Y", 0))
                PointMark(x: .value("X", 1), y: .value("Y", 10))
            }.marks
            return ChartPlan(marks: marks, configuration: configuration, locale: Locale(identifier: "en_US"), calendar: calendar).yLabels.map(\.value)
        }
        // 0…10 in about five steps: 2. At least 3 apart: the next of 1, 2, 5 × 10ⁿ is 5.
        #expect(ticks(.automatic) == stride(from: 0.0, through: 10, by: 2).map { .number($0) })
        #expect(ticks(.automatic(minimumStride: 3)) == [0.0, 5, 10].map { .number($0) })
        // Ten wanted: steps of 1.
        #expect(ticks(.automatic(desiredCount: 10)) == (0...10).map { .number(Double($0)) })
    }
}
